import type { SellerConfig } from '#server/config';
import type { Tx } from '#server/db/client';
import type { OrderRecord } from '#server/modules/order-model/index';
import { buildCreditNoteContent, buildInvoiceContent, formatDocumentNumber, invoiceKind } from './invoice-content';
import type { CreditReason } from './invoice-texts';
import {
  findCreditNoteByOrder,
  findInvoiceByOrder,
  insertCreditNote,
  insertInvoice,
  nextDocumentNumber,
  type CreditNoteRow,
  type InvoiceRow,
} from './invoices.repository';

// Issuing the tax documents (issue 13 item 4, docs/decisions/026), always
// inside the transaction that changes the order: the invoice with the
// confirmation, the credit note with the cancellation. If that transaction
// rolls back, so do the document and its number.

/** The invoice of an order being confirmed: a tax invoice with STORE_TRN, an order receipt without. */
export async function issueInvoice(tx: Tx, seller: SellerConfig, record: Pick<OrderRecord, 'order' | 'items'>, now = new Date()): Promise<InvoiceRow> {
  const kind = invoiceKind(seller);
  const number = formatDocumentNumber(kind, await nextDocumentNumber(tx, kind));
  const content = buildInvoiceContent(record, seller, { number, issuedAt: now });
  return insertInvoice(tx, {
    kind,
    number,
    orderId: record.order.id,
    orderNumber: content.orderNumber,
    userId: record.order.userId,
    issuedAt: now,
    sellerTrn: content.seller.trn,
    buyerTrn: content.buyer.trn,
    totalFils: content.totals.grossFils,
    vatFils: content.totals.vatFils,
    content,
  });
}

/**
 * The credit note of an invoiced order being cancelled (or deleted before it
 * was delivered); null when the order has no invoice (cancelled while pending)
 * or already has its credit note.
 */
export async function issueCreditNoteIfInvoiced(tx: Tx, orderId: string, reason: CreditReason, now = new Date()): Promise<CreditNoteRow | null> {
  const invoice = await findInvoiceByOrder(tx, orderId);
  if (!invoice || (await findCreditNoteByOrder(tx, orderId))) return null;
  const kind = invoice.kind === 'tax_invoice' ? 'tax_credit_note' : 'credit_note';
  const number = formatDocumentNumber(kind, await nextDocumentNumber(tx, kind));
  const content = buildCreditNoteContent(invoice.content, { number, issuedAt: now }, reason);
  return insertCreditNote(tx, {
    kind,
    number,
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    orderId,
    userId: invoice.userId,
    issuedAt: now,
    totalFils: invoice.totalFils,
    vatFils: invoice.vatFils,
    content,
  });
}
