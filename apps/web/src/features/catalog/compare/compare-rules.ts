// The comparison's rules (issue 14 item 5): up to 4 products of one category,
// and their specification rows aligned by label with the differences marked.
import type { Product } from '@store/contract';

export const COMPARE_MAX = 4;

/** A product in the comparison, as the browser keeps it. */
export interface ComparedEntry {
  id: string;
  /** The category's id: every entry shares one. */
  category: string;
}

export type AddOutcome =
  | { status: 'added' | 'already'; entries: ComparedEntry[] }
  | { status: 'full' }
  | { status: 'otherCategory' };

/** Adds `entry` unless the comparison is full or holds another category. */
export function addToComparison(entries: readonly ComparedEntry[], entry: ComparedEntry): AddOutcome {
  if (entries.some((e) => e.id === entry.id)) return { status: 'already', entries: [...entries] };
  if (entries.some((e) => e.category !== entry.category)) return { status: 'otherCategory' };
  if (entries.length >= COMPARE_MAX) return { status: 'full' };
  return { status: 'added', entries: [...entries, entry] };
}

export interface CompareRow {
  label: string;
  /** One value per product, in their order; null where a product has no such row. */
  values: (string | null)[];
  /** The values are not all the same (a missing value counts as different). */
  differs: boolean;
}

const key = (label: string) => label.trim().toLocaleLowerCase();

/**
 * The rows of every product's specification, aligned by label (case and
 * spaces aside), in the order they first appear.
 */
export function compareRows(products: readonly Product[]): CompareRow[] {
  const order: string[] = [];
  const labels = new Map<string, string>();
  for (const product of products) {
    for (const row of product.specs) {
      const k = key(row.label);
      if (!labels.has(k)) {
        labels.set(k, row.label);
        order.push(k);
      }
    }
  }
  return order.map((k) => {
    const values = products.map((product) => product.specs.find((row) => key(row.label) === k)?.value ?? null);
    const differs = products.length > 1 && new Set(values.map((v) => (v === null ? null : v.trim()))).size > 1;
    return { label: labels.get(k) ?? k, values, differs };
  });
}
