import {
  messages,
  type AdminReview,
  type OwnReview,
  type PagingQuery,
  type Review,
  type ReviewSummary,
  type User,
} from '@store/contract';
import type { Db, DbOrTx } from '#server/db/client';
import { AppError, conflict, notFound } from '#server/lib/app-error';
import { pageOf, rowWindow } from '#server/lib/paging';
import { type CatalogueChanged, starsChanged } from '#server/plugins/catalogue-changes';
import { recordAudit } from '#server/modules/audit/index';
import { ratingAverage } from '#server/modules/catalog/index';
import {
  addToRating,
  adminReviewsPage,
  findOwnReview,
  findReviewWithNames,
  insertReview,
  productTitleOf,
  purchaseOf,
  ratingDistribution,
  updateReview,
  visibleReviewsPage,
  type ReviewRow,
  type ReviewWithNames,
} from './reviews.repository';

// Product reviews (issue 14 item 7, docs/decisions/036). A review counts in
// its product's rating while it is visible; every write moves the product's
// count and sum in the same transaction.

/** The shop shows the reviewer's first name only. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

const toReview = (row: ReviewRow, authorName: string): Review => ({
  _id: row.id,
  rating: row.rating,
  text: row.body,
  author: firstName(authorName),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
const toOwnReview = (row: ReviewRow, authorName: string): OwnReview => ({ ...toReview(row, authorName), hidden: row.hidden });
const toAdminReview = (row: ReviewWithNames): AdminReview => ({
  ...toOwnReview(row, row.authorName),
  productId: row.productId,
  productTitle: row.productTitle,
  customerEmail: row.customerEmail,
});

/** A page of a product's newest visible reviews with its summary. */
export async function listProductReviews(db: DbOrTx, productId: string, query: PagingQuery) {
  if ((await productTitleOf(db, productId)) === null) throw notFound('PRODUCT_NOT_FOUND');
  const [page, counts] = await Promise.all([
    visibleReviewsPage(db, productId, rowWindow(query)),
    ratingDistribution(db, productId),
  ]);
  const distribution = [1, 2, 3, 4, 5].map((stars) => counts.find((c) => c.rating === stars)?.n ?? 0);
  const count = distribution.reduce((a, b) => a + b, 0);
  const sum = distribution.reduce((a, n, i) => a + n * (i + 1), 0);
  const summary: ReviewSummary = { average: count === 0 ? 0 : ratingAverage(sum, count), count, distribution };
  return { ...pageOf(page.rows.map((row) => toReview(row, row.authorName)), page.total, query), summary };
}

export async function getOwnReview(db: DbOrTx, user: User, productId: string): Promise<OwnReview | null> {
  const row = await findOwnReview(db, user._id, productId);
  return row ? toOwnReview(row, user.name) : null;
}

/** Who may review: a customer with a delivered order holding the product. */
async function assertMayReview(db: DbOrTx, user: User, productId: string): Promise<void> {
  if ((await productTitleOf(db, productId)) === null) throw notFound('PRODUCT_NOT_FOUND');
  const purchase = await purchaseOf(db, user._id, productId);
  if (!purchase.bought) throw new AppError('REVIEW_NOT_BOUGHT', 403);
  if (!purchase.delivered) throw new AppError('REVIEW_NOT_DELIVERED', 403);
}

/** The first review of this customer for this product; a second is refused (REVIEW_EXISTS). */
export async function writeReview(
  db: Db,
  user: User,
  productId: string,
  input: { rating: number; text: string },
  changed: CatalogueChanged,
): Promise<OwnReview> {
  await assertMayReview(db, user, productId);
  const review = await db.transaction(async (tx) => {
    const row = await insertReview(tx, { productId, userId: user._id, rating: input.rating, body: input.text });
    if (!row) throw conflict('REVIEW_EXISTS');
    await addToRating(tx, productId, 1, row.rating);
    return toOwnReview(row, user.name);
  });
  // The product's stars, its JSON-LD and its server-rendered page change: the answers and pages showing it go.
  starsChanged(changed, productId);
  return review;
}

/** Edits the customer's review; a hidden one stays hidden (and out of the rating). */
export async function editReview(
  db: Db,
  user: User,
  productId: string,
  input: { rating: number; text: string },
  changed: CatalogueChanged,
): Promise<OwnReview> {
  let shown = false;
  const review = await db.transaction(async (tx) => {
    const before = await findOwnReview(tx, user._id, productId, true);
    if (!before) throw notFound('REVIEW_NOT_FOUND');
    const after = await updateReview(tx, before.id, { rating: input.rating, body: input.text });
    if (!before.hidden) await addToRating(tx, productId, 0, after.rating - before.rating);
    // Only what the product page shows: a hidden review, or the same words saved again, clear nothing
    // (a customer re-saving a review must not keep every catalogue cache empty).
    shown = !before.hidden && (after.rating !== before.rating || after.body !== before.body);
    return toOwnReview(after, user.name);
  });
  if (shown) starsChanged(changed, productId);
  return review;
}

export async function listAdminReviews(db: DbOrTx, query: PagingQuery & { hidden?: 'true' | 'false'; product?: string }) {
  const filter = { hidden: query.hidden === undefined ? undefined : query.hidden === 'true', productId: query.product };
  const page = await adminReviewsPage(db, filter, rowWindow(query));
  return pageOf(page.rows.map(toAdminReview), page.total, query);
}

/** Hides or shows a review; the reason goes into the audit trail with the change. */
export async function setReviewVisibility(
  db: Db,
  admin: User,
  id: string,
  input: { hidden: boolean; reason: string },
  changed: CatalogueChanged,
): Promise<{ review: AdminReview; message: string }> {
  let changes = false;
  const review = await db.transaction(async (tx) => {
    const before = await findReviewWithNames(tx, id, true);
    if (!before) throw notFound('REVIEW_NOT_FOUND');
    if (before.hidden === input.hidden) return before;
    changes = true;
    const after = await updateReview(tx, id, { hidden: input.hidden });
    await addToRating(tx, before.productId, input.hidden ? -1 : 1, input.hidden ? -after.rating : after.rating);
    await recordAudit(tx, {
      actor: admin,
      action: input.hidden ? 'review.hide' : 'review.show',
      entityType: 'review',
      entityId: id,
      summary: `${input.hidden ? 'Hid' : 'Showed'} the review of "${before.productTitle}" by ${before.customerEmail}: ${input.reason}`,
      before: { hidden: before.hidden, rating: before.rating, text: before.body },
      after: { hidden: after.hidden, reason: input.reason },
    });
    return { ...before, ...after };
  });
  if (changes) starsChanged(changed, review.productId);
  return { review: toAdminReview(review), message: input.hidden ? messages.REVIEW_HIDDEN : messages.REVIEW_SHOWN };
}
