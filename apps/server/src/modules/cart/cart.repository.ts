import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, cartItems, carts, categories, products } from '../../db/schema';
import type { ProductRow } from '../catalog/product-json';
import { productColumns } from '../catalog/products.repository';

// Drizzle queries on carts and cart_items; the rules live in cart.service.ts.

export interface CartLineRow {
  product: ProductRow;
  quantity: number;
}

/** The cart's lines with their products (brand and category names joined), oldest first: one query. */
export async function findCartLines(db: DbOrTx, userId: string): Promise<CartLineRow[]> {
  return db
    .select({ product: productColumns, quantity: cartItems.quantity })
    .from(carts)
    .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(products.id));
}

/** The user's cart id, made on first use; safe when two requests make it at once. */
export async function ensureCartId(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  if (!row) throw new Error('upsert into carts returned no row');
  return row.id;
}

export interface StockRow {
  id: string;
  title: string;
  totalStock: number;
}

export async function findStock(db: DbOrTx, productIds: readonly string[]): Promise<StockRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({ id: products.id, title: products.title, totalStock: products.totalStock })
    .from(products)
    .where(inArray(products.id, [...productIds]));
}

/**
 * Adds `quantity` to the line (or makes it) in one statement. An existing
 * line grows only while the sum stays within the product's stock at that
 * moment and within `maxUnits`, so two tabs adding at once cannot pass either
 * between them; null when it would not. (A new line is checked by the caller.)
 */
export async function addToLine(db: DbOrTx, cartId: string, productId: string, quantity: number, maxUnits: number): Promise<number | null> {
  const stock = sql`least(${maxUnits}::int, (select ${products.totalStock} from ${products} where ${products.id} = ${productId}))`;
  const rows = await db
    .insert(cartItems)
    .values({ cartId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${stock}`,
    })
    .returning({ quantity: cartItems.quantity });
  return rows[0]?.quantity ?? null;
}

/** Sets the line's quantity when the line exists; false when it does not. */
export async function setLineQuantity(db: DbOrTx, cartId: string, productId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(cartItems)
    .set({ quantity })
    .where(sql`${cartItems.cartId} = ${cartId} and ${cartItems.productId} = ${productId}`)
    .returning({ productId: cartItems.productId });
  return rows.length > 0;
}

export async function deleteLine(db: DbOrTx, userId: string, productId: string): Promise<void> {
  await db
    .delete(cartItems)
    .where(
      sql`${cartItems.productId} = ${productId} and ${cartItems.cartId} in (select ${carts.id} from ${carts} where ${carts.userId} = ${userId})`,
    );
}

/** Empties the user's cart (after a registered order is placed). */
export async function deleteAllLines(db: DbOrTx, userId: string): Promise<void> {
  await db
    .delete(cartItems)
    .where(sql`${cartItems.cartId} in (select ${carts.id} from ${carts} where ${carts.userId} = ${userId})`);
}

/**
 * Merges guest lines into the cart: the line becomes the sum of both,
 * capped at the product's stock and at `maxUnits` (DESIGN.md section 5 "Guest cart on login").
 * Callers pass only products that exist and are in stock, each once, with
 * the quantity already capped.
 */
export async function mergeLines(
  db: DbOrTx,
  cartId: string,
  lines: readonly { productId: string; quantity: number }[],
  maxUnits: number,
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insert(cartItems)
    .values(lines.map((l) => ({ cartId, productId: l.productId, quantity: l.quantity })))
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: {
        quantity: sql`greatest(1, least(${cartItems.quantity} + excluded.quantity, ${maxUnits}::int, (select ${products.totalStock} from ${products} where ${products.id} = excluded.product_id)))`,
      },
    });
}
