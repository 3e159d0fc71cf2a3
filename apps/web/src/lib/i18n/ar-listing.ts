// Product lists in Arabic: the twin of en-listing.ts (issue 12 item 2).
// A plain object: the language mechanism (lib/i18n.ts) loads it for Arabic pages.
// Plural messages carry Arabic's six forms (zero, one, two, few, many, other) as
// Intl.PluralRules('ar') picks them: 0, 1, 2, 3–10, 11–99, and 100 and more.
// What a shopper typed or a filter's name sits between U+2068 and U+2069
// (first-strong isolate), so punctuation around it lands on the right side.
import type { enListing } from './en-listing';

export const arListing = {
  // Product lists: filters, sort, pagination
  'filters.title': 'التصفية',
  'filters.button': 'التصفية',
  'filters.active': 'مفعّلة',
  'filters.category': 'الفئة',
  'filters.brand': 'العلامة التجارية',
  'filters.count': '{count, number}',
  'filters.clear': 'مسح التصفية',
  'filters.clearAll': 'مسح الكل',
  'filters.remove': 'إزالة عامل التصفية: \u2068{label}\u2069',
  'filters.showResults': 'عرض النتائج',
  'filters.showCount':
    '{count, plural, zero {لا توجد نتائج} one {عرض نتيجة واحدة} two {عرض نتيجتين} few {عرض # نتائج} many {عرض # نتيجة} other {عرض # نتيجة}}',
  'filters.price': 'السعر',
  'filters.aed': 'د.إ.',
  'filters.inStock': 'المتوفر فقط',
  'filters.min': 'من',
  'filters.max': 'إلى',
  'filters.go': 'تطبيق',
  'filters.apply': 'تطبيق التصفية',
  'filters.showMore':
    '{count, plural, zero {عرض المزيد} one {عرض خيار آخر} two {عرض خيارين آخرين} few {عرض # خيارات أخرى} many {عرض # خيارًا آخر} other {عرض # خيار آخر}}',
  'filters.showLess': 'عرض أقل',
  'filters.rangeBetween': '\u2068{min}\u2069 – \u2068{max}\u2069',
  'filters.rangeFrom': 'من \u2068{value}\u2069',
  'filters.rangeUpTo': 'حتى \u2068{value}\u2069',
  'filters.chip': '\u2068{name}\u2069: \u2068{value}\u2069',
  'sort.label': 'الترتيب حسب',
  'sort.default': 'الأحدث أولًا',
  'sort.bestMatch': 'الأكثر تطابقًا',
  'sort.priceLowToHigh': 'السعر: من الأقل إلى الأعلى',
  'sort.priceHighToLow': 'السعر: من الأعلى إلى الأقل',
  'sort.titleAtoZ': 'الاسم: من أ إلى ي',
  'sort.titleZtoA': 'الاسم: من ي إلى أ',
  'pagination.label': 'التنقل بين الصفحات',
  'pagination.previous': 'السابق',
  'pagination.next': 'التالي',
  'pagination.page': 'الصفحة {page}',

  // Plural messages: ICU `plural` on the `count` parameter, `#` its number (lib/i18n.ts).
  'listing.countRange':
    '{count, plural, zero {لا توجد منتجات للعرض} one {عرض {from}–{to} من أصل منتج واحد} two {عرض {from}–{to} من أصل منتجين} few {عرض {from}–{to} من أصل # منتجات} many {عرض {from}–{to} من أصل # منتجًا} other {عرض {from}–{to} من أصل # منتج}}',
  'listing.error': 'تعذّر تحميل المنتجات',
  'listing.errorHint': 'تحقّق من اتصالك وحاول مرة أخرى.',
  'listing.noMatch': 'لا توجد منتجات تطابق عوامل التصفية هذه',
  'listing.noMatchHint': 'أزل أحد عوامل التصفية، أو امسحها كلها لعرض جميع المنتجات.',
  'listing.noDeals': 'لا توجد عروض حاليًا',
  'listing.noNew': 'لم تصل منتجات جديدة خلال آخر 30 يومًا',
  'listing.noProducts': 'لا توجد منتجات بعد',
  'listing.emptyHint': 'تصلنا بضائع جديدة كل أسبوع: تصفّح الكتالوج كاملًا في هذه الأثناء.',
  'listing.pageEmpty': 'لا توجد منتجات في هذه الصفحة',
  'listing.firstPage': 'الانتقال إلى الصفحة الأولى',
  'listing.browseAll': 'تصفّح جميع المنتجات',

  // Listing, deals, new arrivals and search pages
  'page.listing.title': 'المنتجات',
  'page.listing.description': 'تصفّح الكتالوج كاملًا وضيّق النتائج حسب الفئة والعلامة التجارية والمواصفات والسعر.',
  'page.deals.description': 'منتجات مخفّضة الآن، مع قيمة التوفير على كل منتج.',
  'page.new.description': 'منتجات أُضيفت خلال آخر 30 يومًا.',
  'page.search.title': 'البحث',
  'page.search.description': 'ابحث عن المنتجات بالاسم أو العلامة التجارية أو الفئة.',
  'search.resultsTitle': 'نتائج البحث عن «\u2068{keyword}\u2069»',
  'search.prompt': 'عمّ تبحث؟',
  'search.promptHint': 'اكتب اسم منتج أو علامة تجارية أو فئة، مثل «RTX 4070» أو «شاشة OLED».',
  'search.noResults': 'لا توجد منتجات تطابق «\u2068{keyword}\u2069»',
  'search.noResultsHint': 'تحقّق من الإملاء، أو استخدم كلمات أقل أو أعمّ، أو تصفّح إحدى الفئات.',
  'search.browseInstead': 'أو تصفّح إحدى الفئات:',
} as const satisfies Record<keyof typeof enListing, string>;
