import { z } from 'zod';
import { messages } from '../messages';
import { dataResponse } from './common';

// The admin's licence key calls (issue 13 item 8, docs/decisions/030):
// /api/admin/licences/{productId}.

export const PRODUCT_DELIVERIES = ['shipped', 'licence_key'] as const;
export type ProductDelivery = (typeof PRODUCT_DELIVERIES)[number];

/** A pasted list or a CSV file's text; its keys are read by parseLicenceKeys. */
export const addLicenceKeysSchema = z.object({
  keys: z
    .string({ message: messages.LICENCE_KEYS_REQUIRED })
    .max(250_000, { message: messages.LICENCE_KEYS_TOO_MANY })
    .refine((value) => value.trim() !== '', { message: messages.LICENCE_KEYS_REQUIRED }),
});
export const setProductDeliverySchema = z.object({ delivery: z.enum(PRODUCT_DELIVERIES, { message: messages.FIELD_REQUIRED }) });

/** One stored key as the admin sees it: masked, never in full again. */
export const storedLicenceKeySchema = z.object({
  _id: z.string(),
  masked: z.string(),
  addedAt: z.string(),
  /** The order it went to (its number), null while it is available. */
  orderNumber: z.string().nullable(),
  assignedAt: z.string().nullable(),
});

export const licenceStockSchema = z.object({
  productId: z.string(),
  title: z.string(),
  delivery: z.enum(PRODUCT_DELIVERIES),
  available: z.number().int(),
  assigned: z.number().int(),
  /** The newest keys first (at most 50). */
  keys: z.array(storedLicenceKeySchema),
});
export type LicenceStock = z.infer<typeof licenceStockSchema>;
export const licenceStockResponseSchema = dataResponse(licenceStockSchema);
