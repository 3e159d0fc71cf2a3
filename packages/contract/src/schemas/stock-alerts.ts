import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { messages } from '../messages';
import { emailSchema, idSchema } from './common';

// Back-in-stock alerts (issue 14 item 8, docs/decisions/037): "Notify me" on an
// out-of-stock product; one e-mail when its stock comes back, then the alert ends.

/** POST /shop/stock-alerts/{productId}. */
export const stockAlertParamsSchema = z.object({ productId: idSchema });

/**
 * The guest's e-mail (a signed-in customer's account e-mail is used instead,
 * whatever is sent) and the language of the page, which the e-mail will speak.
 */
export const stockAlertRequestSchema = z.object({
  email: emailSchema.optional(),
  lang: z.enum(LANGUAGES, { message: messages.LANG_INVALID }).default('en'),
});
export type StockAlertRequest = z.input<typeof stockAlertRequestSchema>;

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
