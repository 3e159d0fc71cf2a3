// What every shop page can say: the storefront's fallbacks (docs/store-rules.md#fallbacks
// and #8-messages). The first visit's JavaScript carries this module: the cart's refusals
// and toasts are in ./cart.ts, the later pages' sentences in ./shop-pages.ts.
// Part of `messages` (../messages.ts).

// Cart, auth and user fallbacks (docs/store-rules.md#fallbacks)
export const FETCH_CART_FAILED = 'Failed to fetch cart';
export const ADD_TO_CART_FAILED = 'Failed to add to cart';
export const REMOVE_ITEM_FAILED = 'Failed to remove item';
export const UPDATE_QUANTITY_FAILED = 'Failed to update quantity';
export const REGISTRATION_FAILED = 'Registration failed';
export const LOGIN_FAILED = 'Login failed';
export const SESSION_EXPIRED = 'Session expired';

// Password reset fallbacks (issue 13 item 1)
export const RESET_REQUEST_FAILED = 'Could not send the reset link';
export const RESET_PASSWORD_FAILED = 'Could not change the password';

// The storefront fallback of a failed page (docs/store-rules.md#fallbacks)
export const UNEXPECTED_APP_ERROR = 'Unexpected Application Error!';

// Server messages (docs/store-rules.md#7-the-api and #6-roles-and-security)
export const NOT_SIGNED_IN = 'Please log in to continue';

// The home page's notice once an account is deleted (docs/decisions/031)
export const ACCOUNT_DELETED = 'Your account has been deleted';
