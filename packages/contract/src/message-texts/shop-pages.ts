// What a shopper is told on the pages after the first visit: checkout and orders,
// coupons, reviews, the wishlist and back-in-stock alerts. A module apart from
// ./shop.ts (the cart's sentences and the fallbacks every shop page can show), so that
// the first visit's JavaScript carries none of these (e2e/tests/weight.spec.ts).
// Part of `messages` (../messages.ts).

// Order and search fallbacks (docs/store-rules.md#fallbacks)
export const PLACE_ORDER_FAILED = 'Failed to place order';
export const FETCH_ORDERS_FAILED = 'Failed to fetch orders';
export const SEARCH_FAILED = 'Search failed';
export const SERVER_ERROR = 'Server Error';

// Limits on an order (issue 15 item 8, docs/store-rules.md#limits)
export const GUEST_ORDER_LIMIT =
  'There are already too many open orders for these contact details or this network. Please wait until we have confirmed them, or contact us to order more';
export const ACCOUNT_ORDER_LIMIT =
  'Your open orders already hold as much as one account may: {orders} open orders, or {units} units of one product. Please wait until we have confirmed them, or contact us to order more';
export const ORDER_TOTAL_TOO_HIGH = 'An order can total at most {max}. Please split it into smaller orders';
export const ORDER_TOTAL_INVALID = 'The total must be between 0 and 10,000,000 AED with at most 2 decimals';
/** Who changed an order's status, as a customer is told: never a staff member's name. */
export const ORDER_CHANGED_BY_STORE = 'the store';


// Coupon codes at checkout (issue 14 item 2, docs/decisions/033)
export const COUPON_UNKNOWN = 'This coupon code does not exist';
export const COUPON_EXPIRED = 'This coupon code has expired';
export const COUPON_NOT_YET_VALID = 'This coupon code is not valid yet';
export const COUPON_USED_UP = 'This coupon code has been used up';
export const COUPON_ALREADY_USED = 'You have already used this coupon code';
export const COUPON_MIN_SPEND = 'This coupon code needs a spend of at least {min}';
export const COUPON_NOT_APPLICABLE = 'This coupon code does not apply to the products in your cart';
export const COUPON_CODE_INVALID = 'Enter a coupon code of up to 40 letters, digits or dashes';
/** Too many unknown codes from one network (COUPON_FAILURES_PER_IP): every code waits, a checkout without one does not. */
export const COUPON_TOO_MANY_ATTEMPTS = 'Too many coupon codes were tried from your network. Please try again in {minutes} minutes, or check out without a code';
// Product reviews (issue 14 item 7, docs/decisions/036).
export const REVIEW_NOT_BOUGHT = 'Only customers who bought this product can review it';
export const REVIEW_NOT_DELIVERED = 'You can review this product once your order has been delivered';
export const REVIEW_EXISTS = 'You have already reviewed this product. Edit your review instead';
export const REVIEW_NOT_FOUND = 'Review not found';
export const REVIEW_RATING_INVALID = 'Choose a rating from 1 to 5 stars';
export const REVIEW_TEXT_TOO_LONG = 'A review can be at most 2,000 characters';
export const REVIEW_SAVED = 'Thank you, your review is saved';
/** REVIEW_EDITS_PER_HOUR reached (issue 26 item 6): each save clears the product's cached pages. */
export const TOO_MANY_REVIEW_EDITS = 'You have changed your reviews too often. Please try again in {minutes} minutes';
/** The wishlist (issue 14 item 6, docs/decisions/035). */
export const WISHLIST_ADDED = 'Saved to your wishlist';
export const WISHLIST_REMOVED = 'Removed from your wishlist';
export const WISHLIST_FULL = 'A wishlist holds at most 100 products. Remove some to save more';
export const FETCH_WISHLIST_FAILED = 'Failed to fetch wishlist';
export const WISHLIST_FAILED = 'Could not update your wishlist. Please try again';
// Back-in-stock alerts (issue 14 item 8, docs/decisions/037). The same answer for a new and an
// existing alert, so nobody learns who else waits for a product.
export const STOCK_ALERT_SAVED = 'Done. We will e-mail you once when it is back in stock';
export const STOCK_ALERT_IN_STOCK = 'This product is in stock. You can order it now';
export const STOCK_ALERT_EMAIL_REQUIRED = 'Enter your e-mail address';
export const TOO_MANY_QUOTE_REQUESTS = 'Too many quote requests from your network. Please try again later';
export const TOO_MANY_STOCK_ALERTS = 'Too many stock alerts were requested. Please try again later';
export const STOCK_ALERTS_PER_EMAIL = 'This e-mail address already waits for too many products. Please try again once some are back';
export const STOCK_ALERT_UNSUBSCRIBED = 'Done. This address will get no more stock alerts from us';
export const STOCK_ALERT_LINK_INVALID = 'This link does not work. Please use the link in the latest e-mail';
