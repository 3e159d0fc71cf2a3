// The coupon code at checkout and the discount line of the totals (issue 14
// item 2, docs/decisions/033). Named by the routes that show the order totals
// or the checkout's code field (lib/i18n.ts, "Texts load per route").

export const enCoupon = {
  'totals.discount': 'Discount ({code})',
  'coupon.label': 'Coupon code',
  'coupon.apply': 'Apply',
  'coupon.applying': 'Checking the code…',
  'coupon.applied': 'Code {code} applied',
  'coupon.remove': 'Remove code',
} as const satisfies Record<string, string>;
