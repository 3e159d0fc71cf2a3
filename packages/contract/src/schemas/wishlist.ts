import { z } from 'zod';
import { messages } from '../messages';
import { productSchema } from './catalog';
import { langQuery } from './catalog-lang';
import { dataResponse, idSchema } from './common';

// Issue 14 item 6: a registered customer's wishlist under /api/shop/wishlist,
// the caller's own only (docs/decisions/035). A guest's lives in the browser
// and is merged at login.

/** The most products one wishlist holds; a guest's list in the browser keeps the same bound. */
export const WISHLIST_MAX = 100;

/** One saved product, localised, with its stock and price as the catalogue shows them; newest first. */
export const wishlistItemSchema = z.object({ product: productSchema, addedAt: z.string() });
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistSchema = z.object({ items: z.array(wishlistItemSchema) });
export type Wishlist = z.infer<typeof wishlistSchema>;

export const wishlistResponseSchema = dataResponse(wishlistSchema);

/** PUT and DELETE /shop/wishlist/{productId}. */
export const wishlistProductParamsSchema = z.object({ productId: idSchema });
/** Every wishlist call answers the list in the page's language. */
export const wishlistQuerySchema = z.object({ lang: langQuery });

/** POST /shop/wishlist/merge: the guest's saved products at login; unknown ones are skipped. */
export const mergeWishlistRequestSchema = z.object({
  productIds: z
    .array(idSchema, { message: messages.FIELD_REQUIRED })
    .max(WISHLIST_MAX, { message: messages.WISHLIST_FULL }),
});
export type MergeWishlistRequest = z.infer<typeof mergeWishlistRequestSchema>;
