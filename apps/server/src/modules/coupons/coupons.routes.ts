import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  couponInputSchema,
  couponListResponseSchema,
  couponParamsSchema,
  couponResponseSchema,
  deleteResponseSchema,
  messages,
} from '@store/contract';
import type { Db } from '#server/db/client';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import { changeCoupon, createCoupon, listCouponsForAdmin, removeCoupon } from './coupons-admin.service';

/** Coupon codes under /api/admin/coupons (issue 14 item 2, docs/decisions/033). */
export const couponAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/', { schema: { response: { 200: couponListResponseSchema } } }, async () => ({
    success: true as const,
    data: await listCouponsForAdmin(db),
  }));

  app.post('/', { schema: { body: couponInputSchema, response: { 201: couponResponseSchema } } }, async (request, reply) => {
    const data = await createCoupon(db, currentUser(request), request.body);
    return reply.code(201).send({ success: true as const, message: messages.COUPON_SAVED, data });
  });

  app.put('/:id', { schema: { params: couponParamsSchema, body: couponInputSchema, response: { 200: couponResponseSchema } } }, async (request) => ({
    success: true as const,
    message: messages.COUPON_SAVED,
    data: await changeCoupon(db, currentUser(request), request.params.id, request.body),
  }));

  app.delete('/:id', { schema: { params: couponParamsSchema, response: { 200: deleteResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await removeCoupon(db, currentUser(request), request.params.id),
  }));
};
