// Cache keys and structural sharing, as RTK Query does them by default.

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The cache key of a call, as RTK Query's default: `getProducts({"limit":10,"page":1})`, object keys sorted. */
export function serializeQueryArgs(endpointName: string, arg: unknown): string {
  const text = JSON.stringify(arg, (_key, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .toSorted()
            .map((key) => [key, value[key]]),
        )
      : value,
  );
  return `${endpointName}(${text})`;
}

/**
 * The new data, reusing every part of the old data that is deep-equal, so an
 * unchanged refetch keeps the same objects and nothing downstream re-renders.
 */
export function copyWithStructuralSharing(oldValue: unknown, newValue: unknown): unknown {
  if (oldValue === newValue) return newValue;
  const arrays = Array.isArray(oldValue) && Array.isArray(newValue);
  if (!arrays && !(isPlainObject(oldValue) && isPlainObject(newValue))) return newValue;
  const previous = oldValue as Record<string, unknown>;
  const next = newValue as Record<string, unknown>;
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(previous).length;
  const merged: Record<string, unknown> = arrays ? ([] as unknown as Record<string, unknown>) : {};
  for (const key of keys) {
    merged[key] = copyWithStructuralSharing(previous[key], next[key]);
    if (same) same = previous[key] === merged[key];
  }
  return same ? oldValue : merged;
}
