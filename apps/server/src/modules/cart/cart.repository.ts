import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { preparedStatement } from '#server/db/prepared';
import { brands, cartItems, carts, categories, products } from '#server/db/schema/index';
import { joinProductRows, productColumns, type ProductRow, productRowSql } from '#server/modules/catalog/index';

// Drizzle queries on carts and cart_items; the rules live in cart.service.ts.

export interface CartLineRow {
  product: ProductRow;
  quantity: number;
}

/** The cart's lines with their products (brand and category names joined), oldest first: one query. */
export async function findCartLines(db: DbOrTx, userId: string): Promise<CartLineRow[]> {
  const lines = db.select({ product: productColumns, quantity: cartItems.quantity }).from(carts).innerJoin(cartItems, eq(cartItems.cartId, carts.id)).$dynamic();
  return joinProductRows(lines, cartItems.productId)
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

export type AddToCartResult =
  | { status: 'added'; lines: CartLineRow[] }
  | { status: 'no-product' }
  /** Refused: the product's stock and what the cart held of it when the statement began. */
  | { status: 'over-stock'; totalStock: number; held: number };

type AddToCartRow = { stock: number | null; held: number; added: boolean; quantity: number | null } & Partial<ProductRow>;

/**
 * POST /shop/cart/add in one statement and one commit (docs/decisions/019):
 * make the cart on first use, add to the line (or make it) while the sum
 * stays within the product's stock, and read the cart back. The lines are
 * read as they were when the statement began, the changed line as the
 * statement left it: a statement does not see its own writes.
 *
 * Stock rules as before: a new line within the stock the statement sees and
 * within `maxUnits` (MAX_UNITS_PER_PRODUCT, issue 15 item 8); an existing line
 * grows only while the sum stays within both at that moment (the product row
 * as committed), so two tabs adding at once cannot pass either between them.
 */
const addToCartStatement = preparedStatement<AddToCartRow, { userId: string; productId: string; quantity: number; maxUnits: number }>(
  'cart_add',
  sql`with product as (
      select id, total_stock from ${products} where id = ${sql.placeholder('productId')}::uuid
    ), cart as (
      insert into ${carts} (user_id) values (${sql.placeholder('userId')}::uuid)
      on conflict (user_id) do update set updated_at = now()
      returning id
    ), line as (
      insert into ${cartItems} as ci (cart_id, product_id, quantity)
      select cart.id, product.id, ${sql.placeholder('quantity')}::int from cart, product
       where ${sql.placeholder('quantity')}::int <= least(product.total_stock, ${sql.placeholder('maxUnits')}::int)
      on conflict (cart_id, product_id) do update set quantity = ci.quantity + excluded.quantity
       where ci.quantity + excluded.quantity
             <= least((select x.total_stock from ${products} x where x.id = excluded.product_id), ${sql.placeholder('maxUnits')}::int)
      returning ci.product_id, ci.quantity, ci.added_at
    ), lines as (
      select i.product_id, i.quantity, i.added_at from ${cartItems} i
       where i.cart_id = (select id from cart) and i.product_id <> ${sql.placeholder('productId')}::uuid
      union all
      select product_id, quantity, added_at from line
    )
    select (select total_stock from product) as stock,
           coalesce((select h.quantity from ${cartItems} h
                      where h.cart_id = (select id from cart) and h.product_id = ${sql.placeholder('productId')}::uuid), 0) as held,
           exists (select 1 from line) as added, l.quantity, ${productRowSql}
      from (select 1) as one
      left join (lines l
        join ${products} p on p.id = l.product_id
        join ${categories} c on c.id = p.category_id
        join ${brands} b on b.id = p.brand_id) on true
     order by l.added_at, p.id`,
);

export async function addToCartLine(db: DbOrTx, userId: string, productId: string, quantity: number, maxUnits: number): Promise<AddToCartResult> {
  const rows = await addToCartStatement.run(db, { userId, productId, quantity, maxUnits });
  const first = rows[0];
  if (!first || first.stock === null) return { status: 'no-product' };
  if (!first.added) return { status: 'over-stock', totalStock: first.stock, held: first.held };
  const lines = rows.flatMap(({ stock: _stock, held: _held, added: _added, quantity: q, ...product }) =>
    q === null ? [] : [{ product: product as ProductRow, quantity: q }],
  );
  return { status: 'added', lines };
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

/**
 * Merges guest lines into the cart: the line becomes the sum of both,
 * capped at the product's stock and at `maxUnits` (docs/store-rules.md#guest-cart-on-login).
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
