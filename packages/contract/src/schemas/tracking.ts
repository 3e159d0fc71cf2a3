import { z } from 'zod';
import { messages } from '../messages';

// Order tracking and cancellation by the customer (issue 13 items 2 and 3,
// docs/decisions/021): the tracking page's two forms. What only the server
// parses (the link's token, the API's answers) is in ./tracked-order.ts, so
// the web app's bundles do not carry its sentences.

/**
 * The order reference in the order e-mails (docs/decisions/021): "FC-7K3M-9QXD" (any case, dashes or
 * spaces between), or an order placed before the random references by its number, "FC-000123" or "123".
 */
export const trackOrderNumberSchema = z
  .string({ message: messages.TRACK_NUMBER_INVALID })
  .trim()
  .regex(/^(?:fc[\s-]?)?(?:\d{1,15}|[0-9a-z]{4}[\s-]?[0-9a-z]{4})$/i, { message: messages.TRACK_NUMBER_INVALID });

/** The e-mail or the phone the order was placed with, as typed. */
export const trackContactSchema = z
  .string({ message: messages.TRACK_CONTACT_REQUIRED })
  .trim()
  .min(1, { message: messages.TRACK_CONTACT_REQUIRED })
  .max(254, { message: messages.TRACK_CONTACT_REQUIRED });

export const trackLookupSchema = z.object({ orderNumber: trackOrderNumberSchema, contact: trackContactSchema });
export type TrackLookupInput = z.infer<typeof trackLookupSchema>;

export const CANCEL_REASON_MIN = 3;
export const CANCEL_REASON_MAX = 300;
export const cancelReasonSchema = z
  .string({ message: messages.CANCEL_REASON_INVALID })
  .trim()
  .min(CANCEL_REASON_MIN, { message: messages.CANCEL_REASON_INVALID })
  .max(CANCEL_REASON_MAX, { message: messages.CANCEL_REASON_INVALID });

