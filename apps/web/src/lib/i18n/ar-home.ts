// The home page in Arabic: the twin of en-home.ts (issue 12 item 2).
// A plain object: the language mechanism (lib/i18n.ts) loads it for Arabic pages.
// Names that may be Latin inside an Arabic sentence sit between U+2068 and U+2069
// (first-strong isolate), so punctuation around them lands on the right side.
import type { enHome } from './en-home';

export const arHome = {
  // Home
  'home.eyebrow': '\u2068{brand}\u2069 للكمبيوتر',
  'home.title': 'أجهزة ألعاب ولابتوبات وشاشات، مع التوصيل في جميع أنحاء الإمارات',
  'home.subtitle':
    'اعثر على تجهيزك القادم، من كروت الشاشة إلى تراخيص البرامج. الأسعار بالدرهم الإماراتي شاملة ضريبة القيمة المضافة.',
  'home.shopAll': 'تسوّق جميع المنتجات',
  'home.seeDeals': 'شاهد العروض',
  'home.promisesHeading': 'لماذا تتسوّق من \u2068{brand}\u2069؟',
  'home.help.title': 'تحتاج مساعدة في الاختيار؟',
  'home.help.text': 'أخبرنا بما تلعب أو تعمل عليه وبميزانيتك: سيقترح عليك فريقنا التجهيز المناسب.',
  'home.promise.firstDelivery': 'توصيل مجاني لأول طلب',
  'home.promise.firstDeliveryText': 'للعملاء المسجّلين، على طلبهم الأول.',
  'home.promise.emirates': 'الإمارات السبع كلها',
  'home.promise.emiratesText': 'نوصّل من أبوظبي إلى الفجيرة.',
  'home.promise.vat': 'شامل ضريبة القيمة المضافة',
  'home.promise.vatText': 'السعر الذي تراه هو السعر الذي تدفعه.',
  'home.promise.payment': 'الدفع عند الاستلام',
  'home.promise.paymentText': 'نقدًا أو بالبطاقة عند وصول طلبك.',
  'home.topCategories': 'تسوّق حسب الفئة',
  'home.topBrands': 'أشهر العلامات التجارية',
  'home.allProducts': 'جميع المنتجات',

  // Hero carousel (the /admin/features slides)
  'hero.label': 'عروض مميّزة',
  'hero.roleDescription': 'عرض شرائح',
  'hero.slide': 'شريحة',
  'hero.slideOf': '{n} من {count, number}',
  'hero.previous': 'الشريحة السابقة',
  'hero.next': 'الشريحة التالية',
  'hero.goTo': 'الشريحة {n}: \u2068{title}\u2069',
  'hero.cta': 'تسوّق الآن',
} as const satisfies Record<keyof typeof enHome, string>;
