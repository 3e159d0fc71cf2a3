// The sections of the store's Config (config.ts), each a group of settings one part of the store reads.

export interface SellerConfig {
  legalName: string;
  address: string;
  trn: string | undefined;
}

export interface ServerLimits {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  connectionTimeoutMs: number;
  maxConnections: number;
}

export interface ThrottleConfig {
  loginWindowMinutes: number;
  loginPairMaxFailures: number;
  loginIpMaxFailures: number;
  loginEmailFreeFailures: number;
  loginEmailFirstDelaySeconds: number;
  loginEmailMaxDelaySeconds: number;
  passwordUserMaxFailures: number;
  registerIpMaxPerHour: number;
  resetEmailMaxPerHour: number;
  resetIpMaxPerHour: number;
  resetUserMaxPerHour: number;
  resetIpMaxFailures: number;
  dataExportsPerHour: number;
  /** Guests' stock alert requests per IP per hour (docs/decisions/037). */
  stockAlertIpMaxPerHour: number;
  quoteIpMaxPerHour: number;
  reviewEditsPerHour: number;
  /** Alerts one address may wait on at once. */
  stockAlertsPerEmail: number;
  /** Unknown coupon codes per IP in the coupon window (docs/decisions/033). */
  couponIpMaxFailures: number;
  couponWindowMinutes: number;
  /** `TRACK_LOOKUPS_PER_IP` order-number lookups per IP in `TRACK_LOOKUP_WINDOW_MINUTES`, shared by every instance. */
  trackLookupsPerIp: number;
  trackLookupWindowMinutes: number;
  /** Orders placed and cancelled per account (a guest: per e-mail) and per IP in an hour (issue 26 item 2). */
  orderActionsPerAccount: number;
  orderActionsPerIp: number;
  /** Confirmation links e-mailed again per account per hour (issue 26 item 2). */
  confirmationEmailsPerHour: number;
}

/** S3-compatible object storage for uploaded images (storage/s3-storage.ts, docs/decisions/017). */
export interface S3Settings {
  bucket: string;
  /** Another S3-compatible service (MinIO, R2, Spaces…); undefined: AWS S3 for `region`. */
  endpoint: string | undefined;
  region: string;
  /** Undefined: the AWS SDK's own chain (AWS_* variables, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
}

export interface TrackingConfig {
  /** `APP_SECRET`: signs tracking links instead of the key kept in `store_secrets`. */
  appSecret: string | undefined;
  /** `TRACK_LINK_DAYS`: how long a link works after it was issued. */
  linkDays: number;
}

export interface OrderLimitsConfig {
  maxUnitsPerProduct: number;
  guestWindowHours: number;
  guestOpenOrdersPerEmail: number;
  guestOpenOrdersPerPhone: number;
  guestOpenOrdersPerIp: number;
  /** A confirmed account's open orders, and units of one product across them (issue 26 item 1). */
  accountOpenOrders: number;
  accountOpenUnitsPerProduct: number;
}

export interface CatalogueCsvConfig {
  importMaxBytes: number;
  batchSize: number;
}

export interface RateLimitConfig {
  requestsPerMinute: number;
  uploadsPerMinute: number;
}
