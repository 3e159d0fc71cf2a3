/**
 * The gallery with the photo at `from` moved to `to` (both 0-based); the
 * same list when either is outside it or they are equal.
 */
export function movePhoto(photos: readonly string[], from: number, to: number): string[] {
  if (from === to || from < 0 || to < 0 || from >= photos.length || to >= photos.length) return [...photos];
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
