// Pure helpers for the audit trail's one-line summaries (issue "The admin area", item 8).

/** Top-level fields whose values differ between two records of the same shape, in `after`'s key order. */
export function changedFields(before: object, after: object): string[] {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]));
}

/**
 * 'Updated product "RTX 4090 Rig" (price, totalStock)'; '(no changes)' when
 * the form was saved as it was. `ignore` leaves out derived fields (product counts, timestamps).
 */
export function updateSummary(kind: string, label: string, before: object, after: object, ignore: readonly string[] = []): string {
  const fields = changedFields(before, after).filter((f) => !ignore.includes(f));
  return `Updated ${kind} "${label}" (${fields.length > 0 ? fields.join(', ') : 'no changes'})`;
}
