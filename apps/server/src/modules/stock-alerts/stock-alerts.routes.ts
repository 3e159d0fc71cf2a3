import { ipKey } from '#server/lib/throttles/login-throttle';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages, stockAlertParamsSchema, stockAlertRequestSchema, stockAlertUnsubscribeSchema, successSchema } from '@store/contract';
import type { ThrottleConfig } from '#server/config';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { noStore } from '#server/plugins/http-cache';
import type { Throttles } from '#server/lib/throttles/throttles';
import { endAlertsOf, requestStockAlert } from './stock-alerts.service';
import type { UnsubscribeSigner } from './unsubscribe-token';

// The refusals reuse the catalogue's general codes with sentences of their own
// (a new code would weigh on every first visit: the web app keeps the list of codes).

/** A 400 for one field, with its sentence as the message and at the field. */
const invalidInput = (path: string, sentence: 'STOCK_ALERT_LINK_INVALID' | 'STOCK_ALERT_EMAIL_REQUIRED') =>
  new AppError('VALIDATION_FAILED', 400, { sentence, errors: [{ path, message: messages[sentence] }] });

export interface StockAlertRoutesOptions {
  db: Db;
  throttles: Throttles;
  limits: Pick<ThrottleConfig, 'stockAlertsPerEmail'>;
  unsubscribe: UnsubscribeSigner;
}

/**
 * Back-in-stock alerts under /api/shop/stock-alerts (docs/decisions/037). A
 * guest names an address and is throttled per IP (the store would e-mail
 * whoever is named); a signed-in customer's alert goes to the account's address.
 */
export const stockAlertRoutes: FastifyPluginAsyncZod<StockAlertRoutesOptions> = async (app, { db, throttles, limits, unsubscribe }) => {
  noStore(app);

  app.post(
    '/unsubscribe',
    { schema: { body: stockAlertUnsubscribeSchema, response: { 200: successSchema } } },
    async (request) => {
      const email = await unsubscribe.verify(request.body.token);
      if (!email) throw invalidInput('token', 'STOCK_ALERT_LINK_INVALID');
      await endAlertsOf(db, email);
      return { success: true as const, message: messages.STOCK_ALERT_UNSUBSCRIBED };
    },
  );

  app.post(
    '/:productId',
    { schema: { params: stockAlertParamsSchema, body: stockAlertRequestSchema, response: { 200: successSchema } } },
    async (request, reply) => {
      const user = request.user;
      const email = user ? user.email.toLowerCase() : request.body.email;
      if (!email) throw invalidInput('email', 'STOCK_ALERT_EMAIL_REQUIRED');
      if (!user) {
        const allowed = await throttles.stockAlertIp.take(ipKey(request.ip));
        if (!allowed.allowed) {
          reply.header('retry-after', String(allowed.retryAfterSeconds));
          throw new AppError('TOO_MANY_REQUESTS', 429, { sentence: 'TOO_MANY_STOCK_ALERTS' });
        }
      }
      await requestStockAlert(db, {
        productId: request.params.productId,
        email,
        userId: user?._id ?? null,
        language: request.body.lang,
        maxPerEmail: limits.stockAlertsPerEmail,
      });
      return { success: true as const, message: messages.STOCK_ALERT_SAVED };
    },
  );
};
