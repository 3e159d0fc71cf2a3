// The shop's list filters, kept for the browser tab in sessionStorage under
// 'filters' (the listing page reads them; the header navigation writes them).

export const FILTERS_KEY = 'filters';

export interface StoredFilters {
  category?: string[];
  brand?: string[];
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can be switched off; the shop still works without remembered filters.
    return null;
  }
}

const stringList = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : undefined;

export function readStoredFilters(): StoredFilters | null {
  const raw = storage()?.getItem(FILTERS_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    return { category: stringList(record.category), brand: stringList(record.brand) };
  } catch {
    return null;
  }
}

/** Stores the filters, or clears them when given null. */
export function writeStoredFilters(filters: StoredFilters | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (filters === null) store.removeItem(FILTERS_KEY);
    else store.setItem(FILTERS_KEY, JSON.stringify(filters));
  } catch {
    // Quota or privacy mode: the filter simply is not remembered.
  }
}
