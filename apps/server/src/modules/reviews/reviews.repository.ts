import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { rowsWithTotal } from '#server/db/rows-with-total';
import { orderItems, orders, products, reviews, users } from '#server/db/schema/index';

// Drizzle queries on reviews (issue 14 item 7, docs/decisions/036).

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewWithNames = ReviewRow & { authorName: string; customerEmail: string; productTitle: string };

/** Whether the customer bought the product (an order not cancelled holds it) and whether such an order is delivered. */
export async function purchaseOf(db: DbOrTx, userId: string, productId: string): Promise<{ bought: boolean; delivered: boolean }> {
  const [row] = await db
    .select({
      bought: sql<number>`count(*)::int`,
      delivered: sql<number>`count(*) filter (where ${orders.status} = 'delivered')::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orderItems.productId, productId), ne(orders.status, 'cancelled')));
  return { bought: (row?.bought ?? 0) > 0, delivered: (row?.delivered ?? 0) > 0 };
}

export async function productTitleOf(db: DbOrTx, productId: string): Promise<string | null> {
  const [row] = await db.select({ title: products.title }).from(products).where(eq(products.id, productId));
  return row?.title ?? null;
}

/** The customer's review of the product, locked for an edit when `forUpdate`. */
export async function findOwnReview(db: DbOrTx, userId: string, productId: string, forUpdate = false): Promise<ReviewRow | null> {
  const query = db.select().from(reviews).where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Inserts the review; null when the customer already has one (the unique index decides, so two at once make one). */
export async function insertReview(db: DbOrTx, values: { productId: string; userId: string; rating: number; body: string }): Promise<ReviewRow | null> {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateReview(db: DbOrTx, id: string, values: Partial<Pick<ReviewRow, 'rating' | 'body' | 'hidden'>>): Promise<ReviewRow> {
  // Moderation is not an edit: only the customer's own change moves updatedAt (the page's "edited").
  const edited = values.hidden === undefined ? { updatedAt: sql`now()` } : {};
  const [row] = await db.update(reviews).set({ ...values, ...edited }).where(eq(reviews.id, id)).returning();
  if (!row) throw new Error(`review ${id} vanished inside its transaction`);
  return row;
}

/** Adds to the product's visible count and sum of stars in place (no read-then-write: concurrent reviews add up). */
export async function addToRating(db: DbOrTx, productId: string, countDelta: number, sumDelta: number): Promise<void> {
  if (countDelta === 0 && sumDelta === 0) return;
  await db
    .update(products)
    .set({ ratingCount: sql`${products.ratingCount} + ${countDelta}`, ratingSum: sql`${products.ratingSum} + ${sumDelta}` })
    .where(eq(products.id, productId));
}

/** How many visible reviews gave each number of stars. */
export async function ratingDistribution(db: DbOrTx, productId: string): Promise<{ rating: number; n: number }[]> {
  return db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
    .groupBy(reviews.rating);
}

const withNames = {
  id: reviews.id,
  productId: reviews.productId,
  userId: reviews.userId,
  rating: reviews.rating,
  body: reviews.body,
  hidden: reviews.hidden,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  authorName: users.name,
  customerEmail: users.email,
  productTitle: products.title,
};

async function pageOf(db: DbOrTx, where: SQL | undefined, window: { offset: number; limit: number }): Promise<{ rows: ReviewWithNames[]; total: number }> {
  const page = db
    .select(withNames)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(window.limit)
    .offset(window.offset);
  return rowsWithTotal(db, page, reviews, where);
}

/** The newest visible reviews of a product (index reviews_product_newest_idx). */
export const visibleReviewsPage = (db: DbOrTx, productId: string, window: { offset: number; limit: number }) =>
  pageOf(db, and(eq(reviews.productId, productId), eq(reviews.hidden, false)), window);

/** The admin's list, newest first, filtered by visibility and product. */
export const adminReviewsPage = (db: DbOrTx, filter: { hidden?: boolean; productId?: string }, window: { offset: number; limit: number }) =>
  pageOf(
    db,
    and(
      filter.hidden === undefined ? undefined : eq(reviews.hidden, filter.hidden),
      filter.productId === undefined ? undefined : eq(reviews.productId, filter.productId),
    ),
    window,
  );

export async function findReviewWithNames(db: DbOrTx, id: string, forUpdate = false): Promise<ReviewWithNames | null> {
  const query = db
    .select(withNames)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.id, id));
  const [row] = forUpdate ? await query.for('update', { of: reviews }) : await query;
  return row ?? null;
}

/** Every review the customer wrote, with its product's title, newest first (their data export, docs/decisions/031). */
export async function listReviewsBy(db: DbOrTx, userId: string) {
  return db
    .select({
      productId: reviews.productId,
      productTitle: products.title,
      rating: reviews.rating,
      text: reviews.body,
      hidden: reviews.hidden,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/**
 * Takes a customer's reviews out before their account goes (docs/decisions/031):
 * the visible ones leave their products' ratings, then all are deleted.
 */
export async function withdrawReviewsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`
    update products p set rating_count = p.rating_count - r.n, rating_sum = p.rating_sum - r.s
    from (select product_id, count(*)::int as n, sum(rating)::int as s from reviews
          where user_id = ${userId} and not hidden group by product_id) r
    where p.id = r.product_id`);
  await db.delete(reviews).where(eq(reviews.userId, userId));
}
