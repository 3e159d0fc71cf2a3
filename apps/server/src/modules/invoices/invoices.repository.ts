import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { findRowBy } from '#server/db/find-row';
import { creditNotes, invoices, taxDocumentCounters, taxDocumentPdfs, type OutboxAttachment } from '#server/db/schema/index';
import type { DocumentSeries } from './invoice-content';

// Queries on the tax documents (docs/decisions/026) and their stored PDFs
// (docs/decisions/050). Rows are only ever inserted: the database refuses
// UPDATE and DELETE (migrations 0015 and 0034).

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * The next number of a series, in the caller's transaction: the counter row
 * is created at 1 or incremented, and stays locked until the transaction ends.
 * Concurrent issuers take turns on it, and a transaction that rolls back
 * gives its number back with it, so the numbers have no gaps.
 */
export async function nextDocumentNumber(tx: DbOrTx, series: DocumentSeries): Promise<number> {
  const [row] = await tx
    .insert(taxDocumentCounters)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({ target: taxDocumentCounters.series, set: { lastNumber: sql`${taxDocumentCounters.lastNumber} + 1` } })
    .returning({ lastNumber: taxDocumentCounters.lastNumber });
  if (!row) throw new Error(`no number for the ${series} series`);
  return row.lastNumber;
}

export async function insertInvoice(tx: DbOrTx, row: Omit<InvoiceRow, 'id'>): Promise<InvoiceRow> {
  const [inserted] = await tx.insert(invoices).values(row).returning();
  if (!inserted) throw new Error('invoice not written');
  return inserted;
}

export async function insertCreditNote(tx: DbOrTx, row: Omit<CreditNoteRow, 'id'>): Promise<CreditNoteRow> {
  const [inserted] = await tx.insert(creditNotes).values(row).returning();
  if (!inserted) throw new Error('credit note not written');
  return inserted;
}

export const findInvoiceByOrder = findRowBy(invoices, invoices.orderId);
export const findCreditNoteByOrder = findRowBy(creditNotes, creditNotes.orderId);
export const findInvoiceById = findRowBy(invoices, invoices.id);
export const findCreditNoteById = findRowBy(creditNotes, creditNotes.id);

export interface OrderDocumentNumbers {
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
}

/** The invoice and credit note numbers of these orders, in one query. */
export async function documentNumbersOf(db: DbOrTx, orderIds: readonly string[]): Promise<Map<string, OrderDocumentNumbers>> {
  const numbers = new Map<string, OrderDocumentNumbers>();
  if (orderIds.length === 0) return numbers;
  const rows = await db
    .select({ orderId: invoices.orderId, invoiceNumber: invoices.number, creditNoteNumber: creditNotes.number })
    .from(invoices)
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
    .where(inArray(invoices.orderId, [...orderIds]));
  for (const row of rows) numbers.set(row.orderId, { invoiceNumber: row.invoiceNumber, creditNoteNumber: row.creditNoteNumber });
  return numbers;
}

/** An issued document, by table and id (an outbox row's attachment names one the same way). */
export type DocumentRef = OutboxAttachment;

const pdfOf = (ref: DocumentRef) => and(eq(taxDocumentPdfs.documentKind, ref.kind), eq(taxDocumentPdfs.documentId, ref.id));

/** The document's stored PDF, or null when it has not been rendered yet. */
export async function findDocumentPdf(db: DbOrTx, ref: DocumentRef): Promise<Buffer | null> {
  const [row] = await db.select({ pdf: taxDocumentPdfs.pdf }).from(taxDocumentPdfs).where(pdfOf(ref)).limit(1);
  return row?.pdf ?? null;
}

/**
 * Stores a document's PDF unless one is stored already (another instance rendered it at the same
 * time: the first insert wins, the others change nothing), and answers the bytes stored.
 */
export async function insertDocumentPdf(db: DbOrTx, ref: DocumentRef, pdf: Buffer): Promise<Buffer> {
  await db.insert(taxDocumentPdfs).values({ documentKind: ref.kind, documentId: ref.id, pdf }).onConflictDoNothing();
  const stored = await findDocumentPdf(db, ref);
  if (!stored) throw new Error(`the PDF of ${ref.kind} ${ref.id} was not stored`);
  return stored;
}

export async function findDocumentByRef(db: DbOrTx, ref: DocumentRef): Promise<InvoiceRow | CreditNoteRow | null> {
  return ref.kind === 'invoice' ? findInvoiceById(db, ref.id) : findCreditNoteById(db, ref.id);
}
