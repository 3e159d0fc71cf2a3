import { STORE_TIME_ZONE } from '@store/contract';

// The store's calendar (Asia/Dubai): sales are counted by the month and year
// a shopper in the UAE saw on the clock, not by UTC (issue "The admin area", item 6).

export interface YearMonth {
  year: number;
  /** 1..12 */
  month: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The year and month at `now` on the store's clock. */
export function storeYearMonth(now: Date, timeZone: string = STORE_TIME_ZONE): YearMonth {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(now);
  const part = (type: 'year' | 'month') => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month') };
}

/** `2026-01` */
export function monthKey({ year, month }: YearMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month `delta` months after (or before, when negative) `from`. */
export function addMonths(from: YearMonth, delta: number): YearMonth {
  const index = from.year * 12 + (from.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The `count` months ending with the one of `now`, oldest first. */
export function lastMonths(now: Date, count: number, timeZone: string = STORE_TIME_ZONE): YearMonth[] {
  const current = storeYearMonth(now, timeZone);
  return Array.from({ length: count }, (_, i) => addMonths(current, i - count + 1));
}

/** Years from the database (newest first) with the current one added where it belongs. */
export function withCurrentYear(years: readonly number[], currentYear: number): number[] {
  return [...new Set([currentYear, ...years])].toSorted((a, b) => b - a);
}
