import { z } from 'zod';
import { messages } from '../messages';
import { idSchema } from './common';
import { orderFiguresShape, orderItemSchema, orderLicenceKeySchema, orderStatusSchema, paymentMethodSchema, shipmentSchema, STATUS_ACTORS } from './order';
import { cancelReasonSchema } from './tracking';

// The tracking API's requests and answers (issue 13 items 2 and 3,
// docs/decisions/021): POST /api/shop/track/*. The web app uses their types
// only (its forms use ./tracking.ts).

/** The signed link's token: `<order id>.<HMAC-SHA256, base64url>`. */
export const trackTokenSchema = z
  .string({ message: messages.TRACK_LINK_INVALID })
  .trim()
  .min(1, { message: messages.TRACK_LINK_INVALID })
  .max(200, { message: messages.TRACK_LINK_INVALID });

export const trackLinkSchema = z.object({ token: trackTokenSchema });
export const trackOwnOrderParamsSchema = z.object({ orderId: idSchema });

/**
 * A cancellation names its order by the token the tracking page was given
 * (a guest: from the link, or from the number and contact just verified) or,
 * for a signed-in customer, by its id (their session authorises it).
 */
export const cancelOrderSchema = z.union([
  z.object({ token: trackTokenSchema, reason: cancelReasonSchema }),
  z.object({ orderId: idSchema, reason: cancelReasonSchema }),
]);
export type CancelOrderInput = z.infer<typeof cancelOrderSchema>;

/** The delivery address with its street, building and flat partly masked: enough to recognise, not to find. */
export const maskedAddressSchema = z.object({
  emirate: z.string(),
  city: z.string(),
  area: z.string(),
  street: z.string(),
  building: z.string(),
  apartment: z.string().optional(),
});

export const trackedStatusChangeSchema = z.object({
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema,
  actor: z.enum(STATUS_ACTORS),
  at: z.string(),
});

/** What the tracking page shows: no e-mail, no full phone, no full address, no staff names. */
export const trackedOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: orderStatusSchema,
  /** The first name only. */
  firstName: z.string(),
  items: z.array(orderItemSchema),
  deliveryAddress: maskedAddressSchema,
  paymentMethod: paymentMethodSchema,
  ...orderFiguresShape,
  history: z.array(trackedStatusChangeSchema),
  /** The customer may cancel it now (pending or confirmed). */
  cancellable: z.boolean(),
  createdAt: z.string(),
  /** The invoice's and credit note's numbers when issued (the page offers their PDFs). */
  invoiceNumber: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
  /** The courier and its tracking number, once shipped (docs/decisions/030). */
  shipment: shipmentSchema.nullable().optional(),
  /** The licence keys of its units, once confirmed: the link or the lookup proves the buyer. */
  licenceKeys: z.array(orderLicenceKeySchema).optional(),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

export const trackResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  order: trackedOrderSchema,
  /** Authorises a cancellation of this order (guests); the same token as the e-mails' link. */
  token: z.string().nullable(),
});
export type TrackResponse = z.infer<typeof trackResponseSchema>;
