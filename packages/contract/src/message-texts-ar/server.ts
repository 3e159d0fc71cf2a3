// Arabic twins of ../message-texts/server.ts (issue 12): the same export names, for the Arabic storefront.
export const INVOICE_NOT_FOUND = 'لا توجد فاتورة لهذا الطلب بعد: يصدر المتجر الفاتورة عند تأكيد الطلب';
export const CREDIT_NOTE_NOT_FOUND = 'لا يوجد إشعار دائن لهذا الطلب: يصدر الإشعار عند إلغاء طلب صدرت له فاتورة';
