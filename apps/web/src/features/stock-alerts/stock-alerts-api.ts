// Back-in-stock alerts from the browser (issue 14 item 8, docs/decisions/037). Every
// contract sentence the web app names is in the first visit's shared chunk, so these
// name none of their own: the server's answer carries the words.
import { messages, type StockAlertRequest } from '@store/contract';
import { apiRequest } from '#web/lib/api-client';

/** "Notify me": the guest's address, or (signed in) the account's; the answer's sentence to show. */
export const requestStockAlert = async (productId: string, input: StockAlertRequest) =>
  (
    await apiRequest<{ message: string }>(`/shop/stock-alerts/${encodeURIComponent(productId)}`, {
      method: 'POST',
      body: input,
      fallbackMessage: messages.SERVER_ERROR,
    })
  ).message;

/** The unsubscribe link's button: every alert of the address the token names ends. */
export const stopStockAlerts = async (token: string) =>
  (
    await apiRequest<{ message: string }>('/shop/stock-alerts/unsubscribe', {
      method: 'POST',
      body: { token },
      fallbackMessage: messages.SERVER_ERROR,
    })
  ).message;
