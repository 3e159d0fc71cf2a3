import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliverySettingsInputSchema, deliverySettingsResponseSchema, messages, shopDeliveryResponseSchema } from '@store/contract';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import { getDeliverySettings, getShopDelivery, saveDeliverySettings } from './delivery-settings.service';

export interface SettingsRoutesOptions {
  db: Db;
  config: Pick<Config, 'deliveryFeeAed'>;
}

/** The store's settings under /api/admin/settings (docs/decisions/032). Admins only. */
export const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, { db, config }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/delivery', { schema: { response: { 200: deliverySettingsResponseSchema } } }, async () => ({
    success: true as const,
    data: await getDeliverySettings(db, config),
  }));

  app.put(
    '/delivery',
    { schema: { body: deliverySettingsInputSchema, response: { 200: deliverySettingsResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: messages.DELIVERY_SETTINGS_SAVED,
      data: await saveDeliverySettings(db, config, currentUser(request), request.body, app.catalogueChanged),
    }),
  );
};

/**
 * GET /api/shop/delivery: each emirate's fee and the free-delivery threshold, for the pages that state
 * them (about, the delivery policy). Open to anyone; never stored by a cache (the API's default), and a
 * save clears the guests' cached pages, so no page states an old fee.
 */
export const shopDeliveryRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, { db, config }) => {
  app.get('/', { schema: { response: { 200: shopDeliveryResponseSchema } } }, async () => ({
    success: true as const,
    data: await getShopDelivery(db, config),
  }));
};
