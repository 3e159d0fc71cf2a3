import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addLicenceKeysSchema,
  messageIn,
  idParamsSchema,
  licenceStockResponseSchema,
  messages,
  setProductDeliverySchema,
} from '@store/contract';
import type { Db } from '#server/db/client';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import { noStore } from '#server/plugins/http-cache';
import type { KeySealer } from '#server/lib/secrets/key-sealer';
import { addLicenceKeys, changeProductDelivery, getLicenceStock, sealerForProduct } from './licences.service';

export interface LicenceRoutesOptions {
  db: Db;
  sealer: KeySealer;
}

/** The admin's licence keys of a product (issue 13 item 8, docs/decisions/030), under /api/admin/licences. Admins only. */
export const licenceRoutes: FastifyPluginAsyncZod<LicenceRoutesOptions> = async (app, { db, sealer }) => {
  app.addHook('onRequest', requireAdmin);
  noStore(app);
  const schema = { params: idParamsSchema, response: { 200: licenceStockResponseSchema } };

  app.get('/:id', { schema }, async (request) => ({
    success: true as const,
    data: await getLicenceStock(db, sealer, request.params.id),
  }));

  app.post('/:id/keys', { schema: { ...schema, body: addLicenceKeysSchema } }, async (request) => {
    const { added, stock } = await addLicenceKeys(db, await sealerForProduct(db, sealer, request.params.id), currentUser(request), request.params.id, request.body.keys);
    return { success: true as const, message: messageIn('en', 'LICENCE_KEYS_ADDED', { n: added }), data: stock };
  });

  app.put('/:id/delivery', { schema: { ...schema, body: setProductDeliverySchema } }, async (request) => ({
    success: true as const,
    message: messages.LICENCE_DELIVERY_SAVED,
    data: await changeProductDelivery(db, await sealerForProduct(db, sealer, request.params.id), currentUser(request), request.params.id, request.body.delivery),
  }));
};
