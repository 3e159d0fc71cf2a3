// What the Fastify server hands to the web app's loaders and actions (React
// Router's load context, built by apps/server/src/plugins/web-app.ts). Route
// modules reach the store only through it, never by importing server code, so
// the services, the database connection and the caches exist once per process
// (docs/decisions/013).
import type { User } from './schemas/auth';

/** The safe-to-publish store settings (docs/architecture.md#the-parts). */
export interface PublicStoreConfig {
  storeName: string;
  storePhone: string;
  storeEmail: string;
  deliveryFeeAed: number;
  /** Units of one product one order may hold (`MAX_UNITS_PER_PRODUCT`): the cart's quantity controls stop there. */
  maxUnitsPerProduct: number;
}

export interface ServerApiInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Extra request headers, such as the Idempotency-Key of an order placement. */
  headers?: Record<string, string>;
}

/** An API answer: the status and the parsed JSON body. */
export interface ServerApiResult<T> {
  status: number;
  body: T;
}

export interface StoreLoadContext {
  /**
   * Calls this process's own API (`/api/...`) in-process, as the page's
   * visitor: with their cookie and address, through the same validation,
   * authorisation and caches as a browser's call. No network hop. A cookie
   * that a write sets (a login's session) goes out with the page or redirect
   * the action answers.
   */
  api<T = unknown>(path: string, init?: ServerApiInit): Promise<ServerApiResult<T>>;
  /** The signed-in user of this request, or null for a guest. */
  user: User | null;
  storeConfig: PublicStoreConfig;
}
