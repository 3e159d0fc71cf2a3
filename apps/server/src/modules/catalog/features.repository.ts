import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { features } from '#server/db/schema/index';

export type FeatureRow = typeof features.$inferSelect;
export type FeatureValues = Pick<FeatureRow, 'image' | 'title' | 'subtitle' | 'titleAr' | 'subtitleAr' | 'link' | 'sortOrder' | 'active'>;

const inOrder = [asc(features.sortOrder), asc(features.createdAt), asc(features.id)];

/** The home page's active hero slides, in their order. */
export async function listActiveFeatures(db: DbOrTx): Promise<FeatureRow[]> {
  return db
    .select()
    .from(features)
    .where(eq(features.active, true))
    .orderBy(...inOrder);
}

/** Every slide, active or not, in order; `lock` holds them until the transaction ends (reordering). */
export async function listAllFeatures(db: DbOrTx, lock = false): Promise<FeatureRow[]> {
  const query = db.select().from(features).orderBy(...inOrder);
  return lock ? query.for('update') : query;
}

/** The slide, locked until the transaction ends (the audit's "before" stays true). */
export async function findFeatureForUpdate(db: DbOrTx, id: string): Promise<FeatureRow | null> {
  const [row] = await db.select().from(features).where(eq(features.id, id)).for('update');
  return row ?? null;
}

/** The place after the last slide. */
export async function nextFeatureOrder(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ next: sql<number>`coalesce(max(${features.sortOrder}) + 1, 0)::int` }).from(features);
  return row?.next ?? 0;
}

export async function insertFeature(db: DbOrTx, values: FeatureValues): Promise<FeatureRow> {
  const [row] = await db.insert(features).values(values).returning();
  if (!row) throw new Error('insert into features returned no row');
  return row;
}

export async function updateFeatureById(db: DbOrTx, id: string, values: FeatureValues): Promise<FeatureRow | null> {
  const [row] = await db.update(features).set(values).where(eq(features.id, id)).returning();
  return row ?? null;
}

export async function setFeatureOrder(db: DbOrTx, id: string, sortOrder: number): Promise<void> {
  await db.update(features).set({ sortOrder }).where(eq(features.id, id));
}

export async function deleteFeatureById(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(features).where(eq(features.id, id)).returning({ id: features.id });
  return rows.length > 0;
}
