// The wishlist page in Arabic: the twin of en-wishlist.ts (issue 12 item 2).
// A plain object: the language mechanism (lib/i18n.ts) loads it for Arabic pages.
import type { enWishlist } from './en-wishlist';

export const arWishlist = {
  'page.wishlist.title': 'قائمة الأمنيات',
  'page.wishlist.description': 'منتجات حفظتها لوقت لاحق، بسعر اليوم والكمية المتوفرة.',
  'wishlist.count':
    '{count, plural, zero {لا منتجات محفوظة} one {منتج محفوظ واحد} two {منتجان محفوظان} few {# منتجات محفوظة} many {# منتجًا محفوظًا} other {# منتج محفوظ}}',
  'wishlist.empty.title': 'قائمة أمنياتك فارغة',
  'wishlist.empty.description': 'اضغط على القلب في أي منتج لتحفظه هنا.',
  'wishlist.browse': 'تصفّح المتجر',
  'wishlist.moveToCart': 'انقل إلى السلة',
  'wishlist.remove': 'إزالة',
  'wishlist.removeLabel': 'أزل \u2068{title}\u2069 من قائمة الأمنيات',
  'wishlist.guestNote': 'محفوظة في هذا المتصفح. سجّل الدخول لتبقى قائمة أمنياتك معك على كل أجهزتك.',
  'wishlist.noscript': 'تُعرض قائمة أمنياتك باستخدام JavaScript، وهو متوقف في هذا المتصفح. فعّل JavaScript لترى المنتجات التي حفظتها.',
} as const satisfies Record<keyof typeof enWishlist, string>;
