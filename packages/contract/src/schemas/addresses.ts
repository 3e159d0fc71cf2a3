import { z } from 'zod';
import { messages } from '../messages';
import { dataResponse, optionalLine } from './common';
import { deliveryAddressSchema, storedDeliveryAddressSchema } from './order';

// The customer's address book (issue 27 item 2, docs/store-rules.md#address-book):
// at most ADDRESS_BOOK_MAX delivery addresses, private to their owner, each with
// the order's address fields and rules, an optional Makani number and a note for
// the courier; one of them at most is the default the checkout preselects.

export const ADDRESS_BOOK_MAX = 10;
/** A note for the courier: one line, as long as a landmark. */
export const COURIER_NOTE_MAX = 200;

/** Dubai's Makani number: exactly 10 digits (spaces typed between them are dropped); empty means none. */
export const makaniSchema = z
  .string({ message: messages.MAKANI_INVALID })
  .transform((v) => v.replace(/\s/g, ''))
  .refine((v) => v === '' || /^\d{10}$/.test(v), { message: messages.MAKANI_INVALID })
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** POST /shop/addresses and PUT /shop/addresses/{id}: the address, and whether it becomes the default. */
export const savedAddressInputSchema = deliveryAddressSchema.extend({
  makani: makaniSchema,
  note: optionalLine(COURIER_NOTE_MAX),
  isDefault: z.boolean({ message: messages.FIELD_INVALID }).default(false),
});
export type SavedAddressInput = z.input<typeof savedAddressInputSchema>;

export const savedAddressSchema = storedDeliveryAddressSchema.extend({
  _id: z.string(),
  makani: z.string().optional(),
  note: z.string().optional(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const savedAddressResponseSchema = dataResponse(savedAddressSchema);
/** GET /shop/addresses: the default first, then the newest first. */
export const savedAddressListResponseSchema = z.object({ success: z.literal(true), data: z.array(savedAddressSchema) });
