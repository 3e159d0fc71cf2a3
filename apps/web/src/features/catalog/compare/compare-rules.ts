// The comparison's rules (issue 14 item 5): up to 4 products of one category,
// their typed attributes (issue 24 item 7, docs/decisions/048) aligned by
// code, then the specification rows no attribute stands for, aligned by
// label, the differences marked.
import type { AttributeDefinition, AttributeValue, Product } from '@store/contract';

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
  /** Unique among the rows. */
  key: string;
  label: string;
  /** One value per product, in their order; null where a product has no such row. */
  values: (string | null)[];
  /** The values are not all the same (a missing value counts as different). */
  differs: boolean;
}

const key = (label: string) => label.trim().toLocaleLowerCase();

/**
 * The rows of every product's specification, aligned by label (case and
 * spaces aside), in the order they first appear; `skip` are labels (as
 * `key` reads them) an attribute row already shows.
 */
export function compareRows(products: readonly Product[], skip: ReadonlySet<string> = new Set()): CompareRow[] {
  const order: string[] = [];
  const labels = new Map<string, string>();
  for (const product of products) {
    for (const row of product.specs) {
      const k = key(row.label);
      if (!labels.has(k) && !skip.has(k)) {
        labels.set(k, row.label);
        order.push(k);
      }
    }
  }
  return order.map((k) => {
    const values = products.map((product) => product.specs.find((row) => key(row.label) === k)?.value ?? null);
    const differs = products.length > 1 && new Set(values.map((v) => (v === null ? null : v.trim()))).size > 1;
    return { key: `spec:${k}`, label: labels.get(k) ?? k, values, differs };
  });
}

/** A value as compared: several choices in any order are the same, "OLED" and "oled" too. */
function sameness(value: AttributeValue | undefined): string | null {
  if (value === undefined) return null;
  if (Array.isArray(value)) return JSON.stringify(value.map((v) => v.trim().toLowerCase()).toSorted());
  return JSON.stringify(typeof value === 'string' ? value.trim().toLowerCase() : value);
}

/**
 * The typed attributes marked for compare, in their order, one row each
 * with a value per product (`format` writes it: a label in the page's
 * language, a number with its unit); a row no product has a value for is
 * left out. "Differs" compares the values, not their text: 165 and 165.0 Hz
 * are the same; a missing value differs from any. Then the specification
 * rows that no attribute stands for (their label is neither of the
 * attribute's labels).
 */
export function compareTable(
  products: readonly Product[],
  definitions: readonly AttributeDefinition[],
  label: (definition: AttributeDefinition) => string,
  format: (definition: AttributeDefinition, value: AttributeValue) => string,
): CompareRow[] {
  const rows: CompareRow[] = [];
  const covered = new Set<string>();
  for (const definition of definitions.filter((d) => d.inCompare).toSorted((a, b) => a.order - b.order)) {
    const raw = products.map((product) => product.attributes[definition.code]);
    if (raw.every((value) => value === undefined)) continue;
    covered.add(key(definition.label));
    if (definition.labelAr) covered.add(key(definition.labelAr));
    rows.push({
      key: `attr:${definition.code}`,
      label: label(definition),
      values: raw.map((value) => (value === undefined ? null : format(definition, value))),
      differs: products.length > 1 && new Set(raw.map(sameness)).size > 1,
    });
  }
  return [...rows, ...compareRows(products, covered)];
}
