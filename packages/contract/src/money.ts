// Money is integer fils inside (100 fils = 1 AED); AED numbers with two
// decimals only at the edge (JSON, display). docs/conventions.md#5-money-is-whole-fils-inside.
import { CURRENCY, LOCALE, VAT_RATE_PERCENT } from './constants';

export type Fils = number;

/** AED (a number with at most 2 decimals) to whole fils. */
export function aedToFils(aed: number): Fils {
  if (!Number.isFinite(aed)) throw new RangeError('AED amount must be finite');
  return Math.round(aed * 100);
}

/** Whole fils to an AED number with two decimals. */
export function filsToAed(fils: Fils): number {
  if (!Number.isInteger(fils)) throw new RangeError('fils must be a whole number');
  return fils / 100;
}

/** True when `aed` has no more than two decimals (1.005 is not a price). */
export function hasAtMostTwoDecimals(aed: number): boolean {
  return Number.isFinite(aed) && Math.abs(aed * 100 - Math.round(aed * 100)) < 1e-6;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** "AED 1,234.50" (or the locale's own form), from an AED number. */
export function formatAed(aed: number, locale: string = LOCALE): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(aed);
}

/** "AED 1,234.50" from fils. */
export function formatFils(fils: Fils, locale: string = LOCALE): string {
  return formatAed(filsToAed(fils), locale);
}

/** The VAT contained in a VAT-inclusive amount, rounded to the fils. */
export function vatIncluded(totalFils: Fils, ratePercent: number = VAT_RATE_PERCENT): Fils {
  return Math.round((totalFils * ratePercent) / (100 + ratePercent));
}

/** The price the shopper pays: the sale price when there is one. */
export function effectivePrice<T extends { price: number; salePrice?: number | null }>(p: T): number {
  return p.salePrice != null && p.salePrice < p.price ? p.salePrice : p.price;
}
