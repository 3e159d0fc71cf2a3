import { DEFAULT_STORE_CONFIG, STORE_CONFIG_ELEMENT_ID, type StoreConfig } from './store-config-defaults';

export type { StoreConfig };

function pickString(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/** A whole number of at least 1 (a count limit). */
function pickCount(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
}

function pickNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** Reads the JSON the server put into index.html; any missing or odd field keeps its default. */
export function readStoreConfig(doc: Document | undefined = globalThis.document): StoreConfig {
  const text = doc?.getElementById(STORE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULT_STORE_CONFIG;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return DEFAULT_STORE_CONFIG;
  }
  if (typeof raw !== 'object' || raw === null) return DEFAULT_STORE_CONFIG;
  const record = raw as Record<string, unknown>;
  return {
    storeName: pickString(record.storeName, DEFAULT_STORE_CONFIG.storeName),
    storePhone: pickString(record.storePhone, DEFAULT_STORE_CONFIG.storePhone),
    storeEmail: pickString(record.storeEmail, DEFAULT_STORE_CONFIG.storeEmail),
    deliveryFeeAed: pickNumber(record.deliveryFeeAed, DEFAULT_STORE_CONFIG.deliveryFeeAed),
    maxUnitsPerProduct: pickCount(record.maxUnitsPerProduct, DEFAULT_STORE_CONFIG.maxUnitsPerProduct),
  };
}

/**
 * The settings, read once in the browser from the JSON block the server wrote
 * (`StoreConfigScript`); on the server, set from the load context before each
 * render (`setStoreConfig`). They do not change while the process runs.
 */
export const storeConfig: StoreConfig = { ...readStoreConfig() };

export function setStoreConfig(config: StoreConfig): void {
  Object.assign(storeConfig, config);
}

/** The phone number as a tel: URI (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
