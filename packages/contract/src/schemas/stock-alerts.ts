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
