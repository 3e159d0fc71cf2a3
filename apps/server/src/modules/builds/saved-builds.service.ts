import { SAVED_BUILDS_MAX, type BuildItem, type SavedBuild } from '@store/contract';
import type { Db, DbOrTx } from '#server/db/client';
import { conflict, notFound } from '#server/lib/app-error';
import { findBuildParts } from './builds.repository';
import { partRowsOf } from './builds.service';
import {
  countSavedBuilds,
  deleteSavedBuild,
  findSavedBuild,
  insertSavedBuild,
  listSavedBuilds,
  lockOwner,
  updateSavedBuild,
  type SavedBuildRow,
} from './saved-builds.repository';

// A registered customer's saved builds (issue 24 item 5, docs/decisions/049):
// at most SAVED_BUILDS_MAX, named, private (another customer's build is 404);
// the parts are checked as the builder's check does when they are written.

/** The build as the customer reads it: the parts still in the catalogue. */
async function toSavedBuilds(db: DbOrTx, rows: readonly SavedBuildRow[]): Promise<SavedBuild[]> {
  const ids = [...new Set(rows.flatMap((row) => row.items.map((item) => item.productId)))];
  const existing = new Set(ids.length > 0 ? (await findBuildParts(db, ids)).map((part) => part.id) : []);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    items: row.items.filter((item) => existing.has(item.productId)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function one(db: DbOrTx, row: SavedBuildRow | null): Promise<SavedBuild> {
  if (!row) throw notFound('BUILD_NOT_FOUND');
  const [build] = await toSavedBuilds(db, [row]);
  return build!;
}

/** The items as stored: one line per product, in the order first given. */
function mergedItems(items: readonly BuildItem[]): BuildItem[] {
  const byProduct = new Map<string, number>();
  for (const item of items) byProduct.set(item.productId, (byProduct.get(item.productId) ?? 0) + item.quantity);
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
}

export async function getSavedBuilds(db: DbOrTx, userId: string): Promise<SavedBuild[]> {
  return toSavedBuilds(db, await listSavedBuilds(db, userId));
}

export async function getSavedBuild(db: DbOrTx, userId: string, id: string): Promise<SavedBuild> {
  return one(db, await findSavedBuild(db, userId, id));
}

/** POST /shop/builds: 409 BUILDS_FULL at SAVED_BUILDS_MAX (counted under a lock on the customer). */
export async function saveBuild(db: Db, userId: string, input: { name: string; items: BuildItem[] }, maxUnits: number): Promise<SavedBuild> {
  await partRowsOf(db, input.items, maxUnits);
  const row = await db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    if ((await countSavedBuilds(tx, userId)) >= SAVED_BUILDS_MAX) throw conflict('BUILDS_FULL', { n: SAVED_BUILDS_MAX });
    return insertSavedBuild(tx, userId, input.name, mergedItems(input.items));
  });
  return one(db, row);
}

/** PUT /shop/builds/{id}: a new name, and new parts when given. */
export async function changeBuild(db: DbOrTx, userId: string, id: string, input: { name: string; items?: BuildItem[] | undefined }, maxUnits: number): Promise<SavedBuild> {
  if (input.items) await partRowsOf(db, input.items, maxUnits);
  return one(db, await updateSavedBuild(db, userId, id, { name: input.name, items: input.items && mergedItems(input.items) }));
}

export async function removeBuild(db: DbOrTx, userId: string, id: string): Promise<{ _id: string }> {
  if (!(await deleteSavedBuild(db, userId, id))) throw notFound('BUILD_NOT_FOUND');
  return { _id: id };
}
