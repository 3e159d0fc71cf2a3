import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { BuildItem } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { savedBuilds, users } from '#server/db/schema/index';

// A customer's saved builds (docs/decisions/049): every read and write names
// the owner, so another customer's build is never found.

export type SavedBuildRow = typeof savedBuilds.$inferSelect;

export function listSavedBuilds(db: DbOrTx, userId: string): Promise<SavedBuildRow[]> {
  return db.select().from(savedBuilds).where(eq(savedBuilds.userId, userId)).orderBy(desc(savedBuilds.updatedAt), desc(savedBuilds.id));
}

export async function findSavedBuild(db: DbOrTx, userId: string, id: string): Promise<SavedBuildRow | null> {
  const [row] = await db.select().from(savedBuilds).where(and(eq(savedBuilds.userId, userId), eq(savedBuilds.id, id)));
  return row ?? null;
}

/** The customer's row locked until the transaction ends: two saves at once count one after the other. */
export async function lockOwner(db: DbOrTx, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countSavedBuilds(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedBuilds).where(eq(savedBuilds.userId, userId));
  return row?.n ?? 0;
}

export async function insertSavedBuild(db: DbOrTx, userId: string, name: string, items: BuildItem[]): Promise<SavedBuildRow> {
  const [row] = await db.insert(savedBuilds).values({ userId, name, items }).returning();
  if (!row) throw new Error('insert into saved_builds returned no row');
  return row;
}

export async function updateSavedBuild(db: DbOrTx, userId: string, id: string, values: { name: string; items?: BuildItem[] | undefined }): Promise<SavedBuildRow | null> {
  const [row] = await db
    .update(savedBuilds)
    .set({ name: values.name, ...(values.items ? { items: values.items } : {}), updatedAt: sql`now()` })
    .where(and(eq(savedBuilds.userId, userId), eq(savedBuilds.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteSavedBuild(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(savedBuilds).where(and(eq(savedBuilds.userId, userId), eq(savedBuilds.id, id))).returning({ id: savedBuilds.id });
  return rows.length > 0;
}
