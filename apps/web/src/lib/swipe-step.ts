// The swipe of the hero carousel and the product gallery (issue 12 item 3): the next slide lies toward the
// end of the reading direction, so a finger moving toward the start brings it
// in: leftwards on an English page, rightwards on an Arabic (right-to-left) one.

/** The least sideways travel, in CSS pixels, that counts as a swipe rather than a tap. */
export const SWIPE_MIN_PX = 40;

/**
 * Which way a touch that moved `dx`, `dy` pixels turns the carousel: 1 for the
 * next slide, -1 for the previous one, 0 when it was a tap or mostly vertical (a scroll).
 */
export function swipeStep(dx: number, dy: number, rightToLeft: boolean): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  // Toward the start: leftwards (dx < 0) unless the page reads right to left.
  return dx < 0 !== rightToLeft ? 1 : -1;
}
