// The twin of en.ts in Arabic (issue 12): what every Arabic shop page shows.
// Written for a shopper in the UAE; numbers come through Intl with Latin digits.
// Plain data: made live by ./arabic-catalogue.ts on Arabic pages only.
import type { en } from './en';

export const ar = {
  // Brand and page meta
  'brand.computers': 'للكمبيوتر',
  'meta.title': '{page} | {brand} للكمبيوتر',
  'meta.siteName': '{brand} للكمبيوتر',
  'meta.defaultDescription':
    'أجهزة ألعاب ولابتوبات وشاشات وتراخيص برامج وإكسسوارات، مع التوصيل إلى جميع أنحاء الإمارات. الأسعار بالدرهم الإماراتي وشاملة ضريبة القيمة المضافة.',

  // Shared
  'common.loading': 'جارٍ التحميل…',
  'common.loadingPage': 'جارٍ تحميل الصفحة…',
  'common.checkingSession': 'جارٍ التحقق من تسجيل الدخول…',
  'common.close': 'إغلاق',
  'common.closePanel': 'إغلاق اللوحة',
  'common.backHome': 'العودة إلى المتجر',
  'common.skipToContent': 'الانتقال إلى المحتوى',
  'common.retry': 'إعادة المحاولة',

  // Shop header
  'header.banner': 'التوصيل الأول مجاني للمستخدمين المسجلين!',
  'header.callUs': 'اتصل بنا على {phone}',
  'header.emailUs': 'راسلنا على {email}',
  'header.mainNav': 'القائمة الرئيسية',
  'header.openMenu': 'فتح القائمة',
  'nav.home': 'الرئيسية',
  'nav.new': 'وصل حديثًا',
  'nav.products': 'المنتجات',
  'nav.deals': 'عروض مميزة',
  'nav.display': 'الشاشات',
  'nav.software': 'تراخيص البرامج',
  'nav.gamingPc': 'أجهزة الألعاب',
  'nav.build': 'جمّع جهازك',
  'nav.about': 'من نحن',
  'nav.search': 'البحث',
  'language.switch': 'اقرأ هذه الصفحة بالإنجليزية',

  // Cart panel
  'cart.buttonLabel': 'سلة التسوق: {count, number}',

  // Avatar menu
  'account.menuLabel': 'قائمة الحساب',
  'account.guestInitial': 'ز',
  'account.logout': 'تسجيل الخروج',

  // Footer
  'footer.about':
    'يبيع متجر {brand} للكمبيوتر أجهزة الألعاب واللابتوبات والشاشات وتراخيص البرامج والإكسسوارات، مع التوصيل إلى الإمارات السبع.',
  'footer.shop': 'تسوّق',
  'footer.help': 'المساعدة',
  'footer.contact': 'تواصل معنا',
  'footer.account': 'حسابي',
  'footer.wishlist': 'قائمة الأمنيات',
  'footer.checkout': 'إتمام الشراء',
  'footer.delivery': 'التوصيل إلى جميع أنحاء الإمارات',
  'footer.copyright': '© {year} {brand} للكمبيوتر',
  'footer.prices': 'الأسعار بالدرهم الإماراتي وتشمل ضريبة القيمة المضافة 5%.',

  // Home
  'page.home.title': 'أجهزة ألعاب ولابتوبات وشاشات في الإمارات',

  // Product cards, prices and stock
  'price.salePrice': 'سعر التخفيض',
  'price.was': 'كان',
  'price.save': 'وفّر {amount}',
  'price.saleBadge': 'تخفيض',
  'wishlist.save': 'احفظ في قائمة الأمنيات',
  'stock.in': 'متوفر',
  'stock.low': 'بقي {n} فقط',
  'stock.out': 'نفدت الكمية',
  'shelf.viewAll': 'عرض الكل',
  'shelf.previous': 'التمرير إلى الخلف في {title}',
  'shelf.next': 'التمرير إلى الأمام في {title}',
  'shelf.error': 'تعذّر تحميل هذه المنتجات.',

  // Plural messages: Arabic's six forms (Intl.PluralRules)
  'listing.count':
    '{count, plural, zero {لا توجد منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',

  // Search
  'search.label': 'البحث عن المنتجات',
  'search.placeholder': 'ابحث عن المنتجات والعلامات التجارية…',
  'search.submit': 'بحث',
  'search.suggestions': 'اقتراحات',
  'search.open': 'البحث عن المنتجات',
  'search.close': 'إغلاق البحث',

  // Shop pages
  'page.deals.title': 'عروض مميزة',
  'page.new.title': 'وصل حديثًا',

  // Status pages
  'notFound.title': 'الصفحة غير موجودة',
  'notFound.description': 'الصفحة التي طلبتها غير موجودة أو تم نقلها.',
  'error.description': 'حدث خطأ أثناء عرض هذه الصفحة. أعد تحميلها أو عُد إلى المتجر.',
  'error.reload': 'إعادة تحميل الصفحة',
  'legal.delivery': 'التوصيل',
  'legal.returns': 'الإرجاع',
  'legal.privacy': 'الخصوصية',
  'legal.terms': 'الشروط',
} as const satisfies Record<keyof typeof en, string>;
