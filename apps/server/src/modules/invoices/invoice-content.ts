import { formatFils } from '@store/contract';
import type { SellerConfig } from '#server/config';
import { localized } from '#server/modules/catalog/index';
import type { OrderRecord } from '#server/modules/order-model/index';
import type { CreditReason } from './invoice-texts';
import type { CreditNoteContent, InvoiceContent } from './tax-document';
import { splitVat, type GrossLine } from './vat-lines';

// What an invoice and a credit note say, made once when they are issued and
// kept with them (docs/decisions/026). Pure: the order's rows and the
// seller's settings in, the document's content out.

/** The delivery line's description: the document is bilingual, and delivery is a line of its own. */
export const DELIVERY_LINE = 'Delivery / التوصيل';
/** Cash on delivery's fee (COD_FEE_AED, docs/decisions/029): a supply of its own, with its own VAT. */
export const COD_FEE_LINE = 'Cash on delivery fee / رسوم الدفع عند الاستلام';

const SERIES_PREFIX = {
  tax_invoice: 'INV-',
  receipt: 'RCT-',
  tax_credit_note: 'CN-',
  credit_note: 'RCN-',
} as const;
export type DocumentSeries = keyof typeof SERIES_PREFIX;

/** "INV-000001": the series' prefix and the number, six digits at least. */
export function formatDocumentNumber(series: DocumentSeries, n: number): string {
  return `${SERIES_PREFIX[series]}${String(n).padStart(6, '0')}`;
}

/** A tax invoice when the seller has a TRN; otherwise an order receipt, marked as not a tax invoice. */
export function invoiceKind(seller: Pick<SellerConfig, 'trn'>): InvoiceContent['kind'] {
  return seller.trn ? 'tax_invoice' : 'receipt';
}

function deliveryAddressLines(address: OrderRecord['order']['deliveryAddress']): string[] {
  return [
    [address.apartment, address.building].filter(Boolean).join(', '),
    address.street,
    [address.area, address.city].filter(Boolean).join(', '),
    address.emirate,
  ].filter((line) => line.trim() !== '');
}

/** "Coupon SAVE10 / قسيمة: -AED 10.00" on a discounted line. */
function discountNote(code: string | null, discountFils: number): string {
  return `Coupon ${code ?? ''} / قسيمة: -${formatFils(discountFils)}`.replace('  ', ' ');
}

/** A product line's description: its title in the order's language, with the coupon's share when it has one. */
function lineTitle(item: OrderRecord['items'][number], language: OrderRecord['order']['language'], couponCode: string | null): string {
  const title = localized(item.title, item.titleAr, language);
  return item.discountFils > 0 ? `${title} (${discountNote(couponCode, item.discountFils)})` : title;
}

export interface InvoiceIssue {
  number: string;
  issuedAt: Date;
}

export function buildInvoiceContent({ order, items }: Pick<OrderRecord, 'order' | 'items'>, seller: SellerConfig, issue: InvoiceIssue): InvoiceContent {
  // A coupon's discount reduces the taxable amount of the lines it covered, each by its share (docs/decisions/033).
  // Each line is named as its buyer saw it: an Arabic order's lines by the Arabic title captured at placement,
  // the English where there is none (issue 12, docs/decisions/026 addendum); the labels stay bilingual.
  const grossLines: GrossLine[] = items.map((item) => ({
    kind: 'product',
    description: lineTitle(item, order.language, order.couponCode),
    quantity: item.quantity,
    unitGrossFils: item.unitPriceFils,
    discountFils: item.discountFils,
  }));
  if (order.deliveryFeeFils > 0) {
    grossLines.push({ kind: 'delivery', description: DELIVERY_LINE, quantity: 1, unitGrossFils: order.deliveryFeeFils });
  }
  if (order.codFeeFils > 0) {
    grossLines.push({ kind: 'fee', description: COD_FEE_LINE, quantity: 1, unitGrossFils: order.codFeeFils });
  }
  const { lines, totals } = splitVat(grossLines);
  if (totals.grossFils !== order.totalFils) {
    // The order's lines and fees always add up to its total (pricing.ts); an invoice that did not would be wrong in law.
    throw new Error(`order ${order.id}: lines add up to ${totals.grossFils} fils, the total is ${order.totalFils}`);
  }
  const issuedAt = issue.issuedAt.toISOString();
  return {
    version: 1,
    kind: invoiceKind(seller),
    number: issue.number,
    orderNumber: order.reference,
    issuedAt,
    // The invoice is issued when the order is confirmed; under UAE VAT law the supply's date is then the earliest of
    // the invoice, the payment and the delivery: the invoice's own date (docs/decisions/026).
    suppliedAt: issuedAt,
    seller: { name: seller.legalName, address: [seller.address], trn: seller.trn ?? null },
    buyer: {
      name: order.name,
      companyName: order.companyName,
      address: deliveryAddressLines(order.deliveryAddress),
      trn: order.companyTrn,
    },
    paymentMethod: order.paymentMethod,
    lines,
    totals,
  };
}

/** A credit note for the whole invoice (an order is cancelled whole): the same lines and totals, credited. */
export function buildCreditNoteContent(invoice: InvoiceContent, issue: InvoiceIssue, reason: CreditReason): CreditNoteContent {
  const { kind: invoiceKindValue, number: invoiceNumber, issuedAt: invoiceIssuedAt, ...shown } = invoice;
  return {
    ...shown,
    kind: invoiceKindValue === 'tax_invoice' ? 'tax_credit_note' : 'credit_note',
    number: issue.number,
    issuedAt: issue.issuedAt.toISOString(),
    invoice: { number: invoiceNumber, issuedAt: invoiceIssuedAt, kind: invoiceKindValue },
    reason,
  };
}
