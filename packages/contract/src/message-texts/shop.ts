// What a shopper can be shown: the spec's cart and stock sentences, its toasts and the
// storefront's fallbacks (spec sections 5 and 8).
// Part of `messages` (../messages.ts).

// Spec section 5: validation
export const STOCK_LIMIT = 'Only {n} items available in stock';
export const STOCK_LIMIT_TITLE = 'Stock Limit';
export const QUANTITY_MIN = 'Quantity cannot be less than 1';
export const PRODUCT_ID_MISSING = 'Product ID is missing';

// Spec section 5: success toasts
export const CART_ADDED = 'Success: Product added to cart!';
export const CART_QUANTITY_UPDATED = 'Updated: Quantity updated to {n}';
export const CART_REMOVED = 'Success: Product removed from cart';

// Spec section 8: cart, auth and user fallbacks
export const FETCH_CART_FAILED = 'Failed to fetch cart';
export const ADD_TO_CART_FAILED = 'Failed to add to cart';
export const REMOVE_ITEM_FAILED = 'Failed to remove item';
export const UPDATE_QUANTITY_FAILED = 'Failed to update quantity';
export const REGISTRATION_FAILED = 'Registration failed';
export const LOGIN_FAILED = 'Login failed';
export const SESSION_EXPIRED = 'Session expired';

// Spec section 8: order, search and dashboard fallbacks
export const PLACE_ORDER_FAILED = 'Failed to place order';
export const FETCH_ORDERS_FAILED = 'Failed to fetch orders';
export const SEARCH_FAILED = 'Search failed';
export const SERVER_ERROR = 'Server Error';
export const UNEXPECTED_APP_ERROR = 'Unexpected Application Error!';

// Server messages (DESIGN.md sections 3 and 4)
export const NOT_SIGNED_IN = 'Please log in to continue';

// Cart and orders (issue "Cart, checkout, orders")
export const CART_ITEM_NOT_FOUND = 'This product is not in your cart';
