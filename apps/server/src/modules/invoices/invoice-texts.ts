import { cataloguePart } from '@store/contract';
import type { TaxDocumentContent } from './tax-document';

// The words of the PDF documents, English and Arabic side by side (issue 13
// item 5): the document is bilingual, so both languages are printed on it,
// whatever language the shopper browses in. ICU MessageFormat texts said by the
// server's Lingui catalogue (packages/contract/src/catalogues.ts), as the API's
// sentences and the e-mails' words are.

const pdfTextsEn = {
  'pdf.title.tax_invoice': 'Tax Invoice',
  'pdf.title.receipt': 'Order receipt',
  'pdf.title.tax_credit_note': 'Tax Credit Note',
  'pdf.title.credit_note': 'Credit note',
  'pdf.notTax.receipt': 'This is not a tax invoice',
  'pdf.notTax.credit_note': 'This is not a tax credit note',
  'pdf.payment.cash_on_delivery': 'Cash on delivery',
  'pdf.payment.card_on_delivery': 'Card on delivery',
  'pdf.reason.cancelled_by_customer': 'Order cancelled by the customer',
  'pdf.reason.cancelled_by_store': 'Order cancelled by the store',
  'pdf.reason.deleted_by_store': 'Order deleted by the store before delivery',
  'pdf.label.invoiceNumber': 'Invoice number',
  'pdf.label.receiptNumber': 'Receipt number',
  'pdf.label.creditNoteNumber': 'Credit note number',
  'pdf.label.creditedInvoice': 'Credits invoice',
  'pdf.label.reason': 'Reason',
  'pdf.label.issueDate': 'Date of issue',
  'pdf.label.supplyDate': 'Date of supply',
  'pdf.label.orderNumber': 'Order number',
  'pdf.label.payment': 'Payment',
  'pdf.label.seller': 'Seller',
  'pdf.label.buyer': 'Customer',
  'pdf.label.trn': 'TRN',
  'pdf.label.number': '#',
  'pdf.label.description': 'Description',
  'pdf.label.quantity': 'Qty',
  'pdf.label.unitNet': 'Unit price excl. VAT',
  'pdf.label.net': 'Amount excl. VAT',
  'pdf.label.vatRate': 'VAT rate',
  'pdf.label.vat': 'VAT amount',
  'pdf.label.gross': 'Total incl. VAT',
  'pdf.label.totalNet': 'Total excluding VAT',
  'pdf.label.totalGross': 'Total including VAT',
  'pdf.label.totalCredited': 'Total credited incl. VAT',
  'pdf.label.currency': 'Amounts in UAE dirhams (AED)',
  'pdf.label.totalVatAt': 'VAT {rate}%',
} as const;
type PdfTextKey = keyof typeof pdfTextsEn;

const pdfTextsAr = {
  'pdf.title.tax_invoice': 'فاتورة ضريبية',
  'pdf.title.receipt': 'إيصال طلب',
  'pdf.title.tax_credit_note': 'إشعار دائن ضريبي',
  'pdf.title.credit_note': 'إشعار دائن',
  'pdf.notTax.receipt': 'هذه ليست فاتورة ضريبية',
  'pdf.notTax.credit_note': 'هذا ليس إشعارًا دائنًا ضريبيًا',
  'pdf.payment.cash_on_delivery': 'الدفع نقدًا عند الاستلام',
  'pdf.payment.card_on_delivery': 'الدفع بالبطاقة عند الاستلام',
  'pdf.reason.cancelled_by_customer': 'ألغى العميل الطلب',
  'pdf.reason.cancelled_by_store': 'ألغى المتجر الطلب',
  'pdf.reason.deleted_by_store': 'حذف المتجر الطلب قبل التوصيل',
  'pdf.label.invoiceNumber': 'رقم الفاتورة',
  'pdf.label.receiptNumber': 'رقم الإيصال',
  'pdf.label.creditNoteNumber': 'رقم الإشعار الدائن',
  'pdf.label.creditedInvoice': 'الفاتورة الأصلية',
  'pdf.label.reason': 'السبب',
  'pdf.label.issueDate': 'تاريخ الإصدار',
  'pdf.label.supplyDate': 'تاريخ التوريد',
  'pdf.label.orderNumber': 'رقم الطلب',
  'pdf.label.payment': 'طريقة الدفع',
  'pdf.label.seller': 'البائع',
  'pdf.label.buyer': 'العميل',
  'pdf.label.trn': 'الرقم الضريبي',
  'pdf.label.number': '',
  'pdf.label.description': 'الوصف',
  'pdf.label.quantity': 'الكمية',
  'pdf.label.unitNet': 'سعر الوحدة دون الضريبة',
  'pdf.label.net': 'المبلغ دون الضريبة',
  'pdf.label.vatRate': 'نسبة الضريبة',
  'pdf.label.vat': 'مبلغ الضريبة',
  'pdf.label.gross': 'الإجمالي شامل الضريبة',
  'pdf.label.totalNet': 'الإجمالي دون ضريبة القيمة المضافة',
  'pdf.label.totalGross': 'الإجمالي شامل ضريبة القيمة المضافة',
  'pdf.label.totalCredited': 'إجمالي المبلغ الدائن شامل الضريبة',
  'pdf.label.currency': 'المبالغ بالدرهم الإماراتي',
  'pdf.label.totalVatAt': 'ضريبة القيمة المضافة {rate}%',
} as const satisfies Record<PdfTextKey, string>;

/** The documents' words in both languages (for the catalogue's test too). */
export const pdfTexts = { en: pdfTextsEn, ar: pdfTextsAr };
const say = cataloguePart<PdfTextKey>(pdfTexts);

export interface Bilingual {
  en: string;
  ar: string;
}

/** A text of the documents in both languages, filled from `params`. */
export const bilingual = (key: PdfTextKey, params?: Record<string, string | number>): Bilingual => ({
  en: say('en', key, params),
  ar: say('ar', key, params),
});

export const DOCUMENT_TITLES: Record<TaxDocumentContent['kind'], Bilingual> = {
  tax_invoice: bilingual('pdf.title.tax_invoice'),
  receipt: bilingual('pdf.title.receipt'),
  tax_credit_note: bilingual('pdf.title.tax_credit_note'),
  credit_note: bilingual('pdf.title.credit_note'),
};

/** Printed large on a document issued without the store's TRN: it must never pass for a tax document. */
export const NOT_TAX_DOCUMENT: Record<'receipt' | 'credit_note', Bilingual> = {
  receipt: bilingual('pdf.notTax.receipt'),
  credit_note: bilingual('pdf.notTax.credit_note'),
};

export const PAYMENT_METHODS: Record<TaxDocumentContent['paymentMethod'], Bilingual> = {
  cash_on_delivery: bilingual('pdf.payment.cash_on_delivery'),
  card_on_delivery: bilingual('pdf.payment.card_on_delivery'),
};

/**
 * Why a credit note was issued, as a code (issue 26 item 14): the note never
 * keeps a shopper's own words, which go with their account.
 */
export const CREDIT_REASONS = {
  cancelled_by_customer: bilingual('pdf.reason.cancelled_by_customer'),
  cancelled_by_store: bilingual('pdf.reason.cancelled_by_store'),
  deleted_by_store: bilingual('pdf.reason.deleted_by_store'),
} satisfies Record<string, Bilingual>;
export type CreditReason = keyof typeof CREDIT_REASONS;

/** The reason line of a credit note: a code's words, or the sentence a note issued before the codes kept. */
export function creditReasonText(reason: string): Bilingual | string {
  return Object.hasOwn(CREDIT_REASONS, reason) ? CREDIT_REASONS[reason as CreditReason] : reason;
}

export const LABELS = {
  invoiceNumber: bilingual('pdf.label.invoiceNumber'),
  receiptNumber: bilingual('pdf.label.receiptNumber'),
  creditNoteNumber: bilingual('pdf.label.creditNoteNumber'),
  creditedInvoice: bilingual('pdf.label.creditedInvoice'),
  reason: bilingual('pdf.label.reason'),
  issueDate: bilingual('pdf.label.issueDate'),
  supplyDate: bilingual('pdf.label.supplyDate'),
  orderNumber: bilingual('pdf.label.orderNumber'),
  payment: bilingual('pdf.label.payment'),
  seller: bilingual('pdf.label.seller'),
  buyer: bilingual('pdf.label.buyer'),
  trn: bilingual('pdf.label.trn'),
  number: bilingual('pdf.label.number'),
  description: bilingual('pdf.label.description'),
  quantity: bilingual('pdf.label.quantity'),
  unitNet: bilingual('pdf.label.unitNet'),
  net: bilingual('pdf.label.net'),
  vatRate: bilingual('pdf.label.vatRate'),
  vat: bilingual('pdf.label.vat'),
  gross: bilingual('pdf.label.gross'),
  totalNet: bilingual('pdf.label.totalNet'),
  totalGross: bilingual('pdf.label.totalGross'),
  totalCredited: bilingual('pdf.label.totalCredited'),
  currency: bilingual('pdf.label.currency'),
} as const satisfies Record<string, Bilingual>;
