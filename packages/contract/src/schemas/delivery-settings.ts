import { z } from 'zod';
import { EMIRATES, LIMITS } from '../lists';
import { hasAtMostTwoDecimals } from '../money';
import { messages } from '../messages';
import { dataResponse, numberInput } from './common';

// Delivery by emirate (issue 14 item 3, docs/decisions/032): the admin's fee
// per emirate and the free-delivery threshold. An emirate without its own
// fee pays DELIVERY_FEE_AED; no threshold, no free delivery by amount.

/** The highest delivery fee the admin may set, in AED. */
export const DELIVERY_FEE_MAX_AED = 1000;

/** An amount in AED, or null ("none"): an empty field is null too. */
const optionalAed = (message: string, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    numberInput(message)
      .pipe(z.number().min(0, { message }).max(max, { message }).refine(hasAtMostTwoDecimals, { message }))
      .nullable(),
  );

/** PUT /admin/settings/delivery: every emirate's fee (absent or null: the default) and the threshold. */
export const deliverySettingsInputSchema = z.object({
  fees: z.partialRecord(z.enum(EMIRATES), optionalAed(messages.DELIVERY_FEE_INVALID, DELIVERY_FEE_MAX_AED)).default({}),
  freeDeliveryThreshold: optionalAed(messages.FREE_DELIVERY_THRESHOLD_INVALID, LIMITS.orderTotalMaxAed),
});
export type DeliverySettingsInput = z.input<typeof deliverySettingsInputSchema>;

/** The settings as the admin reads them: one row per emirate, its own fee or null, and the default fee beside. */
export const deliverySettingsSchema = z.object({
  fees: z.array(z.object({ emirate: z.enum(EMIRATES), fee: z.number().nullable() })),
  freeDeliveryThreshold: z.number().nullable(),
  /** DELIVERY_FEE_AED: what an emirate without its own fee pays. */
  defaultFee: z.number(),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;
export const deliverySettingsResponseSchema = dataResponse(deliverySettingsSchema);

/**
 * GET /api/shop/delivery: what delivery costs, as the shop's pages state it (issue 27 item 3): every
 * emirate's fee in the contract's order (its own or the standard one) and the free-delivery threshold.
 */
export const shopDeliverySchema = z.object({
  fees: z.array(z.object({ emirate: z.enum(EMIRATES), fee: z.number() })),
  freeDeliveryThreshold: z.number().nullable(),
});
export type ShopDelivery = z.infer<typeof shopDeliverySchema>;
export const shopDeliveryResponseSchema = dataResponse(shopDeliverySchema);
