import type { MessageCode } from './messages';

/**
 * Every `code` an error body can carry (docs/store-rules.md#error-body). Clients branch
 * on these, never on the wording, which will be translated. Each code is also
 * the key of its English sentence in `messages`; a code stands for one kind
 * of failure, so a field's own sentence or a singular form may go with it
 * (VALIDATION_FAILED with "Brand name is required", BRAND_IN_USE with "used by 1 product").
 */
export const ERROR_CODES = [
  // Bad input (400) and requests the framework refuses
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'URL_INVALID',
  'URL_TOO_LONG',
  'HOST_INVALID',
  'TEXT_UNSTORABLE',
  'IDEMPOTENCY_KEY_INVALID',
  'WRONG_CURRENT_PASSWORD',
  'RESET_LINK_INVALID',
  'CONFIRM_LINK_INVALID',
  'IMAGE_REQUIRED',
  'IMAGE_UNSUPPORTED',
  'IMAGE_TOO_MANY_PIXELS',
  'IMAGE_UNREADABLE',
  'PAYLOAD_TOO_LARGE',
  'IMAGE_FILE_TOO_LARGE',
  'CSV_FILE_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'REQUEST_REFUSED',
  'QUANTITY_LIMIT',
  'ORDER_TOTAL_TOO_HIGH',
  'COUPON_UNKNOWN',
  'COUPON_EXPIRED',
  'COUPON_NOT_YET_VALID',
  'COUPON_MIN_SPEND',
  'COUPON_NOT_APPLICABLE',
  'COUPON_CODE_INVALID',
  'CSV_NOT_UTF8',
  'CSV_IMPORT_REFUSED',
  // Who may do what (401, 403)
  'NOT_SIGNED_IN',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'ADMIN_ONLY',
  'FOREIGN_ORIGIN',
  'METRICS_TOKEN_REQUIRED',
  'REVIEW_NOT_BOUGHT',
  'REVIEW_NOT_DELIVERED',
  // Not found (404)
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'USER_NOT_FOUND',
  'PRODUCT_NOT_FOUND',
  'BRAND_NOT_FOUND',
  'CATEGORY_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'CART_ITEM_NOT_FOUND',
  'QUOTE_NOT_FOUND',
  'FEATURE_NOT_FOUND',
  'COUPON_NOT_FOUND',
  'REVIEW_NOT_FOUND',
  'ATTRIBUTE_NOT_FOUND',
  'CSV_IMPORT_JOB_NOT_FOUND',
  'BUILD_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  // Conflicts (409)
  'STOCK_LIMIT',
  'WISHLIST_FULL',
  'BUILDS_FULL',
  'ADDRESSES_FULL',
  'ORDER_TOTAL_CHANGED',
  'INVALID_STATUS_CHANGE',
  'IDEMPOTENCY_KEY_REUSED',
  'EMAIL_TAKEN',
  'CANNOT_DELETE_SELF',
  'CANNOT_REMOVE_LAST_ADMIN',
  'BRAND_NAME_TAKEN',
  'SKU_TAKEN',
  'BRAND_IN_USE',
  'CATEGORY_NAME_TAKEN',
  'CATEGORY_IN_USE',
  'QUOTE_NOT_AVAILABLE',
  'COUPON_USED_UP',
  'COUPON_CODE_TAKEN',
  'COUPON_ALREADY_USED',
  'REVIEW_EXISTS',
  'STOCK_ALERT_IN_STOCK',
  'ATTRIBUTE_CODE_TAKEN',
  'ATTRIBUTE_CHANGE_BLOCKED',
  // Too many requests (429)
  'TOO_MANY_REQUESTS',
  'TOO_MANY_LOGINS',
  'GUEST_ORDER_LIMIT',
  'TOO_MANY_RESET_REQUESTS',
  'TOO_MANY_RESET_ATTEMPTS',
  'COUPON_TOO_MANY_ATTEMPTS',
  // Anything unexpected (500), or a service the store needs is down (503)
  'SERVER_ERROR',
  'IMAGE_STORAGE_UNAVAILABLE',
  // The database does not answer (503, GET /api/health/ready)
  'NOT_READY',
] as const satisfies readonly MessageCode[];

export type ErrorCode = (typeof ERROR_CODES)[number];

const known: ReadonlySet<string> = new Set(ERROR_CODES);

/** True for a code of this list (an error body from another server, or a newer one, may carry others). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && known.has(value);
}
