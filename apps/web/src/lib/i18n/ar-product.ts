// The product page and its Get Quote dialog in Arabic: the twin of en-product.ts
// (issue 12 item 2). A plain object: the language mechanism (lib/i18n.ts) loads it
// for Arabic pages. Product titles and brands inside an Arabic sentence sit between
// U+2068 and U+2069 (first-strong isolate), so punctuation lands on the right side.
import type { enProduct } from './en-product';

export const arProduct = {
  // Product page
  'product.breadcrumb': 'مسار التنقل',
  'product.category': 'الفئة:',
  'product.vatIncluded': 'السعر شامل ضريبة القيمة المضافة بنسبة 5%.',
  'product.addToCart': 'أضف إلى السلة',
  'product.quoteHint': 'تشتري بكميات أو لشركة؟ اطلب عرض سعر.',
  'product.promise.delivery': 'التوصيل إلى الإمارات السبع',
  'product.promise.payment': 'الدفع نقدًا أو بالبطاقة عند الاستلام',
  'product.promise.vat': 'السعر الذي تراه هو السعر الذي تدفعه',
  'product.description': 'الوصف',
  'product.specs': 'المواصفات',
  'product.specsOf': 'مواصفات \u2068{title}\u2069',
  'product.sku': 'رمز المنتج',
  'product.yes': 'نعم',
  'product.no': 'لا',
  'product.related': 'منتجات ذات صلة',
  'product.gallery.photos': 'صور \u2068{title}\u2069',
  'product.gallery.photo': 'الصورة {n} من {count, number}',
  'product.gallery.zoom': 'تكبير الصورة {n} من {count, number}',
  'product.gallery.previous': 'الصورة السابقة',
  'product.gallery.next': 'الصورة التالية',
  'product.mayAlsoLike': 'قد يعجبك أيضًا',
  'product.notFound': 'المنتج غير موجود',
  'product.notFoundHint': 'لم يعد هذا المنتج ضمن الكتالوج، أو أن الرابط غير صحيح. تصفّح بقية المتجر.',
  'product.error': 'تعذّر تحميل المنتج',
  'product.metaDescription': '\u2068{title}\u2069 من \u2068{brand}\u2069: {price}، مع التوصيل في جميع أنحاء الإمارات.',

  // Get Quote (docs/store-rules.md#get-quote)
  'quote.button': 'اطلب عرض سعر',
  'quote.title': 'اطلب عرض سعر',
  'quote.description': 'أخبرنا بالكمية التي تحتاجها من \u2068{title}\u2069، وسنرسل إليك السعر بالبريد الإلكتروني.',
  'quote.name': 'الاسم الكامل',
  'quote.email': 'البريد الإلكتروني',
  'quote.phone': 'رقم الهاتف',
  'quote.quantity': 'الكمية',
  'quote.message': 'رسالة (اختياري)',
  'quote.messageHint': 'موعد التسليم، المواصفات المطلوبة، بيانات الشركة…',
  'quote.submit': 'إرسال الطلب',
  'quote.sending': 'جارٍ الإرسال…',

  // Page meta
  'page.product.title': 'تفاصيل المنتج',
  'page.product.description': 'مواصفات هذا المنتج وسعره وتوفره.',
} as const satisfies Record<keyof typeof enProduct, string>;
