// Arabic twin of en-coupon.ts (issue 14 item 2): a plain object, wired by the Arabic catalogue.
import type { enCoupon } from './en-coupon';

export const arCoupon = {
  'totals.discount': 'الخصم (\u2066{code}\u2069)',
  'coupon.label': 'رمز القسيمة',
  'coupon.apply': 'تطبيق',
  'coupon.applying': 'جارٍ التحقق من الرمز…',
  'coupon.applied': 'تم تطبيق الرمز \u2066{code}\u2069',
  'coupon.remove': 'إزالة الرمز',
} as const satisfies Record<keyof typeof enCoupon, string>;
