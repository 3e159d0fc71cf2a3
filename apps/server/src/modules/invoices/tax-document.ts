import type { Fils } from '@store/contract';

// What an invoice or a credit note shows, as the document keeps it (jsonb):
// its own copy, never read again from the order, the user or the settings
// (docs/decisions/026). Money in fils.

export interface DocumentParty {
  name: string;
  /** Address lines, top to bottom. */
  address: string[];
  /** Tax Registration Number (15 digits); null when there is none (never invented). */
  trn: string | null;
}

/**
 * The buyer as the document shows them: what a tax invoice needs (name,
 * address, a business buyer's company and TRN) and nothing more: no e-mail or
 * phone, which an immutable record could never forget (data minimisation).
 */
export interface DocumentBuyer extends DocumentParty {
  /** A business buyer's company; null for a private buyer. */
  companyName: string | null;
}

export interface DocumentLine {
  /** A product, the delivery, or a fee (cash on delivery's). */
  kind: 'product' | 'delivery' | 'fee';
  description: string;
  quantity: number;
  /** Price of one unit excluding VAT, rounded to the fils. */
  unitNetFils: Fils;
  /** Price of one unit including VAT, as the customer saw it. */
  unitGrossFils: Fils;
  vatRatePercent: number;
  /** A coupon's discount on the line, VAT-inclusive (docs/decisions/033); absent without one. */
  discountFils?: Fils;
  /** The line's amount excluding VAT: gross minus VAT. */
  netFils: Fils;
  vatFils: Fils;
  /** The line's amount including VAT: quantity x unit price less its discount, what the customer paid for it. */
  grossFils: Fils;
}

export interface DocumentTotals {
  netFils: Fils;
  vatFils: Fils;
  /** What the customer paid (or is refunded): the order's total. */
  grossFils: Fils;
}

export interface InvoiceContent {
  version: 1;
  kind: 'tax_invoice' | 'receipt';
  number: string;
  orderNumber: string;
  /** ISO timestamps; shown as dates in store time (Asia/Dubai). */
  issuedAt: string;
  suppliedAt: string;
  seller: DocumentParty;
  buyer: DocumentBuyer;
  paymentMethod: 'cash_on_delivery' | 'card_on_delivery';
  lines: DocumentLine[];
  totals: DocumentTotals;
}

export interface CreditNoteContent extends Omit<InvoiceContent, 'kind'> {
  kind: 'tax_credit_note' | 'credit_note';
  /** The invoice this note cancels. */
  invoice: { number: string; issuedAt: string; kind: InvoiceContent['kind'] };
  /** A CreditReason code (invoice-texts.ts); a note issued before the codes holds an English sentence. */
  reason: string;
}

export type TaxDocumentContent = InvoiceContent | CreditNoteContent;
