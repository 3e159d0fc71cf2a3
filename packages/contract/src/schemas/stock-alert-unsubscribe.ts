import { z } from 'zod';
import { messages } from '../messages';

// The unsubscribe link of a stock alert e-mail (docs/decisions/037). A module
// apart from ./stock-alerts.ts: the product page's form imports that one, and
// its bundle should not carry this sentence.

/** The most characters an unsubscribe token can have: a base64url e-mail address and a signature. */
export const STOCK_ALERT_TOKEN_MAX = 600;

/** POST /shop/stock-alerts/unsubscribe: the token of the link in a stock alert e-mail. */
export const stockAlertUnsubscribeSchema = z.object({
  token: z
    .string({ message: messages.STOCK_ALERT_LINK_INVALID })
    .min(1, { message: messages.STOCK_ALERT_LINK_INVALID })
    .max(STOCK_ALERT_TOKEN_MAX, { message: messages.STOCK_ALERT_LINK_INVALID }),
});
export type StockAlertUnsubscribe = z.infer<typeof stockAlertUnsubscribeSchema>;
