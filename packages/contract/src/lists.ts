// The lists the contract's schemas check against (sort orders, emirates, roles, order
// statuses, payment methods), the page sizes and each field's limits
// (docs/store-rules.md#9-constants-and-limits). A module apart from ./constants.ts: the
// forms and the server read these, and the first visit's JavaScript, which reads a few of
// ./constants.ts, carries none of them (e2e/tests/weight.spec.ts).

export const PAGE_SIZES = {
  shop: 24,
  adminProducts: 4,
  orders: 10,
  users: 10,
  quotes: 10,
  audit: 20,
} as const;

export const SORT_OPTIONS = ['price-lowtohigh', 'price-hightolow', 'title-atoz', 'title-ztoa'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const EMIRATES = [
  'Abu Dhabi',
  'Dubai',
  'Sharjah',
  'Ajman',
  'Umm Al Quwain',
  'Ras Al Khaimah',
  'Fujairah',
] as const;
export type Emirate = (typeof EMIRATES)[number];

export const ROLES = ['admin', 'customer'] as const;
export type Role = (typeof ROLES)[number];

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TYPES = ['registered', 'guest'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const PAYMENT_METHODS = ['cash_on_delivery', 'card_on_delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const LIMITS = {
  nameMax: 100,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  titleMax: 200,
  descriptionMax: 5000,
  priceMaxAed: 1_000_000,
  /**
   * An order's total has its own ceiling (a line may reach 1,000,000 AED times
   * its units); the preview and the placement both refuse a total above it.
   */
  orderTotalMaxAed: 10_000_000,
  stockMax: 100_000,
  searchMax: 200,
  specLabelMax: 60,
  specValueMax: 200,
  specRowsMax: 40,
  /** Photos in a product's gallery (issue 14 item 4, docs/decisions/034). */
  galleryMax: 8,
} as const;
