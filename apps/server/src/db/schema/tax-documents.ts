import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CreditNoteContent, InvoiceContent } from '#server/modules/invoices/tax-document';
import { uuidPrimaryKey } from './columns';

// Tax invoices and credit notes (issue 13 item 4, docs/decisions/026). Each
// row keeps its own copy of everything it shows (`content`, plus the key
// columns it is searched by) and has no foreign key to orders or users: the
// spec's deletion of an order or a user must go on working, and the tax record
// outlives both (kept at least five years). A trigger of migration 0015
// refuses UPDATE, DELETE and TRUNCATE on both tables: once issued, a document
// never changes.

/** The last number issued in each series; updated in the transaction that issues the next one, so numbers have no gaps. */
export const taxDocumentCounters = pgTable('tax_document_counters', {
  series: text('series').primaryKey(),
  lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
});

export const INVOICE_KINDS = ['tax_invoice', 'receipt'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const invoices = pgTable(
  'invoices',
  {
    id: uuidPrimaryKey(),
    /** A tax invoice (the seller has a TRN) or an order receipt, "not a tax invoice" (no STORE_TRN). */
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    /** "INV-000001" (tax invoices) or "RCT-000001" (receipts): each kind its own gapless series. */
    number: text('number').notNull().unique(),
    /** The order it was issued for: a plain copy of the id, no foreign key. */
    orderId: uuid('order_id').notNull().unique(),
    orderNumber: text('order_number').notNull(),
    /** The customer's account when it was issued (no foreign key: the account may be deleted). */
    userId: uuid('user_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    sellerTrn: text('seller_trn'),
    buyerTrn: text('buyer_trn'),
    totalFils: bigint('total_fils', { mode: 'number' }).notNull(),
    vatFils: bigint('vat_fils', { mode: 'number' }).notNull(),
    content: jsonb('content').$type<InvoiceContent>().notNull(),
  },
  (t) => [
    check('invoices_kind_ck', sql`${t.kind} in ('tax_invoice', 'receipt')`),
    check('invoices_money_ck', sql`${t.totalFils} >= 0 and ${t.vatFils} >= 0`),
    index('invoices_issued_idx').on(t.issuedAt),
  ],
);

export const CREDIT_NOTE_KINDS = ['tax_credit_note', 'credit_note'] as const;
export type CreditNoteKind = (typeof CREDIT_NOTE_KINDS)[number];

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuidPrimaryKey(),
    /** A tax credit note (for a tax invoice) or a credit note for a receipt. */
    kind: text('kind', { enum: CREDIT_NOTE_KINDS }).notNull(),
    /** "CN-000001" or "RCN-000001". */
    number: text('number').notNull().unique(),
    /** The invoice it cancels (both rows are immutable, so this reference never blocks anything). */
    invoiceId: uuid('invoice_id')
      .notNull()
      .unique()
      .references(() => invoices.id),
    invoiceNumber: text('invoice_number').notNull(),
    orderId: uuid('order_id').notNull(),
    userId: uuid('user_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    totalFils: bigint('total_fils', { mode: 'number' }).notNull(),
    vatFils: bigint('vat_fils', { mode: 'number' }).notNull(),
    content: jsonb('content').$type<CreditNoteContent>().notNull(),
  },
  (t) => [
    check('credit_notes_kind_ck', sql`${t.kind} in ('tax_credit_note', 'credit_note')`),
    check('credit_notes_money_ck', sql`${t.totalFils} >= 0 and ${t.vatFils} >= 0`),
    index('credit_notes_order_idx').on(t.orderId),
  ],
);

/** Bytes as PostgreSQL keeps them: node-postgres reads a bytea as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const TAX_DOCUMENT_NAMES = ['invoice', 'credit_note'] as const;

/**
 * Each issued document's PDF, rendered once (issue 26 item 15,
 * docs/decisions/050): after the issuing transaction commits, or on the first
 * download or e-mail of a document issued before this table. Every download and
 * e-mail sends these bytes. Insert-only like the documents: the trigger of
 * migration 0034 refuses UPDATE, DELETE and TRUNCATE.
 */
export const taxDocumentPdfs = pgTable(
  'tax_document_pdfs',
  {
    /** Which table `documentId` is in: invoices or credit_notes (the outbox attachment's kind). */
    documentKind: text('document_kind', { enum: TAX_DOCUMENT_NAMES }).notNull(),
    documentId: uuid('document_id').notNull(),
    pdf: bytea('pdf').notNull(),
    renderedAt: timestamp('rendered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentKind, t.documentId] }), check('tax_document_pdfs_kind_ck', sql`${t.documentKind} in ('invoice', 'credit_note')`)],
);
