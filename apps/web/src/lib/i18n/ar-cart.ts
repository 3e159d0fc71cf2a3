// The cart panel in Arabic: the twin of en-cart.ts (issue 12 item 2).
// A plain object: the language mechanism (lib/i18n.ts) loads it for Arabic pages.
// Product titles inside an Arabic sentence sit between U+2068 and U+2069
// (first-strong isolate), so punctuation around them lands on the right side.
import type { enCart } from './en-cart';

export const arCart = {
  // Cart panel (docs/store-rules.md#cart-panel)
  'cart.title': 'سلة التسوق',
  'cart.subtitle': 'راجع منتجاتك قبل إتمام الشراء',
  'cart.empty': 'سلة التسوق فارغة',
  'cart.emptyHint': 'تصفّح المتجر وأضف المنتجات: ستبقى هنا بانتظارك.',
  'cart.browse': 'تصفّح المنتجات',
  'cart.lineQuantity': 'الكمية {quantity} × {price}',
  'cart.total': 'الإجمالي',
  'cart.placeOrder': 'تأكيد الطلب',

  // Cart panel lines (docs/store-rules.md#cart-panel)
  'cart.itemsLabel': 'المنتجات في سلتك',
  'cart.unitPrice': '{price} للقطعة',
  'cart.quantityOf': 'كمية \u2068{title}\u2069',
  'cart.decrease': 'إنقاص كمية \u2068{title}\u2069',
  'cart.increase': 'زيادة كمية \u2068{title}\u2069',
  'cart.remove': 'إزالة \u2068{title}\u2069',
  'cart.maxStock': 'المتوفر في المخزون {n} فقط',
  'cart.soldOut': 'نفدت الكمية: لا يُحسب ضمن الإجمالي.',
  'cart.maxUnits': 'بحد أقصى {n} لكل طلب',
  'cart.overStock': 'المتوفر في المخزون {n} فقط: قلّل الكمية لتتمكن من طلبه. لا يُحسب ضمن الإجمالي.',
  'cart.totalNote': 'شامل ضريبة القيمة المضافة. تُضاف رسوم التوصيل عند إتمام الشراء.',
  'cart.loading': 'جارٍ تحميل سلتك…',
} as const satisfies Record<keyof typeof enCart, string>;
