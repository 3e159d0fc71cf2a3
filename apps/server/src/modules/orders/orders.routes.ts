import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allOrdersQuerySchema,
  catalogueLangQuerySchema,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  messageIn,
  messages,
  orderDeletedResponseSchema,
  orderResponseSchema,
  ordersPageResponseSchema,
  orderTypeParamsSchema,
  placeGuestOrderSchema,
  placeRegisteredOrderSchema,
  previewRequestSchema,
  previewResponseSchema,
  updateOrderStatusSchema,
  userOrdersParamsSchema,
  userOrdersResponseSchema,
  type Language,
} from '@store/contract';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { badRequest, notFound } from '#server/lib/app-error';
import type { KeySealer } from '#server/lib/secrets/key-sealer';
import type { LinkSigner } from '#server/lib/track-links/link-signer';
import { siteOrigin } from '#server/lib/site-origin';
import { trackLinkMaker } from '#server/lib/track-links/track-link';
import { cookieOptions, currentUser, requireAdmin, requireUser } from '#server/plugins/auth';
import { noStore } from '#server/plugins/http-cache';
import type { Throttles } from '#server/lib/throttles/throttles';
import type { ConfirmationLinks } from '#server/modules/auth/index';
import { withCouponGuessLimit } from '#server/modules/coupons/index';
import { changeOrderStatus, deleteOrder, getUserOrders, listOrdersPage } from './order-admin.service';
import { previewOrder } from './order-pricing.service';
import { findPlacedOrder } from './placed-order.service';
import { createPlacedOrderSigner, PLACED_ORDER_COOKIE, PLACED_ORDER_SECONDS, type PlacedOrderSigner } from './placed-order-cookie';
import { buyerKey, withOrderActionLimit, type OrderActionThrottles } from './order-action-limit';
import { placeGuestOrder, placeRegisteredOrder, type PlacementRequest, type PlacementResult } from './placement.service';

export interface OrderRoutesOptions {
  db: Db;
  config: Config;
  /** Signs the tracking link each order e-mail carries (docs/decisions/021). */
  links: LinkSigner;
  /** Seals and opens licence keys (docs/decisions/030). */
  sealer: KeySealer;
  /** The links that confirm an account's address, for an unconfirmed account's first order (issue 26 item 2). */
  confirmations: ConfirmationLinks;
  /**
   * The coupon-guessing limit (docs/decisions/033) and the placements' (order-action-limit.ts) live with
   * the login throttles, in Redis when REDIS_URL is set.
   */
  throttles: Pick<Throttles, 'couponFailureIp'> & OrderActionThrottles;
}

/** The `Idempotency-Key` header (1..200 characters), when sent. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw badRequest('IDEMPOTENCY_KEY_INVALID', {}, [{ path: 'Idempotency-Key', message: messages.IDEMPOTENCY_KEY_INVALID }]);
  return parsed.data;
}

/**
 * 201 with the new order; 200 with the first one when an Idempotency-Key retry found it. Either way the
 * browser gets the cookie the confirmation page reads the order by (placed-order-cookie.ts).
 */
async function placed(request: FastifyRequest, reply: FastifyReply, placedOrders: PlacedOrderSigner, result: PlacementResult) {
  const value = await placedOrders.sign(result.order._id, Date.now());
  reply.setCookie(PLACED_ORDER_COOKIE, value, { ...cookieOptions(request), maxAge: PLACED_ORDER_SECONDS });
  reply.code(result.created ? 201 : 200);
  return { success: true as const, message: messages.ORDER_PLACED, order: result.order };
}

/** The order calls of docs/store-rules.md#order-calls (and the preview of docs/store-rules.md#order-calls), under /api/shop/order. */
export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, { db, config, links, sealer, throttles, confirmations }) => {
  // Order data is personal: never stored by a browser or a shared cache.
  noStore(app);
  // The confirmation page reads the order a placement names in its cookie (placed-order-cookie.ts).
  const placedOrders = createPlacedOrderSigner(db, config.tracking.appSecret);

  app.post(
    '/preview',
    { schema: { querystring: catalogueLangQuerySchema, body: previewRequestSchema, response: { 200: previewResponseSchema } } },
    async (request, reply) => ({
      success: true as const,
      data: await guarded(request, reply, request.body.couponCode, () => previewOrder(db, config, request.user, request.body, request.query.lang)),
    }),
  );

  /** A request carrying a coupon code is held to the limit of unknown codes per IP. */
  const guarded = <T>(request: FastifyRequest, reply: FastifyReply, couponCode: string | undefined, work: () => Promise<T>) =>
    withCouponGuessLimit(throttles.couponFailureIp, reply, request.ip, couponCode, work);

  /** A placement, held to the limits of orders placed and cancelled per buyer and per IP; a replay counts nothing. */
  const placing = (request: FastifyRequest, reply: FastifyReply, buyer: string, work: () => Promise<PlacementResult>) =>
    withOrderActionLimit(throttles, reply, { ip: request.ip, buyer }, work, (result) => result.created);

  /** Where the request came from, and the links its e-mails carry. */
  const placementRequest = async (request: FastifyRequest<{ Querystring: { lang: Language } }>): Promise<PlacementRequest> => ({
    idempotencyKey: idempotencyKey(request),
    lang: request.query.lang,
    ip: request.ip,
    trackLink: await trackLinkMaker(request, config, links),
    confirmLink: await confirmations.maker(siteOrigin(request, config)),
    adminOrdersUrl: `${siteOrigin(request, config)}/admin/orders`,
  });

  app.post(
    '/place-registered-order',
    {
      onRequest: requireUser,
      schema: { querystring: catalogueLangQuerySchema, body: placeRegisteredOrderSchema, response: { 200: orderResponseSchema, 201: orderResponseSchema } },
    },
    async (request, reply) =>
      placed(
        request,
        reply,
        placedOrders,
        await placing(request, reply, buyerKey({ userId: currentUser(request)._id, email: currentUser(request).email }), () =>
          guarded(request, reply, request.body.couponCode, async () =>
            placeRegisteredOrder(db, config, currentUser(request), request.body, await placementRequest(request), app.catalogueChanged),
          ),
        ),
      ),
  );

  app.post(
    '/place-guest-order',
    { schema: { querystring: catalogueLangQuerySchema, body: placeGuestOrderSchema, response: { 200: orderResponseSchema, 201: orderResponseSchema } } },
    async (request, reply) =>
      placed(
        request,
        reply,
        placedOrders,
        await placing(request, reply, buyerKey({ userId: null, email: request.body.email }), () =>
          guarded(request, reply, request.body.couponCode, async () =>
            placeGuestOrder(db, config, request.body, await placementRequest(request), app.catalogueChanged),
          ),
        ),
      ),
  );

  /**
   * The order this browser just placed, named by its short-lived signed cookie: what the confirmation page
   * shows, rendered on the server. A customer's order only to that customer; 404 for anything else.
   */
  app.get(
    '/placed',
    { schema: { querystring: catalogueLangQuerySchema, response: { 200: orderResponseSchema } } },
    async (request) => {
      const orderId = await placedOrders.read(request.cookies[PLACED_ORDER_COOKIE], Date.now());
      const order = orderId ? await findPlacedOrder(db, orderId, request.user, request.query.lang) : null;
      if (!order) throw notFound('ORDER_NOT_FOUND');
      return { success: true as const, message: messages.ORDER_PLACED, order };
    },
  );

  app.get(
    '/all-orders',
    { onRequest: requireAdmin, schema: { querystring: allOrdersQuerySchema, response: { 200: ordersPageResponseSchema } } },
    async (request) => ({ success: true as const, ...(await listOrdersPage(db, request.query)) }),
  );

  app.patch(
    '/update-order-status/:orderId/:orderType',
    {
      onRequest: requireAdmin,
      schema: { params: orderTypeParamsSchema, body: updateOrderStatusSchema, response: { 200: orderResponseSchema } },
    },
    async (request) => {
      const { orderId, orderType } = request.params;
      const { newStatus, courier, trackingNumber } = request.body;
      const trackLink = await trackLinkMaker(request, config, links);
      const order = await changeOrderStatus(db, config, currentUser(request), orderId, orderType, newStatus, app.catalogueChanged, {
        sealer,
        shipment: courier ? { courier, trackingNumber: trackingNumber ?? null } : undefined,
        trackLink,
      });
      return { success: true as const, message: messageIn('en', 'ORDER_STATUS_UPDATED', { status: order.status }), order };
    },
  );

  app.delete(
    '/delete/:orderId/:orderType',
    { onRequest: requireAdmin, schema: { params: orderTypeParamsSchema, response: { 200: orderDeletedResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: messages.ORDER_DELETED,
      data: await deleteOrder(db, currentUser(request), request.params.orderId, request.params.orderType, app.catalogueChanged),
    }),
  );

  app.get(
    '/user-orders/:userId',
    {
      onRequest: requireUser,
      schema: { params: userOrdersParamsSchema, querystring: catalogueLangQuerySchema, response: { 200: userOrdersResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await getUserOrders(db, currentUser(request), request.params.userId, sealer, request.query.lang),
    }),
  );
};
