import { z } from 'zod';
import { COURIER_IDS, normaliseTrackingNumber } from '../couriers';
import { messages } from '../messages';
import { orderStatusSchema } from './order';

// The admin's status change of an order. Apart from order.ts so that a shop page, which shows
// orders, never downloads the admin's sentences these name (docs/decisions/040).

export const courierSchema = z.enum(COURIER_IDS, { message: messages.COURIER_INVALID });
export const trackingNumberSchema = z
  .string({ message: messages.TRACKING_NUMBER_INVALID })
  .max(60, { message: messages.TRACKING_NUMBER_INVALID })
  .transform((value, ctx) => {
    const number = normaliseTrackingNumber(value);
    if (number === null) {
      ctx.addIssue({ code: 'custom', message: messages.TRACKING_NUMBER_INVALID });
      return z.NEVER;
    }
    return number;
  });
/**
 * The admin's status change; marking an order shipped may add the courier and
 * its tracking number (both, or the courier alone), never another status.
 */
export const updateOrderStatusSchema = z
  .object({
    newStatus: orderStatusSchema,
    courier: courierSchema.optional(),
    trackingNumber: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), trackingNumberSchema.optional()),
  })
  .superRefine((value, ctx) => {
    const shipment = value.courier !== undefined || value.trackingNumber !== undefined;
    if (shipment && value.newStatus !== 'shipped') ctx.addIssue({ code: 'custom', path: ['courier'], message: messages.SHIPMENT_ONLY_WHEN_SHIPPED });
    else if (value.trackingNumber !== undefined && value.courier === undefined)
      ctx.addIssue({ code: 'custom', path: ['courier'], message: messages.TRACKING_NEEDS_COURIER });
  });
export type UpdateOrderStatusInput = z.infer<typeof updateOrderStatusSchema>;
