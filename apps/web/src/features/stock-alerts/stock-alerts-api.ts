// Back-in-stock alerts (issue 14 item 8, docs/decisions/037): "Notify me" is the
// product page's action (stock-alert-action.ts); the unsubscribe link's button
// calls the API from the browser. Every contract sentence the web app names is
// in the first visit's shared chunk, so these name none of their own: the
// server's answer carries the words.
import { messages } from '@store/contract';
import { apiRequest } from '#web/lib/api-client';
import { sentence } from '#web/lib/i18n/sentences';

/** Where "Notify me" asks the API for a product's alert. */
export const stockAlertPath = (productId: string) => `/api/shop/stock-alerts/${encodeURIComponent(productId)}`;

/** The unsubscribe link's button: every alert of the address the token names ends. */
export const stopStockAlerts = async (token: string) =>
  (
    await apiRequest<{ message: string }>('/shop/stock-alerts/unsubscribe', {
      method: 'POST',
      body: { token },
      fallbackMessage: sentence('SERVER_ERROR', messages.SERVER_ERROR),
    })
  ).message;
