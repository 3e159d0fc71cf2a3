import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteResponseSchema,
  idParamsSchema,
  messages,
  savedAddressInputSchema,
  savedAddressListResponseSchema,
  savedAddressResponseSchema,
} from '@store/contract';
import type { Db } from '#server/db/client';
import { currentUser, requireUser } from '#server/plugins/auth';
import { noStore } from '#server/plugins/http-cache';
import { changeAddress, getSavedAddresses, removeAddress, saveAddress } from './addresses.service';

export interface AddressRoutesOptions {
  db: Db;
}

/**
 * The address book under /api/shop/addresses (docs/store-rules.md#address-book):
 * the signed-in customer's own (a guest hears 401 before any input is looked
 * at; another customer's address is 404), never stored by a cache. Writes are
 * bounded by ADDRESS_BOOK_MAX, so they need no rate limit of their own.
 */
export const addressRoutes: FastifyPluginAsyncZod<AddressRoutesOptions> = async (app, { db }) => {
  noStore(app);

  app.get('/', { onRequest: requireUser, schema: { response: { 200: savedAddressListResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await getSavedAddresses(db, currentUser(request)._id),
  }));

  app.post(
    '/',
    { onRequest: requireUser, schema: { body: savedAddressInputSchema, response: { 201: savedAddressResponseSchema } } },
    async (request, reply) => {
      const data = await saveAddress(db, currentUser(request)._id, request.body);
      return reply.code(201).send({ success: true as const, message: messages.ADDRESS_SAVED, data });
    },
  );

  app.put(
    '/:id',
    { onRequest: requireUser, schema: { params: idParamsSchema, body: savedAddressInputSchema, response: { 200: savedAddressResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: messages.ADDRESS_UPDATED,
      data: await changeAddress(db, currentUser(request)._id, request.params.id, request.body),
    }),
  );

  app.delete('/:id', { onRequest: requireUser, schema: { params: idParamsSchema, response: { 200: deleteResponseSchema } } }, async (request) => {
    const data = await removeAddress(db, currentUser(request)._id, request.params.id);
    return { success: true as const, message: messages.ADDRESS_DELETED, data };
  });
};
