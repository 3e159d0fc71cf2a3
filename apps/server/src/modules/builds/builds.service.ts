import {
  BUILD_ROLE_BY_CATEGORY_SLUG,
  checkBuild,
  filsToAed,
  messageIn,
  messages,
  type BuildCheckAnswer,
  type BuildItem,
  type BuildPart,
  type Language,
} from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { AppError, notFound, type FieldError } from '#server/lib/app-error';
import { findBuildParts, type BuildPartRow } from './builds.repository';

// POST /shop/builds/check (issue 24 item 6, docs/decisions/049): the contract's
// rules on the parts with the database's attributes, stock and prices.

/** 400 at each line whose product takes more than the per-order limit, its lines counted together. */
function assertWithinLimit(items: readonly BuildItem[], maxUnits: number): void {
  const totals = new Map<string, number>();
  for (const item of items) totals.set(item.productId, (totals.get(item.productId) ?? 0) + item.quantity);
  const errors: FieldError[] = items.flatMap((item, i) =>
    (totals.get(item.productId) ?? 0) > maxUnits ? [{ path: `items.${i}.quantity`, message: messageIn('en', 'QUANTITY_LIMIT', { n: maxUnits }) }] : [],
  );
  if (errors.length > 0) throw new AppError('QUANTITY_LIMIT', 400, { params: { n: maxUnits }, errors });
}

/**
 * The build's problems (their sentences in `lang`), its estimated draw and its
 * total in AED. An unknown product is 404; a product outside the component
 * categories is 400 at its line.
 */
/**
 * The parts' rows by id, after the refusals every build call shares: more of
 * a product than one order takes is 400, an unknown product 404, a product
 * outside the component categories 400 at its line.
 */
export async function partRowsOf(db: DbOrTx, items: readonly BuildItem[], maxUnits: number): Promise<Map<string, BuildPartRow>> {
  assertWithinLimit(items, maxUnits);
  const rows = new Map((await findBuildParts(db, [...new Set(items.map((item) => item.productId))])).map((row) => [row.id, row]));
  if (items.some((item) => !rows.has(item.productId))) throw notFound('PRODUCT_NOT_FOUND');
  const notParts: FieldError[] = items.flatMap((item, i) =>
    BUILD_ROLE_BY_CATEGORY_SLUG[rows.get(item.productId)!.categorySlug] ? [] : [{ path: `items.${i}.productId`, message: messages.BUILD_NOT_A_PART }],
  );
  if (notParts.length > 0) {
    throw new AppError('VALIDATION_FAILED', 400, { errors: notParts, ...(notParts.length === 1 ? { text: messages.BUILD_NOT_A_PART } : {}) });
  }
  return rows;
}

export async function checkBuildItems(db: DbOrTx, items: readonly BuildItem[], lang: Language, maxUnits: number): Promise<BuildCheckAnswer> {
  const rows = await partRowsOf(db, items, maxUnits);
  const parts: BuildPart[] = items.map((item) => {
    const row = rows.get(item.productId)!;
    return { productId: row.id, quantity: item.quantity, role: BUILD_ROLE_BY_CATEGORY_SLUG[row.categorySlug]!, attributes: row.attributes, stock: row.totalStock };
  });
  const { problems, estimatedWatts } = checkBuild(parts);
  const totalFils = items.reduce((sum, item) => sum + rows.get(item.productId)!.priceFils * item.quantity, 0);
  return {
    problems: problems.map((problem) => ({ ...problem, message: messageIn(lang, problem.code, problem.params) })),
    estimatedWatts,
    totalPrice: filsToAed(totalFils),
  };
}
