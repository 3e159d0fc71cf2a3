import { z } from 'zod';
import { messages } from '../messages';
import { ATTRIBUTE_CODE_PATTERN, ATTRIBUTE_TYPES } from './attributes';
import {
  FILTER_CODES_MAX,
  FILTER_PARAM_PREFIX,
  FILTER_VALUES_MAX,
  isRangeText,
  parseRange,
  type AttributeFilter,
  type NumberRange,
} from '../list-filter-params';

// Shopping by specification (issue 24 item 3, docs/decisions/052): the shop
// lists' filters in the URL and the facets their answers carry with `facets=1`.
//
//   f.<code>=value            a choice, a yes/no (true, false) or a number, repeated for several (any of them)
//   f.<code>=min..max         a number's range; either end may be left out (f.refresh_hz=144..)
//   price=min..max            the price paid, in AED, VAT included
//   inStock=true              only what is in stock
//   facets=1                  the answer carries `facets`
//
// Specification filters need exactly one category (`category=<id>`): a code is
// the category's (GET /api/shop/categories/{id}/attributes).

interface FilterIssue {
  key: string;
  message: string;
}

/**
 * The specification filters of a query (its `f.<code>` keys, each a value or
 * a list of values, as the query string parser gives them), in the query's
 * order, and the keys that are not well written.
 */
export function attributeFiltersOf(query: Readonly<Record<string, unknown>>): { filters: AttributeFilter[]; issues: FilterIssue[] } {
  const filters: AttributeFilter[] = [];
  const issues: FilterIssue[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (!key.startsWith(FILTER_PARAM_PREFIX)) continue;
    const code = key.slice(FILTER_PARAM_PREFIX.length);
    const values = (Array.isArray(raw) ? raw : [raw]).map((v) => String(v).trim()).filter((v) => v !== '');
    if (!ATTRIBUTE_CODE_PATTERN.test(code)) issues.push({ key, message: messages.FILTER_UNKNOWN });
    else if (values.length > FILTER_VALUES_MAX) issues.push({ key, message: messages.FILTER_TOO_MANY });
    else if (values.length === 0) continue;
    else if (values.some(isRangeText)) {
      const range = values.length === 1 ? parseRange(values[0] ?? '') : undefined;
      if (range) filters.push({ code, range });
      else issues.push({ key, message: messages.FILTER_RANGE_INVALID });
    } else filters.push({ code, values: [...new Set(values)] });
  }
  if (filters.length > FILTER_CODES_MAX) issues.push({ key: FILTER_PARAM_PREFIX, message: messages.FILTER_TOO_MANY });
  return { filters, issues };
}

/** `price=min..max` (AED). */
export const rangeQuery = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw.trim() === '') return undefined;
    const range = parseRange(raw);
    if (!range) {
      ctx.addIssue({ code: 'custom', message: messages.FILTER_RANGE_INVALID });
      return z.NEVER;
    }
    return range;
  });

/** `true`/`1` or `false`/`0` in a query; absent is false. */
export const flagQuery = z
  .enum(['true', 'false', '1', '0'], { message: messages.FIELD_INVALID })
  .optional()
  .transform((v) => v === 'true' || v === '1');

const filterFields = { price: rangeQuery, inStock: flagQuery, facets: flagQuery };
const filterParamValue = z.union([z.string(), z.array(z.string())]);

export type ListFilterFields = { price: NumberRange | undefined; inStock: boolean; facets: boolean; attributeFilters: AttributeFilter[] };

/**
 * A shop list's query with the filters above: the known keys as `schema`
 * reads them, the `f.<code>` keys as `attributeFilters`, other keys ignored.
 */
export function withListFilters<T extends z.ZodObject>(schema: T) {
  const known = new Set([...Object.keys(schema.shape), ...Object.keys(filterFields)]);
  return schema
    .extend(filterFields)
    .catchall(filterParamValue)
    .transform((query, ctx) => {
      const { filters, issues } = attributeFiltersOf(query);
      for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.key], message: issue.message });
      const out: Record<string, unknown> = { attributeFilters: filters };
      for (const [key, value] of Object.entries(query)) if (known.has(key)) out[key] = value;
      return out as z.output<T> & ListFilterFields;
    });
}

/** A value of a facet: an id (brand, category) or a choice, its label in the request's language, how many products. */
export const facetValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  /** The products the list would have with this value ticked besides the other facets' selections. */
  count: z.number().int(),
  selected: z.boolean(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

/** A number's facet: the lowest and highest value (null when no product has one) among `count` products. */
export const rangeFacetSchema = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  count: z.number().int(),
  /** The range asked for, or null. */
  selected: z.object({ min: z.number().nullable(), max: z.number().nullable() }).nullable(),
});
export type RangeFacet = z.infer<typeof rangeFacetSchema>;

/** A filterable attribute of the one selected category: `values` for choices and yes/no, `range` for numbers. */
export const attributeFacetSchema = z.object({
  code: z.string(),
  label: z.string(),
  type: z.enum(ATTRIBUTE_TYPES),
  unit: z.string().nullable(),
  values: z.array(facetValueSchema),
  range: rangeFacetSchema.nullable(),
});
export type AttributeFacet = z.infer<typeof attributeFacetSchema>;

/**
 * The facets of a list (`facets=1`): each counts what the list would hold with
 * every other active filter but without its own selections. Brands and
 * categories with products (and the selected ones); the price in AED; the
 * filterable attributes of the category when exactly one is selected.
 */
export const listFacetsSchema = z.object({
  brand: z.array(facetValueSchema),
  category: z.array(facetValueSchema),
  price: rangeFacetSchema,
  attributes: z.array(attributeFacetSchema),
});
export type ListFacets = z.infer<typeof listFacetsSchema>;
