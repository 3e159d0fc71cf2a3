// Arabic twins of ./en-invoices.ts (issue 12): the same keys, no side effects.
import type { enInvoices } from './en-invoices';
import type { CatalogueText } from './plural';

export const arInvoices = {
  'invoice.businessTitle': 'هل تشتري لصالح شركة؟',
  'invoice.businessHint': 'أضف اسم الشركة ورقم التسجيل الضريبي ليظهرا في فاتورتك الضريبية.',
  'invoice.companyName': 'اسم الشركة',
  'invoice.companyTrn': 'الرقم الضريبي للشركة',
  'invoice.companyTrnHint': '15 رقمًا، كما في شهادة التسجيل في ضريبة القيمة المضافة للشركة.',
  'invoice.download': 'الفاتورة (PDF)',
  'invoice.downloadLabel': 'تنزيل الفاتورة {number} بصيغة PDF',
  'invoice.downloadCreditNote': 'الإشعار الدائن (PDF)',
  'invoice.downloadCreditNoteLabel': 'تنزيل الإشعار الدائن {number} بصيغة PDF',
  'invoice.downloading': 'جارٍ تجهيز ملف PDF…',
  'invoice.downloadFailed': 'تعذّر تنزيل الملف. يُرجى المحاولة مرة أخرى.',
} as const satisfies Record<keyof typeof enInvoices, CatalogueText>;
