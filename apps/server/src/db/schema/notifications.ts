import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const OUTBOX_KINDS = ['order_placed', 'order_status_changed', 'password_reset'] as const;
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
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('body_text').notNull(),
    html: text('body_html'),
    attachment: jsonb('attachment').$type<OutboxAttachment>(),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may next try; also the lease of a claimed row. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('outbox_kind_ck', sql`${t.kind} in ('order_placed', 'order_status_changed', 'password_reset')`),
    // The worker's scan: unsent rows by due time.
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    // The per-recipient throttle: what went to one address in the last hour.
    index('outbox_recipient_sent_idx').on(sql`lower(${t.to})`, t.sentAt).where(sql`${t.sentAt} is not null`),
  ],
);
