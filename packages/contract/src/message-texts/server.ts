// The server's answers that the web app shows as they come (docs/store-rules.md#7-the-api and #6-roles-and-security),
// and those of the catalogue, cart, orders and quotes.
// Part of `messages` (../messages.ts).

// Server messages (docs/store-rules.md#7-the-api and #6-roles-and-security)
export const VALIDATION_FAILED = 'Please check the highlighted fields';
export const NOT_FOUND = 'Not found';
export const ROUTE_NOT_FOUND = 'Route {method} {url} not found';
export const INVALID_ID = 'Invalid id';
export const FORBIDDEN = 'You do not have permission to do this';
export const ADMIN_ONLY = 'Admins only';
export const FOREIGN_ORIGIN = 'Request refused: it came from another site';
export const REQUEST_REFUSED = 'The request could not be accepted';
export const TOO_MANY_REQUESTS = 'Too many requests, please try again later';
export const TOO_MANY_LOGINS = 'Too many login attempts, please try again in a few minutes';
export const PAYLOAD_TOO_LARGE = 'The request is too large';
export const UNSUPPORTED_MEDIA_TYPE = 'Unsupported content type';
export const INVALID_JSON = 'The request body is not valid JSON';
export const URL_INVALID = 'The address of this request is not valid';
export const URL_TOO_LONG = 'The address of this request is too long';
export const HOST_INVALID = 'The Host header of this request is not valid';
export const TEXT_UNSTORABLE = 'Text cannot contain the NUL character or broken Unicode';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const REGISTERED = 'Registration successful';
export const LOGGED_IN = 'Logged in successfully';
export const LOGGED_OUT = 'Logged out successfully';
export const USER_NOT_FOUND = 'User not found';
export const USER_UPDATED = 'User updated successfully';
export const USER_DELETED = 'User deleted successfully';
export const PROFILE_UPDATED = 'Profile updated successfully';
export const CANNOT_DELETE_SELF = 'You cannot delete your own account';
export const CANNOT_REMOVE_LAST_ADMIN = 'The store must keep at least one admin';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const PASSWORD_CHANGED = 'Password changed successfully';

// Password reset (issue 13 item 1, docs/decisions/020): one neutral answer whether the account exists or not
export const RESET_LINK_SENT =
  'If an account exists for this email, we have sent it a link to choose a new password. The link works once, within 30 minutes.';
export const RESET_LINK_INVALID = 'This password reset link is invalid, used or expired. Please ask for a new one.';
export const PASSWORD_RESET_DONE = 'Your password has been changed and you are signed in';
export const TOO_MANY_RESET_REQUESTS = 'Too many password reset requests, please try again later';
export const TOO_MANY_RESET_ATTEMPTS = 'Too many attempts with reset links, please try again later';
export const RESET_LINK_SENT_TO_USER = 'A password reset link was sent to {email}';

// Confirming an account's email address (issue 26 item 2)
export const CONFIRM_LINK_INVALID = 'This confirmation link is not valid. Sign in and send a new one from your account page';
export const CONFIRM_LINK_EXPIRED = 'This confirmation link has expired: links work for {days} days. Sign in and send a new one from your account page';
export const EMAIL_CONFIRMED = 'Your email address is confirmed';
export const EMAIL_ALREADY_CONFIRMED = 'Your email address is already confirmed';
export const CONFIRMATION_SENT = 'We sent a confirmation link to {email}';
export const TOO_MANY_CONFIRMATION_EMAILS = 'Confirmation links were sent several times in the last hour. Please try again in {minutes} minutes';

// Changing the account's email address (issue 26 item 8): the login changes when the new address's link is opened
/** The field's sentence when the e-mail changes and no current password came. */
export const CURRENT_PASSWORD_FOR_EMAIL = 'Enter your current password to change your email address';
/** The same answer whether the new address is free or belongs to another account. */
export const EMAIL_CHANGE_PENDING = 'Profile saved. Open the link we sent to {email} to make it your sign-in address; until then you sign in with {current}';
export const EMAIL_CHANGED = 'Your email address is now {email}. Sign in with it from now on';

// Catalogue, cart and orders (used by later capabilities)
export const PRODUCT_NOT_FOUND = 'Product not found';
export const BRAND_NOT_FOUND = 'Brand not found';
export const CATEGORY_NOT_FOUND = 'Category not found';
export const ORDER_NOT_FOUND = 'Order not found';
export const PRODUCT_UNAVAILABLE = 'This product is no longer available';
export const ORDER_TOTAL_CHANGED = 'Prices have changed: the total is now {total}. Please review and confirm again.';
export const INVALID_STATUS_CHANGE = 'An order that is {from} cannot become {to}. Allowed next statuses: {allowed}';

// Cart and orders (issue "Cart, checkout, orders")
export const ORDER_PLACED = 'Order placed successfully';
export const ORDER_STATUS_UPDATED = 'Order status updated to {status}';
export const ORDER_DELETED = 'Order deleted successfully';
export const IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key must be 1 to 200 characters';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for another order. Send a new key for a new order';
/** ORDER_ACTIONS_PER_ACCOUNT_PER_HOUR or ORDER_ACTIONS_PER_IP_PER_HOUR reached (issue 26 item 2). */
export const TOO_MANY_ORDER_ACTIONS = 'Too many orders were placed or cancelled. Please try again in {minutes} minutes';

// Get Quote (docs/store-rules.md#get-quote)
export const QUOTE_SENT = 'Thank you! We will send you a quote shortly';
export const QUOTE_NOT_AVAILABLE = 'Quotes are not offered for this product';
export const QUOTE_NOT_FOUND = 'Quote request not found';
export const QUOTE_HANDLED = 'Quote request marked as handled';
export const QUOTE_REOPENED = 'Quote request reopened';

// Operations (docs/decisions/018)
export const NOT_READY = 'The store cannot serve requests: its database does not answer';
export const METRICS_TOKEN_REQUIRED = 'Send the metrics token as Authorization: Bearer <token>';

// Catalogue languages (issue 12 item 4, docs/decisions/025)
export const LANG_INVALID = 'Language must be en or ar';
// Tax invoices and credit notes (issue 13 items 4 and 5, docs/decisions/026).
export const INVOICE_NOT_FOUND = 'There is no invoice for this order yet: the store issues it when the order is confirmed';
export const CREDIT_NOTE_NOT_FOUND = 'There is no credit note for this order: one is issued when an invoiced order is cancelled';
