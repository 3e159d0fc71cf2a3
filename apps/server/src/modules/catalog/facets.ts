import { inArray } from 'drizzle-orm';
import { filsToAed, messageIn, unitIn, type FacetValue, type Language, type ListFacets, type NumberRange, type RangeFacet } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { brands, categories } from '#server/db/schema/index';
import type { AttributeRow } from './attributes.repository';
import { countFacets, type FacetCounts, type RangeCount } from './facets.repository';
import type { ProductFilter } from './products.repository';

// A shop list's facets (issue 24 item 3, docs/decisions/052): the counts of
// facets.repository.ts, kept a while per filter (not per page or sort: paging
// through a filtered list counts once), named in the request's language.

/**
 * Facet counts per filter, for `seconds` (FACET_CACHE_SECONDS; 0 keeps none),
 * at most `max` filters, the oldest out first; emptied with the rest of the
 * catalogue's memory when the catalogue changes (products.service.ts).
 */
export class FacetCache {
  private readonly kept = new Map<string, { at: number; counts: Promise<FacetCounts> }>();
  constructor(
    private readonly seconds: number,
    private readonly max = 500,
  ) {}

  get(key: string, count: () => Promise<FacetCounts>): Promise<FacetCounts> {
    if (this.seconds === 0) return count();
    const now = Date.now();
    const hit = this.kept.get(key);
    if (hit && now - hit.at < this.seconds * 1000) return hit.counts;
    const counts = count();
    this.kept.delete(key);
    this.kept.set(key, { at: now, counts });
    counts.catch(() => this.kept.delete(key));
    if (this.kept.size > this.max) this.kept.delete(this.kept.keys().next().value as string);
    return counts;
  }

  invalidate(): void {
    this.kept.clear();
  }
}

let facetCacheSeconds = 0;

/** The app's FACET_CACHE_SECONDS (app.ts); caches made after this use it. */
export function setFacetCacheSeconds(seconds: number): void {
  facetCacheSeconds = seconds;
}

export const createFacetCache = () => new FacetCache(facetCacheSeconds);

const sorted = (ids: readonly string[] | undefined) => (ids ?? []).toSorted();

/** A filter's cache key: the same conditions in any order are the same key. */
function facetKey(filter: ProductFilter, codes: readonly string[]): string {
  const attributes = (filter.attributes ?? []).toSorted((a, b) => a.code.localeCompare(b.code));
  return JSON.stringify([sorted(filter.categoryIds), sorted(filter.brandIds), filter.onSale ?? false, filter.addedWithinDays ?? null, filter.priceFils ?? null, filter.inStock ?? false, filter.searchText ?? null, attributes, codes]);
}

const aed = (fils: number | null) => (fils === null ? null : filsToAed(fils));

function rangeFacet(range: RangeCount, selected: NumberRange | null, toShown: (n: number | null) => number | null = (n) => n): RangeFacet {
  return { min: toShown(range.min), max: toShown(range.max), count: range.count, selected };
}

async function namesOf(db: DbOrTx, table: typeof brands | typeof categories, ids: string[], lang: Language): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: table.id, name: table.name, nameAr: table.nameAr }).from(table).where(inArray(table.id, ids));
  return new Map(rows.map((row) => [row.id, lang === 'ar' ? (row.nameAr ?? row.name) : row.name]));
}

/** Brands or categories with products, and the selected ones, by name. */
async function idValues(db: DbOrTx, table: typeof brands | typeof categories, counts: Map<string, number>, selected: readonly string[], lang: Language): Promise<FacetValue[]> {
  const ids = [...new Set([...counts.keys(), ...selected])];
  const names = await namesOf(db, table, ids, lang);
  return ids
    .filter((id) => names.has(id))
    .map((id) => ({ value: id, label: names.get(id) ?? id, count: counts.get(id) ?? 0, selected: selected.includes(id) }))
    .toSorted((a, b) => a.label.localeCompare(b.label, lang));
}

/** Each choice of the definition in its order (a yes/no: yes, then no), with its count. */
function attributeValues(definition: AttributeRow, counts: Map<string, number>, selected: readonly unknown[], lang: Language): FacetValue[] {
  const choices =
    definition.type === 'boolean'
      ? [{ value: 'true', label: messageIn(lang, 'FACET_YES'), is: true }, { value: 'false', label: messageIn(lang, 'FACET_NO'), is: false }]
      : definition.choices.map((choice) => ({ value: choice.value, label: lang === 'ar' ? (choice.labelAr ?? choice.value) : choice.value, is: choice.value }));
  return choices.map(({ value, label, is }) => ({ value, label, count: counts.get(value) ?? 0, selected: selected.some((s) => s === is || (Array.isArray(s) && s.includes(is))) }));
}

/**
 * The facets of a list: `definitions` are the one selected category's
 * (none otherwise); the filterable ones get a facet each, in their order.
 */
export async function listFacets(
  db: DbOrTx,
  cache: FacetCache,
  filter: ProductFilter,
  definitions: readonly AttributeRow[],
  selectedPrice: NumberRange | undefined,
  lang: Language,
): Promise<{ facets: ListFacets; total: number }> {
  const filterable = definitions.filter((definition) => definition.filterable);
  const codes = filterable.map((definition) => definition.code);
  const counts = await cache.get(facetKey(filter, codes), () => countFacets(db, filter, codes));
  const [brand, category] = await Promise.all([
    idValues(db, brands, counts.brand, filter.brandIds ?? [], lang),
    idValues(db, categories, counts.category, filter.categoryIds ?? [], lang),
  ]);
  const attributes = filterable.map((definition) => {
    const facet = counts.attributes.get(definition.code);
    const condition = filter.attributes?.find((c) => c.code === definition.code);
    const isNumber = definition.type === 'number';
    return {
      code: definition.code,
      label: lang === 'ar' ? (definition.labelAr ?? definition.label) : definition.label,
      type: definition.type,
      unit: unitIn(lang, definition.unit),
      values: isNumber ? [] : attributeValues(definition, facet?.values ?? new Map(), condition && 'anyOf' in condition ? condition.anyOf : [], lang),
      range: isNumber ? rangeFacet(facet?.range ?? { min: null, max: null, count: 0 }, condition && 'range' in condition ? condition.range : null) : null,
    };
  });
  // The products that meet every filter: those of the selected brands (all brands when none is) in the brand facet.
  const selectedBrands = filter.brandIds?.length ? filter.brandIds : [...counts.brand.keys()];
  const total = selectedBrands.reduce((sum, id) => sum + (counts.brand.get(id) ?? 0), 0);
  return {
    facets: { brand, category, price: rangeFacet(counts.price, selectedPrice ?? null, aed), attributes },
    total,
  };
}
