// The comparison kept in the browser (issue 14 item 5), for guests and
// customers alike: it survives a reload and needs no account.
import type { ComparedEntry } from './compare-rules';

export const COMPARE_KEY = 'compare_products';

export function loadComparison(storage: Storage | undefined = globalThis.localStorage): ComparedEntry[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(COMPARE_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (e): e is ComparedEntry => typeof e === 'object' && e !== null && typeof e.id === 'string' && typeof e.category === 'string',
    );
  } catch {
    return [];
  }
}

export function saveComparison(entries: readonly ComparedEntry[], storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (entries.length === 0) storage?.removeItem(COMPARE_KEY);
    else storage?.setItem(COMPARE_KEY, JSON.stringify(entries));
  } catch {
    // Private mode or a full storage: nothing to keep.
  }
}
