import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { messages } from '../messages';

/**
 * A phone number in any common form, UAE by default, stored in E.164
 * (`+9715XXXXXXXX`). docs/store-rules.md#field-formats.
 */
export const phoneSchema = z
  .string({ message: messages.PHONE_INVALID })
  .trim()
  .min(1, { message: messages.PHONE_INVALID })
  .max(32, { message: messages.PHONE_INVALID })
  .transform((raw, ctx) => {
    const parsed = parsePhoneNumberFromString(raw, 'AE');
    if (!parsed || !parsed.isValid()) {
      ctx.addIssue({ code: 'custom', message: messages.PHONE_INVALID });
      return z.NEVER;
    }
    return parsed.number;
  });
