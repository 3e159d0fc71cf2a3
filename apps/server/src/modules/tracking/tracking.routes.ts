import { ipKey } from '#server/lib/throttles/login-throttle';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelOrderSchema,
  catalogueLangQuerySchema,
  messages,
  successSchema,
  trackLinkSchema,
  trackLookupSchema,
  trackOwnOrderParamsSchema,
  trackResponseSchema,
  type Language,
  type Order,
} from '@store/contract';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { currentUser, requireUser } from '#server/plugins/auth';
import { noStore } from '#server/plugins/http-cache';
import type { Throttles } from '#server/lib/throttles/throttles';
import {
  buyerKey,
  type Canceller,
  cancelOrderAsCustomer,
  findOrderBuyer,
  type OrderActionThrottles,
  withOrderActionLimit,
} from '#server/modules/orders/index';
import type { KeySealer } from '#server/lib/secrets/key-sealer';
import { withLicenceKeys } from '#server/modules/licences/index';
import { orderIdOfLink, type LinkRules } from '#server/lib/track-links/order-of-link';
import { trackLinkMaker } from '#server/lib/track-links/track-link';
import { toTrackedOrder } from './tracked-order';
import {
  findOrderByNumberAndContact,
  findOrderForLink,
  findOwnOrder,
  revokeTrackLinks,
} from './tracking.service';

export interface TrackingRoutesOptions {
  db: Db;
  config: Config;
  linkRules: LinkRules;
  sealer: KeySealer;
  /** The lookup's limit per IP and the cancellations' (order-action-limit.ts) live with the others, in Redis when the store runs on several instances. */
  throttles: Pick<Throttles, 'trackLookupIp'> & OrderActionThrottles;
}

/** Order tracking and the customer's own cancellation (issue 13 items 2 and 3), under /api/shop/track. */
export const trackingRoutes: FastifyPluginAsyncZod<TrackingRoutesOptions> = async (app, { db, config, linkRules, sealer, throttles }) => {
  const { links } = linkRules;

  // Every number+contact lookup counts, found or not: a guesser learns nothing faster than the limit.
  async function throttleLookup(request: FastifyRequest, reply: FastifyReply) {
    const result = await throttles.trackLookupIp.take(ipKey(request.ip));
    if (result.allowed) return;
    reply.header('retry-after', String(result.retryAfterSeconds));
    const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
    throw new AppError('TOO_MANY_REQUESTS', 429, { sentence: 'TOO_MANY_TRACK_LOOKUPS', params: { minutes } });
  }

  // A tracked order is personal: never stored by a browser or a shared cache.
  noStore(app);

  // Every answer's line titles in `lang` (issue 12; the catalogue's `?lang=`, docs/decisions/025).
  const schema200 = { querystring: catalogueLangQuerySchema, response: { 200: trackResponseSchema } };

  /** The order as the page shows it, with its licence keys: every caller here has proven to be its buyer (decision 030). */
  async function tracked(order: Order, lang: Language) {
    const [withKeys = order] = await withLicenceKeys(db, sealer, [order], lang);
    return toTrackedOrder(withKeys);
  }

  // POSTs that read: the number, contact and token stay out of URLs and access logs; the caches stay too.
  // A number and a contact are weaker than the e-mailed link (issue 26 items 4 and 5): they show the order
  // masked, without its licence keys, and give no token, so the tax documents (full name, address, TRN)
  // and the cancellation open only from the link or the account.
  app.post('/lookup', { schema: { body: trackLookupSchema, ...schema200 } }, async (request, reply) => {
    await throttleLookup(request, reply);
    const order = await findOrderByNumberAndContact(db, request.body.orderNumber, request.body.contact, request.query.lang);
    const { licenceKeys: _shownOnlyByLink, ...masked } = await tracked(order, request.query.lang);
    return { success: true as const, order: masked, token: null };
  });

  app.post('/link', { schema: { body: trackLinkSchema, ...schema200 } }, async (request) => {
    const orderId = await orderIdOfLink(db, linkRules, request.body.token);
    const order = await findOrderForLink(db, orderId, request.query.lang);
    return { success: true as const, order: await tracked(order, request.query.lang), token: request.body.token };
  });

  app.get('/mine/:orderId', { onRequest: requireUser, schema: { params: trackOwnOrderParamsSchema, ...schema200 } }, async (request) => {
    const order = await findOwnOrder(db, currentUser(request)._id, request.params.orderId, request.query.lang);
    return { success: true as const, order: await tracked(order, request.query.lang), token: null };
  });

  // Ends every link of one order sent so far (issue 26 item 3): the store for any order, a signed-in buyer for their own.
  app.post('/revoke', { onRequest: requireUser, schema: { body: trackOwnOrderParamsSchema, response: { 200: successSchema } } }, async (request) => {
    await revokeTrackLinks(db, currentUser(request), request.body.orderId, linkRules.now());
    return { success: true as const, message: messages.TRACK_LINKS_REVOKED };
  });

  app.post('/cancel', { schema: { body: cancelOrderSchema, ...schema200 } }, async (request, reply) => {
    const body = request.body;
    let orderId: string;
    let canceller: Canceller;
    if ('token' in body) {
      orderId = await orderIdOfLink(db, linkRules, body.token);
      canceller = { kind: 'token' };
    } else {
      orderId = body.orderId;
      canceller = { kind: 'owner', userId: currentUser(request)._id };
    }
    const trackUrl = (await trackLinkMaker(request, config, links))(orderId);
    // Counted for the order's buyer (its account, or a guest order's e-mail) and the address (order-action-limit.ts).
    const buyer = await findOrderBuyer(db, orderId);
    const cancel = () => cancelOrderAsCustomer(db, config, orderId, canceller, { reason: body.reason, trackUrl, lang: request.query.lang }, app.catalogueChanged);
    const order = await withOrderActionLimit(throttles, reply, { ip: request.ip, buyer: buyer ? buyerKey(buyer) : `order:${orderId}` }, cancel);
    return {
      success: true as const,
      message: messages.ORDER_CANCELLED_BY_CUSTOMER,
      order: toTrackedOrder(order),
      token: 'token' in body ? body.token : null,
    };
  });
};
