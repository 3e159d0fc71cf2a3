// Every user-facing error and toast text of the spec (sections 5 and 8), word
// for word, plus the server's own messages decided in DESIGN.md. Both the
// server and the web app read them from here, by code.

export const messages = {
  // Spec section 5: validation
  STOCK_LIMIT: 'Only {n} items available in stock',
  STOCK_LIMIT_TITLE: 'Stock Limit',
  QUANTITY_MIN: 'Quantity cannot be less than 1',
  PRODUCT_ID_MISSING: 'Product ID is missing',
  BRAND_REQUIRED: 'Brand name is required',
  CATEGORY_REQUIRED: 'Category name is required',

  // Spec section 5: success toasts
  CART_ADDED: 'Success: Product added to cart!',
  CART_QUANTITY_UPDATED: 'Updated: Quantity updated to {n}',
  CART_REMOVED: 'Success: Product removed from cart',

  // Spec section 8: cart, auth and user fallbacks
  FETCH_CART_FAILED: 'Failed to fetch cart',
  ADD_TO_CART_FAILED: 'Failed to add to cart',
  REMOVE_ITEM_FAILED: 'Failed to remove item',
  UPDATE_QUANTITY_FAILED: 'Failed to update quantity',
  REGISTRATION_FAILED: 'Registration failed',
  LOGIN_FAILED: 'Login failed',
  SESSION_EXPIRED: 'Session expired',
  FETCH_USERS_FAILED: 'Failed to fetch users',
  UPDATE_USER_FAILED: 'Failed to update user',
  DELETE_USER_FAILED: 'Failed to delete user',
  UPDATE_FAILED: 'Update failed',
  FETCH_USER_FAILED: 'Failed to fetch user',

  // Spec section 8: order, search and dashboard fallbacks
  PLACE_ORDER_FAILED: 'Failed to place order',
  FETCH_ORDERS_FAILED: 'Failed to fetch orders',
  UPDATE_ORDER_STATUS_FAILED: 'Failed to update order status',
  DELETE_ORDER_FAILED: 'Failed to delete order',
  SEARCH_FAILED: 'Search failed',
  SERVER_ERROR: 'Server Error',
  FETCH_DASHBOARD_FAILED: 'Failed to fetch dashboard data',
  MONTHLY_SALES_FAILED: 'Server error',
  UNEXPECTED_APP_ERROR: 'Unexpected Application Error!',

  // Server messages (DESIGN.md sections 3 and 4)
  VALIDATION_FAILED: 'Please check the highlighted fields',
  NOT_FOUND: 'Not found',
  ROUTE_NOT_FOUND: 'Route {method} {url} not found',
  INVALID_ID: 'Invalid id',
  NOT_SIGNED_IN: 'Please log in to continue',
  FORBIDDEN: 'You do not have permission to do this',
  ADMIN_ONLY: 'Admins only',
  FOREIGN_ORIGIN: 'Request refused: it came from another site',
  REQUEST_REFUSED: 'The request could not be accepted',
  TOO_MANY_REQUESTS: 'Too many requests, please try again later',
  TOO_MANY_LOGINS: 'Too many login attempts, please try again in a few minutes',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
  INVALID_JSON: 'The request body is not valid JSON',
  URL_INVALID: 'The address of this request is not valid',
  URL_TOO_LONG: 'The address of this request is too long',
  HOST_INVALID: 'The Host header of this request is not valid',
  TEXT_UNSTORABLE: 'Text cannot contain the NUL character or broken Unicode',
  INVALID_CREDENTIALS: 'Invalid email or password',
  EMAIL_TAKEN: 'An account with this email already exists',
  REGISTERED: 'Registration successful',
  LOGGED_IN: 'Logged in successfully',
  LOGGED_OUT: 'Logged out successfully',
  USER_NOT_FOUND: 'User not found',
  USER_UPDATED: 'User updated successfully',
  USER_DELETED: 'User deleted successfully',
  PROFILE_UPDATED: 'Profile updated successfully',
  CANNOT_DELETE_SELF: 'You cannot delete your own account',
  CANNOT_REMOVE_LAST_ADMIN: 'The store must keep at least one admin',
  WRONG_CURRENT_PASSWORD: 'Current password is incorrect',
  PASSWORD_CHANGED: 'Password changed successfully',

  // Operations (issue 15 item 9): the readiness check and the metrics endpoint
  NOT_READY: 'The store cannot serve requests: its database does not answer',
  METRICS_TOKEN_REQUIRED: 'Send the metrics token as Authorization: Bearer <token>',

  // Field formats (DESIGN.md section 5)
  NAME_REQUIRED: 'Name is required',
  NAME_TOO_LONG: 'Name must be at most 100 characters',
  EMAIL_INVALID: 'Enter a valid email address',
  PHONE_INVALID: 'Enter a valid phone number',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters',
  PASSWORD_TOO_LONG: 'Password must be at most 128 characters',
  PASSWORD_REQUIRED: 'Password is required',
  TITLE_REQUIRED: 'Title is required',
  PRICE_INVALID: 'Enter a price between 0 and 1,000,000 AED with at most 2 decimals',
  SALE_PRICE_NOT_BELOW: 'Sale price must be below the price',
  STOCK_INVALID: 'Stock must be a whole number between 0 and 100,000',
  EMIRATE_INVALID: 'Choose one of the seven emirates',
  FIELD_REQUIRED: 'This field is required',
  FIELD_INVALID: 'This value is not valid',
  CATEGORY_CHOICE_REQUIRED: 'Choose a category',
  BRAND_CHOICE_REQUIRED: 'Choose a brand',
  DELIVERY_ADDRESS_REQUIRED: 'Enter the delivery address',
  ORDER_ITEMS_REQUIRED: 'The order needs at least one product',
  ORDER_STATUS_INVALID: 'Choose one of the order statuses',

  // Catalogue, cart and orders (used by later capabilities)
  PRODUCT_NOT_FOUND: 'Product not found',
  BRAND_NOT_FOUND: 'Brand not found',
  CATEGORY_NOT_FOUND: 'Category not found',
  ORDER_NOT_FOUND: 'Order not found',
  PRODUCT_UNAVAILABLE: 'This product is no longer available',
  ORDER_TOTAL_CHANGED: 'Prices have changed: the total is now {total}. Please review and confirm again.',
  INVALID_STATUS_CHANGE: 'An order that is {from} cannot become {to}. Allowed next statuses: {allowed}',

  // Cart and orders (issue "Cart, checkout, orders")
  CART_ITEM_NOT_FOUND: 'This product is not in your cart',
  ORDER_PLACED: 'Order placed successfully',
  ORDER_STATUS_UPDATED: 'Order status updated to {status}',
  ORDER_DELETED: 'Order deleted successfully',
  IDEMPOTENCY_KEY_INVALID: 'Idempotency-Key must be 1 to 200 characters',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for another order. Send a new key for a new order',

  // Catalogue administration
  PRODUCT_CREATED: 'Product added successfully',
  PRODUCT_UPDATED: 'Product updated successfully',
  PRODUCT_DELETED: 'Product deleted successfully',
  BRAND_CREATED: 'Brand added successfully',
  BRAND_UPDATED: 'Brand updated successfully',
  BRAND_DELETED: 'Brand deleted successfully',
  BRAND_NAME_TAKEN: 'A brand with this name already exists',
  BRAND_IN_USE_ONE: 'This brand is used by 1 product. Move or delete it first',
  BRAND_IN_USE: 'This brand is used by {n} products. Move or delete them first',
  CATEGORY_CREATED: 'Category added successfully',
  CATEGORY_UPDATED: 'Category updated successfully',
  CATEGORY_DELETED: 'Category deleted successfully',
  CATEGORY_NAME_TAKEN: 'A category with this name already exists',
  CATEGORY_IN_USE_ONE: 'This category is used by 1 product. Move or delete it first',
  CATEGORY_IN_USE: 'This category is used by {n} products. Move or delete them first',

  // Get Quote (DESIGN.md section 5)
  QUOTE_SENT: 'Thank you! We will send you a quote shortly',
  QUOTE_NOT_AVAILABLE: 'Quotes are not offered for this product',
  QUOTE_NOT_FOUND: 'Quote request not found',
  QUOTE_HANDLED: 'Quote request marked as handled',
  QUOTE_REOPENED: 'Quote request reopened',

  // Home page slides (/admin/features)
  FEATURE_NOT_FOUND: 'Slide not found',
  FEATURE_CREATED: 'Slide added successfully',
  FEATURE_UPDATED: 'Slide updated successfully',
  FEATURE_DELETED: 'Slide deleted successfully',
  FEATURES_REORDERED: 'Slides reordered',
  FEATURE_IDS_REPEATED: 'Each slide may appear only once',
  LINK_INVALID: 'Enter a store path such as /shop/listing or a full https:// address',

  // Sales and dashboard
  YEAR_INVALID: 'Choose a year between 2000 and 2100',

  // Image uploads
  IMAGE_REQUIRED: 'Choose an image to upload',
  IMAGE_UNSUPPORTED: 'Only JPEG, PNG or WebP images can be uploaded',
  IMAGE_TOO_MANY_PIXELS: 'The image is too large: at most 50 megapixels',
  IMAGE_UNREADABLE: 'The image could not be read. Please try another file',
  IMAGE_FILE_TOO_LARGE: 'The image is too large: at most {mb} MB',
  IMAGE_UPLOADED: 'Image uploaded',
} as const;

export type MessageCode = keyof typeof messages;

/** The message for `code`, with `{name}` placeholders filled from `params`. */
export function message(code: MessageCode, params: Record<string, string | number> = {}): string {
  return messages[code].replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}
