import { and, eq, gt, inArray, isNull, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { outbox, type OutboxAttachment, type OutboxKind } from '#server/db/schema/index';
import type { EmailPayload } from './email-payload';

// Queries on the e-mail outbox; the worker's rules live in outbox-worker.ts.

export type OutboxRow = typeof outbox.$inferSelect;

export interface NewOutboxEmail {
  kind: OutboxKind;
  to: string;
  /** What to tell; rendered into subject, HTML and text when sent (docs/decisions/028). */
  payload: EmailPayload;
  /** A document the worker renders as a PDF and attaches when it sends (docs/decisions/026). */
  attachment?: OutboxAttachment | null;
}

/** Queues an e-mail; call it inside the transaction of the change it tells about. */
export async function enqueueEmail(db: DbOrTx, email: NewOutboxEmail): Promise<void> {
  await db.insert(outbox).values(email);
}

/** Queues one e-mail per address; nothing for none. */
export async function enqueueEmails(db: DbOrTx, emails: NewOutboxEmail[]): Promise<void> {
  if (emails.length > 0) await db.insert(outbox).values(emails);
}

interface ClaimOptions {
  limit: number;
  maxAttempts: number;
  leaseMs: number;
  now: Date;
}

/**
 * Claims up to `limit` unsent rows matching `where`, in `order`, by moving
 * their next attempt past the lease, so no other worker (another API process)
 * takes them meanwhile. `skip locked` lets workers claim side by side; a
 * worker that dies mid-send lets its rows fall due again when the lease ends.
 */
function claimRows(db: DbOrTx, where: SQL | undefined, order: (PgColumn | SQL)[], options: ClaimOptions): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lt(outbox.attempts, options.maxAttempts), where))
      .orderBy(...order)
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    const claimed = await tx
      .update(outbox)
      .set({ nextAttemptAt: new Date(options.now.getTime() + options.leaseMs) })
      .where(inArray(outbox.id, rows.map((r) => r.id)))
      .returning();
    // Sent in the order chosen above (an update returns its rows in no particular order).
    const rank = new Map(rows.map((r, i) => [r.id, i]));
    return claimed.toSorted((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  });
}

/** Claims the due rows: security e-mails (priority 0: resets, confirmations) before everything else (issue 26 item 2). */
export function claimDueEmails(db: DbOrTx, options: ClaimOptions): Promise<OutboxRow[]> {
  // An e-mail held for an unconfirmed address waits (releaseHeldEmails).
  const due = and(lte(outbox.nextAttemptAt, options.now), isNull(outbox.heldForUser));
  return claimRows(db, due, [outbox.priority, outbox.nextAttemptAt], options);
}

/** The account's address is confirmed: the order e-mails held for it fall due now (issue 26 item 2). */
export async function releaseHeldEmails(db: DbOrTx, userId: string): Promise<number> {
  const released = await db
    .update(outbox)
    .set({ heldForUser: null, nextAttemptAt: sql`now()` })
    .where(eq(outbox.heldForUser, userId))
    .returning({ id: outbox.id });
  return released.length;
}

/** Sent; `payload`, when given, replaces the stored one (licence keys masked: sent-payload.ts). */
export async function markSent(db: DbOrTx, id: string, at: Date, payload?: EmailPayload | null): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: at, lastError: null, ...(payload ? { payload } : {}) })
    .where(eq(outbox.id, id));
}

/** One more failed attempt; `payload`, when given (the last attempt), replaces the stored one. */
export async function markFailed(db: DbOrTx, id: string, error: string, nextAttemptAt: Date, payload?: EmailPayload | null): Promise<void> {
  await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, lastError: error.slice(0, 1000), nextAttemptAt, ...(payload ? { payload } : {}) })
    .where(eq(outbox.id, id));
}

/**
 * E-mails sent to `to` (any case) after `since`: how many, and when the
 * oldest of them went (the hour's room opens again an hour after it).
 */
export async function recentSends(db: DbOrTx, to: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | Date | null>`min(${outbox.sentAt})` })
    .from(outbox)
    .where(and(sql`lower(${outbox.to}) = ${to.toLowerCase()}`, gt(outbox.sentAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** The templates of the store's alerts to itself, which the worker sends together (store-alerts.ts). */
export const STORE_ALERT_TEMPLATES = ['order_alert', 'store_cancellation', 'quote_alert'] as const;
const isStoreAlertRow = sql`${outbox.payload}->>'template' in ('order_alert', 'store_cancellation', 'quote_alert')`;

/** When the last store alert went to `to` (any case); null when none has. */
export async function lastStoreAlertSent(db: DbOrTx, to: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | Date | null>`max(${outbox.sentAt})` })
    .from(outbox)
    .where(and(sql`lower(${outbox.to}) = ${to.toLowerCase()}`, sql`${outbox.sentAt} is not null`, isStoreAlertRow));
  return row?.at ? new Date(row.at) : null;
}

/**
 * Claims the other due store alerts to `to` (any case), but those of `except` (the worker holds them), up
 * to `limit`, the oldest first: they go out with the one the worker holds, as one e-mail. Only due ones:
 * a row whose next attempt is ahead is held back, or leased by another worker.
 */
export function claimStoreAlerts(db: DbOrTx, to: string, except: string[], options: ClaimOptions): Promise<OutboxRow[]> {
  const where = and(
    lte(outbox.nextAttemptAt, options.now),
    sql`lower(${outbox.to}) = ${to.toLowerCase()}`,
    isStoreAlertRow,
    notInArray(outbox.id, except),
  );
  return claimRows(db, where, [outbox.createdAt], options);
}

/** Removes a claimed e-mail that has nothing left to tell (a back-in-stock e-mail whose product was deleted). */
export async function dropEmail(db: DbOrTx, id: string): Promise<void> {
  await db.delete(outbox).where(eq(outbox.id, id));
}

/** Puts a claimed e-mail back until `at`, without counting an attempt (the recipient's hour is full). */
export async function deferEmail(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(outbox).set({ nextAttemptAt: at }).where(eq(outbox.id, id));
}

export interface OutboxBacklog {
  /** Unsent e-mails still being tried. */
  pending: number;
  /** Unsent e-mails given up after `maxAttempts` failures. */
  failed: number;
  /** Age of the oldest pending e-mail in seconds; 0 when none waits. */
  oldestAgeSeconds: number;
}

/** The outbox's backlog for GET /metrics: one scan of the unsent rows (the partial index `outbox_due_idx`). */
export async function outboxBacklog(db: DbOrTx, maxAttempts: number): Promise<OutboxBacklog> {
  const trying = sql`${outbox.attempts} < ${maxAttempts}`;
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${trying})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where not (${trying}))`.mapWith(Number),
      oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt}) filter (where ${trying})), 0)`.mapWith(Number),
    })
    .from(outbox)
    .where(isNull(outbox.sentAt));
  return row ?? { pending: 0, failed: 0, oldestAgeSeconds: 0 };
}
