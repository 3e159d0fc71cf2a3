/**
 * The slides' order after PATCH /admin/features/reorder: the ids asked for
 * first, in the order given, then every other slide in its current order, so
 * a partial list never leaves two slides on one place. Ids must be known and unique.
 */
export function reorderedIds(current: readonly string[], requested: readonly string[]): string[] {
  const asked = new Set(requested);
  return [...requested, ...current.filter((id) => !asked.has(id))];
}

/** The ids asked for that are no slide at all. */
export function unknownIds(current: readonly string[], requested: readonly string[]): string[] {
  const known = new Set(current);
  return requested.filter((id) => !known.has(id));
}
