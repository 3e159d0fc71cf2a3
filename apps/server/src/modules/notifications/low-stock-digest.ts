import { asc, eq, lte } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD, STORE_TIME_ZONE } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { lowStockDigests, products, users } from '#server/db/schema/index';
import type { LowStockLine } from '#server/lib/outbox/email-payload';
import { enqueueEmails } from '#server/lib/outbox/outbox.repository';

// The daily low-stock digest (issue 13 item 6, docs/decisions/028): once a
// day per store, not per instance. Every worker that finds the hour come tries
// to insert the store day's row in the transaction that queues the e-mails;
// `on conflict do nothing` lets exactly one of them (on any instance) insert
// it, and only that one queues. The others' insert waits on the winner's
// uncommitted row, then finds it and queues nothing.

/** At most this many products in one digest (the rest are on the admin's products page). */
const MAX_LINES = 200;

const storeClockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The store day (YYYY-MM-DD) and hour (0-23) at `now`, in store time. */
export function storeClock(now: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(storeClockFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

export type DigestOutcome = 'not-yet' | 'queued' | 'nothing-low' | 'already-queued';

export interface DigestOptions {
  /** LOW_STOCK_DIGEST_HOUR: from this hour of the store day on. */
  hour: number;
  /** The admin's products page, for the e-mail's button. */
  adminUrl: string | null;
}

/** Queues today's digest to every admin when the hour has come and no instance queued it yet. */
export async function queueLowStockDigest(db: DbOrTx, now: Date, options: DigestOptions): Promise<DigestOutcome> {
  const { day, hour } = storeClock(now);
  if (hour < options.hour) return 'not-yet';
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(lowStockDigests).values({ day }).onConflictDoNothing().returning({ day: lowStockDigests.day });
    if (claimed.length === 0) return 'already-queued';
    const low: LowStockLine[] = await tx
      .select({ id: products.id, title: products.title, totalStock: products.totalStock })
      .from(products)
      .where(lte(products.totalStock, LOW_STOCK_THRESHOLD))
      .orderBy(asc(products.totalStock), asc(products.title))
      .limit(MAX_LINES);
    // The day counts as done either way: no e-mail on a day when nothing is low.
    if (low.length === 0) return 'nothing-low';
    const admins = await tx.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
    await enqueueEmails(
      tx,
      admins.map((admin) => ({
        kind: 'low_stock_digest' as const,
        to: admin.email,
        payload: { template: 'low_stock_digest' as const, day, products: low, adminUrl: options.adminUrl },
      })),
    );
    return 'queued';
  });
}

/**
 * The worker's daily check: asks the database once per store day per process
 * after the hour (not every few seconds), whatever the answer.
 */
export function lowStockDigestSchedule(options: DigestOptions) {
  let doneDay: string | null = null;
  return async (db: DbOrTx, now: Date): Promise<DigestOutcome> => {
    const { day } = storeClock(now);
    if (doneDay === day) return 'already-queued';
    const outcome = await queueLowStockDigest(db, now, options);
    if (outcome !== 'not-yet') doneDay = day;
    return outcome;
  };
}
