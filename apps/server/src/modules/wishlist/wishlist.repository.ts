import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { products, users, wishlistItems } from '#server/db/schema/index';
import { joinProductRows, productColumns, type ProductRow } from '#server/modules/catalog/index';

// Drizzle queries on wishlist_items; the rules live in wishlist.service.ts.

export interface WishlistRow {
  product: ProductRow;
  addedAt: Date;
}

/** The user's saved products with brand and category names, newest first: one query. */
export async function findWishlist(db: DbOrTx, userId: string): Promise<WishlistRow[]> {
  const lines = db.select({ product: productColumns, addedAt: wishlistItems.addedAt }).from(wishlistItems).$dynamic();
  return joinProductRows(lines, wishlistItems.productId)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.addedAt), desc(products.id));
}

/** The products of `productIds` already in the user's wishlist. */
export async function findSavedIds(db: DbOrTx, userId: string): Promise<Set<string>> {
  const rows = await db.select({ id: wishlistItems.productId }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return new Set(rows.map((row) => row.id));
}

/** Which of `productIds` are products of the catalogue. */
export async function findExistingProductIds(db: DbOrTx, productIds: readonly string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, [...productIds]));
  return new Set(rows.map((row) => row.id));
}

/** Saves products (already saved ones stay as they are); the first of `productIds` gets the newest time. */
export async function insertWishlistItems(db: DbOrTx, userId: string, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .insert(wishlistItems)
    .values(productIds.map((productId, i) => ({ userId, productId, addedAt: sql`now() - ${`${i} milliseconds`}::interval` })))
    .onConflictDoNothing();
}

export async function deleteWishlistItem(db: DbOrTx, userId: string, productId: string): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}

/** Serialises one user's wishlist writes in a transaction, so the size bound holds under concurrent calls. */
export async function lockUserWishlist(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
