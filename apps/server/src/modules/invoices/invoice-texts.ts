import type { TaxDocumentContent } from './tax-document';

// The words of the PDF documents, English and Arabic side by side (issue 13
// item 5): the document is bilingual, so both languages are printed on it,
// whatever language the shopper browses in.

export interface Bilingual {
  en: string;
  ar: string;
}

export const DOCUMENT_TITLES: Record<TaxDocumentContent['kind'], Bilingual> = {
  tax_invoice: { en: 'Tax Invoice', ar: 'فاتورة ضريبية' },
  receipt: { en: 'Order receipt', ar: 'إيصال طلب' },
  tax_credit_note: { en: 'Tax Credit Note', ar: 'إشعار دائن ضريبي' },
  credit_note: { en: 'Credit note', ar: 'إشعار دائن' },
};

/** Printed large on a document issued without the store's TRN: it must never pass for a tax document. */
export const NOT_TAX_DOCUMENT: Record<'receipt' | 'credit_note', Bilingual> = {
  receipt: { en: 'This is not a tax invoice', ar: 'هذه ليست فاتورة ضريبية' },
  credit_note: { en: 'This is not a tax credit note', ar: 'هذا ليس إشعارًا دائنًا ضريبيًا' },
};

export const PAYMENT_METHODS: Record<TaxDocumentContent['paymentMethod'], Bilingual> = {
  cash_on_delivery: { en: 'Cash on delivery', ar: 'الدفع نقدًا عند الاستلام' },
  card_on_delivery: { en: 'Card on delivery', ar: 'الدفع بالبطاقة عند الاستلام' },
};

/**
 * Why a credit note was issued, as a code (issue 26 item 14): the note never
 * keeps a shopper's own words, which go with their account.
 */
export const CREDIT_REASONS = {
  cancelled_by_customer: { en: 'Order cancelled by the customer', ar: 'ألغى العميل الطلب' },
  cancelled_by_store: { en: 'Order cancelled by the store', ar: 'ألغى المتجر الطلب' },
  deleted_by_store: { en: 'Order deleted by the store before delivery', ar: 'حذف المتجر الطلب قبل التوصيل' },
} satisfies Record<string, Bilingual>;
export type CreditReason = keyof typeof CREDIT_REASONS;

/** The reason line of a credit note: a code's words, or the sentence a note issued before the codes kept. */
export function creditReasonText(reason: string): Bilingual | string {
  return Object.hasOwn(CREDIT_REASONS, reason) ? CREDIT_REASONS[reason as CreditReason] : reason;
}

export const LABELS = {
  invoiceNumber: { en: 'Invoice number', ar: 'رقم الفاتورة' },
  receiptNumber: { en: 'Receipt number', ar: 'رقم الإيصال' },
  creditNoteNumber: { en: 'Credit note number', ar: 'رقم الإشعار الدائن' },
  creditedInvoice: { en: 'Credits invoice', ar: 'الفاتورة الأصلية' },
  reason: { en: 'Reason', ar: 'السبب' },
  issueDate: { en: 'Date of issue', ar: 'تاريخ الإصدار' },
  supplyDate: { en: 'Date of supply', ar: 'تاريخ التوريد' },
  orderNumber: { en: 'Order number', ar: 'رقم الطلب' },
  payment: { en: 'Payment', ar: 'طريقة الدفع' },
  seller: { en: 'Seller', ar: 'البائع' },
  buyer: { en: 'Customer', ar: 'العميل' },
  trn: { en: 'TRN', ar: 'الرقم الضريبي' },
  number: { en: '#', ar: '' },
  description: { en: 'Description', ar: 'الوصف' },
  quantity: { en: 'Qty', ar: 'الكمية' },
  unitNet: { en: 'Unit price excl. VAT', ar: 'سعر الوحدة دون الضريبة' },
  net: { en: 'Amount excl. VAT', ar: 'المبلغ دون الضريبة' },
  vatRate: { en: 'VAT rate', ar: 'نسبة الضريبة' },
  vat: { en: 'VAT amount', ar: 'مبلغ الضريبة' },
  gross: { en: 'Total incl. VAT', ar: 'الإجمالي شامل الضريبة' },
  totalNet: { en: 'Total excluding VAT', ar: 'الإجمالي دون ضريبة القيمة المضافة' },
  totalVat: { en: 'VAT', ar: 'ضريبة القيمة المضافة' },
  totalGross: { en: 'Total including VAT', ar: 'الإجمالي شامل ضريبة القيمة المضافة' },
  totalCredited: { en: 'Total credited incl. VAT', ar: 'إجمالي المبلغ الدائن شامل الضريبة' },
  currency: { en: 'Amounts in UAE dirhams (AED)', ar: 'المبالغ بالدرهم الإماراتي' },
} as const satisfies Record<string, Bilingual>;
