import { describe, expect, it } from 'vitest';
import { firstName, maskText } from './tracked-order';

describe('what the tracking page shows of a person', () => {
  it('masks all but the first letter of each word of a street or building', () => {
    expect(maskText('Al Wasl Road')).toBe('A• W••• R•••');
    expect(maskText('  Tower  7 ')).toBe('T•••• 7');
  });
  it('masks a flat number whole', () => {
    expect(maskText('1204', 0)).toBe('••••');
  });
  it('shows the first name only', () => {
    expect(firstName('  Aisha Al Mansouri ')).toBe('Aisha');
  });
});
