import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EmailPayload } from '#server/lib/outbox/email-payload';
import { stampedNow, uuidPrimaryKey } from './columns';
import { users } from './users';

export const OUTBOX_KINDS = [
  'order_placed',
  'order_status_changed',
  'password_reset',
  'order_alert',
  'low_stock_digest',
  'back_in_stock',
  'quote_request',
  'account_security',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** A document the worker renders and attaches at send time (docs/decisions/026): the row names it, the PDF is made when sent. */
export interface OutboxAttachment {
  kind: 'invoice' | 'credit_note';
  /** The document's id (invoices.id or credit_notes.id). */
  id: string;
}

/**
 * E-mails to send, written in the same transaction as the order or status
 * change they tell about (transactional outbox); the worker in
 * modules/notifications/outbox-worker.ts sends them and retries with backoff,
 * so a mail server that is down never blocks or undoes an order.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuidPrimaryKey(),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
    to: text('to_address').notNull(),
    /** A row written before migration 0016 carries its finished text; a newer one its `payload`. */
    subject: text('subject'),
    text: text('body_text'),
    html: text('body_html'),
    attachment: jsonb('attachment').$type<OutboxAttachment>(),
    /**
     * What to tell, rendered into subject, HTML and text when sent (docs/decisions/028):
     * the order's transaction only writes data, never waits for a template.
     */
    payload: jsonb('payload').$type<EmailPayload>(),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may next try; also the lease of a claimed row. */
    nextAttemptAt: stampedNow('next_attempt_at'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: stampedNow('created_at'),
    /**
     * 0 for the account's security e-mails (a password reset, an address's confirmation), 1 for the rest:
     * the worker sends the 0s first, so a reset never queues behind bulk mail (issue 26 item 2). Made from
     * the kind by the database, so no writer (the stock alerts' trigger included) can forget it.
     */
    /**
     * The account this order e-mail waits for (issue 26 item 2): an account whose address is not yet
     * confirmed gets its first order's e-mail, and the rest wait here until the address is confirmed
     * (set by the trigger of migration 0037; cleared by the confirmation). The worker skips held rows.
     */
    heldForUser: uuid('held_for_user').references(() => users.id, { onDelete: 'cascade' }),
    priority: smallint('priority')
      .notNull()
      .generatedAlwaysAs(sql`case when kind in ('password_reset', 'account_security') then 0 else 1 end`),
  },
  (t) => [
    check(
      'outbox_kind_ck',
      sql`${t.kind} in ('order_placed', 'order_status_changed', 'password_reset', 'order_alert', 'low_stock_digest', 'back_in_stock', 'quote_request', 'account_security')`,
    ),
    check('outbox_content_ck', sql`${t.payload} is not null or (${t.subject} is not null and ${t.text} is not null)`),
    // The confirmation releases an account's held e-mails.
    index('outbox_held_idx').on(t.heldForUser).where(sql`${t.heldForUser} is not null`),
    // The worker's scan: unsent rows, security e-mails first, then by due time.
    index('outbox_due_idx').on(t.priority, t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    // The per-recipient throttle: what went to one address in the last hour.
    index('outbox_recipient_sent_idx').on(sql`lower(${t.to})`, t.sentAt).where(sql`${t.sentAt} is not null`),
  ],
);

/**
 * One row per store day whose low-stock digest was queued (docs/decisions/028):
 * the worker of every instance tries `insert … on conflict do nothing` in the
 * transaction that queues the digest, and only the one that inserts sends it.
 */
export const lowStockDigests = pgTable('low_stock_digests', {
  day: date('day', { mode: 'string' }).primaryKey(),
  createdAt: stampedNow('created_at'),
});
