import { describe, expect, it } from 'vitest';
import { swipeStep } from './swipe-step';

describe('swipeStep', () => {
  it('turns to the next slide when the finger moves toward the reading start', () => {
    expect(swipeStep(-80, 5, false)).toBe(1);
    expect(swipeStep(80, 5, true)).toBe(1);
  });

  it('turns back when the finger moves toward the reading end', () => {
    expect(swipeStep(80, 5, false)).toBe(-1);
    expect(swipeStep(-80, 5, true)).toBe(-1);
  });

  it('ignores taps and vertical scrolls', () => {
    expect(swipeStep(10, 0, false)).toBe(0);
    expect(swipeStep(-60, 120, true)).toBe(0);
  });
});
