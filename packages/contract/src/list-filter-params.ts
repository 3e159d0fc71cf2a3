// The shop lists' filters as the URL writes them (docs/decisions/052), without
// zod: the browser's listing reads and writes them, and a page that imports
// them must not download the validation library (docs/decisions/054). The
// schemas that check a query against them: ./schemas/list-filters.ts.

export const FILTER_PARAM_PREFIX = 'f.';
/** At most this many specification codes in one query, and this many values of one code. */
export const FILTER_CODES_MAX = 12;
export const FILTER_VALUES_MAX = 30;

/** A range of numbers; null is an open end. */
export interface NumberRange {
  min: number | null;
  max: number | null;
}

/** One specification filter: any of `values`, or a number within `range`. */
export type AttributeFilter = { code: string; values: string[] } | { code: string; range: NumberRange };

const RANGE = /^\s*(-?\d+(?:\.\d+)?)?\s*\.\.\s*(-?\d+(?:\.\d+)?)?\s*$/;

/** `min..max`, `min..` or `..max` as a range; undefined when it is not one (or min is above max). */
export function parseRange(text: string): NumberRange | undefined {
  const match = RANGE.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  const min = match[1] === undefined ? null : Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (min !== null && max !== null && min > max) return undefined;
  return { min, max };
}

/** A range as the URL writes it. */
export function formatRange(range: NumberRange): string {
  return `${range.min ?? ''}..${range.max ?? ''}`;
}

export const isRangeText = (text: string) => text.includes('..');

/** A list's filters as URL parameters, in a stable order (the clients' links; cached answers are per URL). */
export function listFilterParams(filters: { attributes?: readonly AttributeFilter[]; price?: NumberRange | undefined; inStock?: boolean }): [string, string][] {
  const params: [string, string][] = [];
  for (const filter of [...(filters.attributes ?? [])].toSorted((a, b) => a.code.localeCompare(b.code))) {
    const key = `${FILTER_PARAM_PREFIX}${filter.code}`;
    if ('range' in filter) params.push([key, formatRange(filter.range)]);
    else for (const value of filter.values) params.push([key, value]);
  }
  if (filters.price) params.push(['price', formatRange(filters.price)]);
  if (filters.inStock) params.push(['inStock', 'true']);
  return params;
}
