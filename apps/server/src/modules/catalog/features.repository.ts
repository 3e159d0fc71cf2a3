import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { features } from '../../db/schema';

export type FeatureRow = typeof features.$inferSelect;

/** The home page's active hero slides, in their order. */
export async function listActiveFeatures(db: DbOrTx): Promise<FeatureRow[]> {
  return db
    .select()
    .from(features)
    .where(eq(features.active, true))
    .orderBy(asc(features.sortOrder), asc(features.createdAt), asc(features.id));
}
