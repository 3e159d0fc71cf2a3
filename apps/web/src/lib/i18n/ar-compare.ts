// The comparison in Arabic: the twin of en-compare.ts (issue 12 item 2).
// A plain object: the language mechanism (lib/i18n.ts) loads it for Arabic pages.
import type { enCompare } from './en-compare';

export const arCompare = {
  'page.compare.title': 'مقارنة المنتجات',
  'page.compare.description': 'حتى 4 منتجات من فئة واحدة جنبًا إلى جنب، مع إبراز الفروق بينها.',
  'compare.add': 'أضف إلى المقارنة',
  'compare.added': 'أُضيف إلى المقارنة',
  'compare.view':
    '{count, plural, zero {قارن المنتجات} one {قارن منتجًا واحدًا} two {قارن منتجين} few {قارن # منتجات} many {قارن # منتجًا} other {قارن # منتج}}',
  'compare.full': 'يمكنك مقارنة 4 منتجات على الأكثر. أزل منتجًا لتضيف غيره.',
  'compare.otherCategory': 'يمكنك مقارنة منتجات من فئة واحدة فقط. امسح المقارنة لتقارن هذا المنتج.',
  'compare.remove': 'أزل \u2068{title}\u2069 من المقارنة',
  'compare.clear': 'امسح المقارنة',
  'compare.empty.title': 'لا شيء للمقارنة بعد',
  'compare.empty.description': 'افتح منتجًا واضغط «أضف إلى المقارنة». أضف حتى 4 منتجات من فئة واحدة.',
  'compare.caption': 'المواصفات جنبًا إلى جنب؛ الصفوف المميزة مختلفة',
  'compare.price': 'السعر',
  'compare.stock': 'التوفر',
  'compare.differs': 'مختلف',
  'compare.addToCartShort': 'أضف إلى السلة',
  'compare.addToCart': 'أضف إلى السلة: \u2068{title}\u2069',
  'compare.hideSame': 'إخفاء الصفوف المتطابقة',
  'compare.showSame': 'إظهار الصفوف المتطابقة',
  'compare.yes': 'نعم',
  'compare.no': 'لا',
  'compare.noscript': 'تُحفظ المقارنة في هذا المتصفح وتحتاج إلى JavaScript، وهو متوقف. فعّل JavaScript لتقارن المنتجات.',
} as const satisfies Record<keyof typeof enCompare, string>;
