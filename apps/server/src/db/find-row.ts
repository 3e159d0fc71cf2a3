import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * A repository's look-up of one whole row by one column (an id, an order's id,
 * a code): the row, or null when there is none. One function for each, made
 * here: `export const findCouponById = findRowBy(coupons, coupons.id);`.
 */
export function findRowBy<T extends PgTable>(table: T, column: AnyPgColumn) {
  return async (db: DbOrTx, value: string): Promise<T['$inferSelect'] | null> => {
    const [row] = await db.select().from(table as PgTable).where(eq(column, value)).limit(1);
    return (row as T['$inferSelect'] | undefined) ?? null;
  };
}
