import { z } from 'zod';
import { LIMITS } from '../lists';
import { messages } from '../messages';
import { dataResponse, idSchema } from './common';
import { productSchema } from './catalog';

const quantitySchema = z.coerce
  .number({ message: messages.QUANTITY_MIN })
  .int({ message: messages.QUANTITY_MIN })
  .min(1, { message: messages.QUANTITY_MIN })
  .max(LIMITS.stockMax);

/**
 * docs/store-rules.md#3-records-and-their-fields "Cart item". `productId` is populated as the product object
 * for a registered user's cart, a plain id for a guest. `price` is the sale
 * price when present, else the price.
 */
export const cartItemSchema = z.object({
  productId: z.union([z.string(), productSchema]),
  title: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  image: z.string().nullable(),
  totalStock: z.number().int(),
  available: z.boolean().optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({ items: z.array(cartItemSchema), totalPrice: z.number() });
export type Cart = z.infer<typeof cartSchema>;
export const cartResponseSchema = dataResponse(cartSchema);

export const addToCartRequestSchema = z.object({ userId: idSchema, productId: idSchema, quantity: quantitySchema });
export const updateCartRequestSchema = addToCartRequestSchema;
export const removeFromCartQuerySchema = z.object({
  userId: idSchema,
  productId: z.string({ message: messages.PRODUCT_ID_MISSING }).trim().min(1, { message: messages.PRODUCT_ID_MISSING }).pipe(idSchema),
});

/** GET /shop/cart/{userId}. */
export const cartUserParamsSchema = z.object({ userId: idSchema });

/**
 * POST /shop/cart/merge: the guest cart merged into the server cart at login
 * (docs/store-rules.md#stock); quantities are capped at stock, unknown or sold-out products skipped.
 */
export const mergeCartRequestSchema = z.object({
  userId: idSchema,
  items: z.array(z.object({ productId: idSchema, quantity: quantitySchema }), { message: messages.FIELD_REQUIRED }).max(100),
});
export type MergeCartRequest = z.infer<typeof mergeCartRequestSchema>;
