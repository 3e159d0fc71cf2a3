import type { OrderStatus } from '@store/contract';
import type { SellerConfig } from '#server/config';
import type { Tx } from '#server/db/client';
import type { OutboxAttachment } from '#server/db/schema/index';
import type { OrderRecord } from '#server/modules/order-model/index';
import { issueCreditNoteIfInvoiced, issueInvoice } from './invoice.service';
import type { CreditReason } from './invoice-texts';

// The tax documents a status change issues, for the order services (admin and
// customer paths alike): confirming issues the invoice, cancelling an invoiced
// order its credit note. The record's document numbers are brought up to date,
// so the answer and the e-mail show them.

export interface IssuedDocuments {
  /** What the customer's status e-mail attaches: the new invoice, or the new credit note. */
  attachment: OutboxAttachment | null;
  /** A line for the e-mail's text naming the attached document. */
  note: string | null;
}

export async function recordDocuments(
  tx: Tx,
  seller: SellerConfig,
  record: OrderRecord,
  newStatus: OrderStatus,
  cancelReason: CreditReason,
): Promise<IssuedDocuments> {
  if (newStatus === 'confirmed') {
    const invoice = await issueInvoice(tx, seller, record);
    record.documents = { invoiceNumber: invoice.number, creditNoteNumber: null };
    const what = invoice.kind === 'tax_invoice' ? 'tax invoice' : 'order receipt';
    return { attachment: { kind: 'invoice', id: invoice.id }, note: `Your ${what} ${invoice.number} is attached as a PDF.` };
  }
  if (newStatus === 'cancelled') {
    const credit = await issueCreditNoteIfInvoiced(tx, record.order.id, cancelReason);
    if (credit) {
      record.documents = { invoiceNumber: credit.invoiceNumber, creditNoteNumber: credit.number };
      const what = credit.kind === 'tax_credit_note' ? 'tax credit note' : 'credit note';
      return { attachment: { kind: 'credit_note', id: credit.id }, note: `Your ${what} ${credit.number} is attached as a PDF.` };
    }
  }
  return { attachment: null, note: null };
}
