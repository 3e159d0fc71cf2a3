import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliverySettingsInputSchema, deliverySettingsResponseSchema, messages } from '@store/contract';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import { getDeliverySettings, saveDeliverySettings } from './delivery-settings.service';

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
      data: await saveDeliverySettings(db, config, currentUser(request), request.body),
    }),
  );
};
