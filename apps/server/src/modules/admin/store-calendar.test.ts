import { describe, expect, it } from 'vitest';
import { addMonths, lastMonths, monthKey, storeYearMonth, withCurrentYear } from './store-calendar';

describe('the store calendar (Asia/Dubai, UTC+4)', () => {
  it('turns the month and year over at midnight in Dubai, four hours before UTC', () => {
    expect(storeYearMonth(new Date('2025-12-31T19:59:59Z'))).toEqual({ year: 2025, month: 12 });
    expect(storeYearMonth(new Date('2025-12-31T20:00:00Z'))).toEqual({ year: 2026, month: 1 });
    expect(storeYearMonth(new Date('2026-03-31T20:30:00Z'))).toEqual({ year: 2026, month: 4 });
  });

  it('writes months as YYYY-MM', () => {
    expect(monthKey({ year: 2026, month: 1 })).toBe('2026-01');
    expect(monthKey({ year: 2026, month: 12 })).toBe('2026-12');
  });

  it('steps across year ends both ways', () => {
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(addMonths({ year: 2026, month: 3 }, -14)).toEqual({ year: 2025, month: 1 });
  });

  it('lists the last 12 months ending with the current one, oldest first', () => {
    const months = lastMonths(new Date('2026-02-10T08:00:00Z'), 12).map(monthKey);
    expect(months).toEqual([
      '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08',
      '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02',
    ]);
  });

  it('always offers the current year, newest first, each once', () => {
    expect(withCurrentYear([2024, 2022], 2026)).toEqual([2026, 2024, 2022]);
    expect(withCurrentYear([2026, 2025], 2026)).toEqual([2026, 2025]);
    expect(withCurrentYear([], 2026)).toEqual([2026]);
  });
});
