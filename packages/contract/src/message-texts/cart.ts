// The cart's sentences (docs/store-rules.md#5-validation): its refusals and its toasts. A
// module apart from ./shop.ts, so that only the pages that change a cart carry them, not
// the first visit (e2e/tests/weight.spec.ts). Part of `messages` (../messages.ts).

// Validation (docs/store-rules.md#5-validation)
export const STOCK_LIMIT = 'Only {n} items available in stock';
export const STOCK_LIMIT_TITLE = 'Stock Limit';
export const QUANTITY_MIN = 'Quantity cannot be less than 1';
export const PRODUCT_ID_MISSING = 'Product ID is missing';

// Success toasts (docs/store-rules.md#5-validation)
export const CART_ADDED = 'Success: Product added to cart!';
export const CART_QUANTITY_UPDATED = 'Updated: Quantity updated to {n}';
export const CART_REMOVED = 'Success: Product removed from cart';

// Cart and orders (issue "Cart, checkout, orders")
export const CART_ITEM_NOT_FOUND = 'This product is not in your cart';

// Limits on what an anonymous visitor can take (issue 15 item 8, docs/store-rules.md#limits)
export const QUANTITY_LIMIT = 'You can order at most {n} of each product per order';
export const QUANTITY_LIMIT_TITLE = 'Quantity Limit';
