// Arabic twins of ./en-invoices.ts (issue 12): the same keys, no side effects.
import type { enInvoices } from './en-invoices';

export const arInvoices = {
  'invoice.businessTitle': 'هل تشتري لصالح شركة؟',
  'invoice.businessHint': 'أضف اسم الشركة ورقم التسجيل الضريبي ليظهرا في فاتورتك الضريبية.',
  'invoice.companyName': 'اسم الشركة',
  'invoice.companyTrn': 'الرقم الضريبي للشركة',
  'invoice.companyTrnHint': '15 رقمًا، كما في شهادة التسجيل في ضريبة القيمة المضافة للشركة.',
  'invoice.download': 'الفاتورة (\u2066PDF\u2069)',
  'invoice.downloadLabel': 'تنزيل الفاتورة \u2066{number}\u2069 بصيغة \u2066PDF\u2069',
  'invoice.downloadCreditNote': 'الإشعار الدائن (\u2066PDF\u2069)',
  'invoice.downloadCreditNoteLabel': 'تنزيل الإشعار الدائن \u2066{number}\u2069 بصيغة \u2066PDF\u2069',
  'invoice.downloading': 'جارٍ تجهيز ملف \u2066PDF\u2069…',
  'invoice.downloadFailed': 'تعذّر تنزيل الملف. يُرجى المحاولة مرة أخرى.',
} as const satisfies Record<keyof typeof enInvoices, string>;
