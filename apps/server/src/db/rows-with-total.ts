import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * A page of rows read beside the count of every row of `table` that `where`
 * matches (all of them without one): what a paged list (lib/paging.ts) needs.
 */
export async function rowsWithTotal<T>(db: DbOrTx, page: PromiseLike<T[]>, table: PgTable, where?: SQL): Promise<{ rows: T[]; total: number }> {
  const [rows, totals] = await Promise.all([page, db.select({ n: count() }).from(table).where(where)]);
  return { rows, total: totals[0]?.n ?? 0 };
}
