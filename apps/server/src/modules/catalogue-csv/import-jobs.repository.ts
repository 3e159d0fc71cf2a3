import { desc, eq, sql } from 'drizzle-orm';
import type { CsvCounts, CsvImportJob } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { catalogueImportJobs } from '#server/db/schema/index';

// The import jobs' rows (issue 26 item 17, docs/decisions/038 addendum).

type JobRow = typeof catalogueImportJobs.$inferSelect;

/** A running job that has not moved for this long lost its instance (a batch takes well under a second). */
export const JOB_STALE_MS = 2 * 60_000;

export async function insertImportJob(db: DbOrTx, total: number, actorId: string | null): Promise<string> {
  const [row] = await db.insert(catalogueImportJobs).values({ total, actorId }).returning({ id: catalogueImportJobs.id });
  if (!row) throw new Error('import job not written');
  return row.id;
}

/** After a committed batch: how far it got and what it did so far. */
export async function saveImportProgress(db: DbOrTx, id: string, done: number, counts: CsvCounts): Promise<void> {
  await db
    .update(catalogueImportJobs)
    .set({ done, created: counts.created, updated: counts.updated, unchanged: counts.unchanged, updatedAt: sql`now()` })
    .where(eq(catalogueImportJobs.id, id));
}

export async function finishImportJob(db: DbOrTx, id: string, status: 'done' | 'failed', message: string): Promise<void> {
  await db.update(catalogueImportJobs).set({ status, message, updatedAt: sql`now()`, finishedAt: sql`now()` }).where(eq(catalogueImportJobs.id, id));
}

function toJob(row: JobRow, now: number): CsvImportJob {
  const stale = row.status === 'running' && now - row.updatedAt.getTime() > JOB_STALE_MS;
  return {
    id: row.id,
    status: stale ? 'interrupted' : row.status,
    done: row.done,
    total: row.total,
    counts: { rows: row.total, created: row.created, updated: row.updated, unchanged: row.unchanged },
    message: row.message,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function findImportJob(db: DbOrTx, id: string, now = Date.now()): Promise<CsvImportJob | null> {
  const [row] = await db.select().from(catalogueImportJobs).where(eq(catalogueImportJobs.id, id)).limit(1);
  return row ? toJob(row, now) : null;
}

export async function latestImportJob(db: DbOrTx, now = Date.now()): Promise<CsvImportJob | null> {
  const [row] = await db.select().from(catalogueImportJobs).orderBy(desc(catalogueImportJobs.startedAt)).limit(1);
  return row ? toJob(row, now) : null;
}
