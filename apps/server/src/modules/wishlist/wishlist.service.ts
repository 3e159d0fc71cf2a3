import { WISHLIST_MAX, type Language, type Wishlist } from '@store/contract';
import type { Db } from '#server/db/client';
import { conflict, notFound } from '#server/lib/app-error';
import { toProduct } from '#server/modules/catalog/index';
import {
  deleteWishlistItem,
  findExistingProductIds,
  findSavedIds,
  findWishlist,
  insertWishlistItems,
  lockUserWishlist,
  type WishlistRow,
} from './wishlist.repository';

// A registered customer's wishlist (issue 14 item 6, docs/decisions/035): the
// caller's own, from the session. Saving twice changes nothing; at most
// WISHLIST_MAX products; a deleted product leaves every wishlist with it.

export function toWishlist(rows: readonly WishlistRow[], lang: Language): Wishlist {
  return { items: rows.map((row) => ({ product: toProduct(row.product, lang), addedAt: row.addedAt.toISOString() })) };
}

export async function getWishlist(db: Db, userId: string, lang: Language): Promise<Wishlist> {
  return toWishlist(await findWishlist(db, userId), lang);
}

/**
 * The ids of `wanted` to save: products that exist and are not saved yet, in
 * the given order, without repeats, as many as the room left allows.
 */
export function idsToSave(wanted: readonly string[], saved: ReadonlySet<string>, existing: ReadonlySet<string>, max = WISHLIST_MAX): string[] {
  const room = Math.max(0, max - saved.size);
  const fresh = [...new Set(wanted)].filter((id) => existing.has(id) && !saved.has(id));
  return fresh.slice(0, room);
}

/** PUT /shop/wishlist/{productId}: 404 for an unknown product, 409 when the list is full. */
export async function saveProduct(db: Db, userId: string, productId: string, lang: Language): Promise<Wishlist> {
  await db.transaction(async (tx) => {
    await lockUserWishlist(tx, userId);
    const existing = await findExistingProductIds(tx, [productId]);
    if (!existing.has(productId)) throw notFound('PRODUCT_NOT_FOUND');
    const saved = await findSavedIds(tx, userId);
    if (saved.has(productId)) return;
    if (saved.size >= WISHLIST_MAX) throw conflict('WISHLIST_FULL');
    await insertWishlistItems(tx, userId, [productId]);
  });
  return getWishlist(db, userId, lang);
}

/** DELETE /shop/wishlist/{productId}: removing what is not there is no error. */
export async function removeProduct(db: Db, userId: string, productId: string, lang: Language): Promise<Wishlist> {
  await deleteWishlistItem(db, userId, productId);
  return getWishlist(db, userId, lang);
}

/**
 * POST /shop/wishlist/merge: the guest's list (newest first) joins the
 * account's at login; unknown products are skipped, and what does not fit
 * under WISHLIST_MAX is left out, the guest's newest kept first.
 */
export async function mergeWishlist(db: Db, userId: string, productIds: readonly string[], lang: Language): Promise<Wishlist> {
  await db.transaction(async (tx) => {
    await lockUserWishlist(tx, userId);
    const [saved, existing] = await Promise.all([findSavedIds(tx, userId), findExistingProductIds(tx, productIds)]);
    await insertWishlistItems(tx, userId, idsToSave(productIds, saved, existing));
  });
  return getWishlist(db, userId, lang);
}
