import type { SpecRowJson } from '#server/db/schema/index';

// Arabic twins on an admin update (docs/decisions/025): the spec's calls replace
// the whole record, but a client that knows nothing of Arabic sends no Arabic
// fields. An absent twin therefore keeps the current one; null or empty clears it.

/** The twin to store: the form's (null for none), or the current one when the form leaves it out. */
export function keptTwin(sent: string | null | undefined, current: string | null | undefined): string | null {
  return sent === undefined ? (current ?? null) : sent || null;
}

/** A specification row as the form sends it: twins absent, null (none) or text. */
export interface SpecRowSent {
  label: string;
  value: string;
  labelAr?: string | null | undefined;
  valueAr?: string | null | undefined;
}

/**
 * The rows to store. A row that leaves out a twin keeps the one of the
 * current row with the same English label (and, for the value's twin, the
 * same value): the twin belongs to the English it translates, wherever the
 * row has moved. Rows store only the twins they have.
 */
export function specsWithArabicKept(sent: readonly SpecRowSent[], current: readonly SpecRowJson[] = []): SpecRowJson[] {
  return sent.map((row) => {
    const sameLabel = current.find((old) => old.label === row.label);
    const sameValue = current.find((old) => old.label === row.label && old.value === row.value);
    const labelAr = keptTwin(row.labelAr, sameLabel?.labelAr);
    const valueAr = keptTwin(row.valueAr, sameValue?.valueAr);
    return { label: row.label, value: row.value, ...(labelAr ? { labelAr } : {}), ...(valueAr ? { valueAr } : {}) };
  });
}

/** A product form's Arabic twins against the product as it is (none when it is new). */
export function withArabicKept(
  input: { titleAr?: string | null | undefined; descriptionAr?: string | null | undefined; specs: readonly SpecRowSent[] },
  before?: { titleAr: string | null; descriptionAr: string | null; specs: readonly SpecRowJson[] },
): { titleAr: string | null; descriptionAr: string | null; specs: SpecRowJson[] } {
  return {
    titleAr: keptTwin(input.titleAr, before?.titleAr),
    descriptionAr: keptTwin(input.descriptionAr, before?.descriptionAr),
    specs: specsWithArabicKept(input.specs, before?.specs),
  };
}
