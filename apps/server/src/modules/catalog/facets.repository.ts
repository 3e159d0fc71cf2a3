import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { categoryAttributes, productCounts, products } from '#server/db/schema/index';
import { countedProducts, hasUncountedConditions, productWhere, type ProductFilter } from './products.repository';

// The facet counts of a shop list (issue 24 item 3, docs/decisions/052), in one
// statement: a UNION ALL of one aggregate per facet, each over the products
// that meet every active filter but the facet's own. Brands, categories and
// the price's count come from product_counts (kept by triggers, exact) while
// the facet's filter has only categories, brands and "on sale"; the
// attributes from the products' `attributes` (the GIN index of migration 0039
// finds the rows of a value).

/** A number's facet: its lowest and highest value among `count` products. */
export interface RangeCount {
  min: number | null;
  max: number | null;
  count: number;
}

export interface FacetCounts {
  brand: Map<string, number>;
  category: Map<string, number>;
  /** In fils. */
  price: RangeCount;
  /** Per attribute code: the products per value (choices, yes/no as `true`/`false`) and, for numbers, the range. */
  attributes: Map<string, { values: Map<string, number>; range: RangeCount }>;
}

type FacetRow = { facet: string; value: string | null; n: number | string; lo: number | string | null; hi: number | string | null };

const NONE = sql`null`;

const whereOf = (condition: SQL | undefined) => (condition ? sql`where ${condition}` : sql``);

function part(facet: SQL, value: SQL, n: SQL, lo: SQL, hi: SQL, rest: SQL): SQL {
  return sql`(select ${facet}::text as facet, (${value})::text as value, (${n})::bigint as n, (${lo})::numeric as lo, (${hi})::numeric as hi ${rest})`;
}

/** The WHERE of product_counts for a filter of categories, brands and "on sale". */
function countsWhere(filter: ProductFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.categoryIds?.length) conditions.push(inArray(productCounts.categoryId, [...filter.categoryIds]));
  if (filter.brandIds?.length) conditions.push(inArray(productCounts.brandId, [...filter.brandIds]));
  if (filter.onSale) conditions.push(eq(productCounts.onSale, true));
  return conditions.length ? and(...conditions) : undefined;
}

/** Products per brand or per category, under the filter without its own ids. */
function idPart(facet: 'brand' | 'category', filter: ProductFilter): SQL {
  const others: ProductFilter = facet === 'brand' ? { ...filter, brandIds: undefined } : { ...filter, categoryIds: undefined };
  if (!hasUncountedConditions(others)) {
    const column = facet === 'brand' ? productCounts.brandId : productCounts.categoryId;
    return part(sql`${facet}`, sql`${column}`, sql`sum(${productCounts.n})`, NONE, NONE, sql`from ${productCounts} ${whereOf(countsWhere(others))} group by ${column} having sum(${productCounts.n}) > 0`);
  }
  const column = facet === 'brand' ? products.brandId : products.categoryId;
  const conditions = [productWhere(others)];
  // A product carries only the codes its category defines (migration 0032): the categories that define them all.
  const codes = [...new Set((others.attributes ?? []).map((condition) => condition.code))];
  if (facet === 'category' && codes.length > 0) {
    conditions.push(sql`${products.categoryId} in (select ${categoryAttributes.categoryId} from ${categoryAttributes}
      where ${inArray(categoryAttributes.code, codes)} group by ${categoryAttributes.categoryId} having count(*) = ${codes.length})`);
  }
  return part(sql`${facet}`, sql`${column}`, sql`count(*)`, NONE, NONE, sql`from ${products} ${whereOf(and(...conditions))} group by ${column}`);
}

/** The price paid: the lowest, the highest and the count, under the filter without its price. */
function pricePart(db: DbOrTx, filter: ProductFilter): SQL {
  const others: ProductFilter = { ...filter, priceFils: undefined };
  const where = whereOf(productWhere(others));
  if (!hasUncountedConditions(others)) {
    // Each an index probe of the price's index, the count from product_counts.
    const lowest = sql`(select min(${products.effectivePriceFils}) from ${products} ${where})`;
    const highest = sql`(select max(${products.effectivePriceFils}) from ${products} ${where})`;
    return part(sql`'price'`, NONE, sql`(${countedProducts(db, others)})`, lowest, highest, sql``);
  }
  const price = products.effectivePriceFils;
  return part(sql`'price'`, NONE, sql`count(*)`, sql`min(${price})`, sql`max(${price})`, sql`from ${products} ${where}`);
}

/**
 * The values of attributes `codes` among the products of `filter`: per code
 * and value (each of several choices counted; a number's value null, with
 * its lowest and highest).
 */
function attributesPart(codes: readonly string[], filter: ProductFilter): SQL {
  const list = sql.join(codes.map((code) => sql`${code}::text`), sql`, `);
  return sql`(select 'a:' || e.key as facet, x.value, count(*)::bigint as n, min(e.num) as lo, max(e.num) as hi
    from ${products}
    cross join lateral (
      select j.key, j.value, case when jsonb_typeof(j.value) = 'number' then j.value::text::numeric end as num
        from jsonb_each(${products.attributes}) j where j.key in (${list})
    ) e
    cross join lateral jsonb_array_elements_text(case jsonb_typeof(e.value)
      when 'array' then e.value when 'number' then '[null]'::jsonb else jsonb_build_array(e.value) end) as x(value)
    ${whereOf(productWhere(filter))}
    group by e.key, x.value)`;
}

const toNumber = (value: number | string | null) => (value === null ? null : Number(value));

/** Counts per facet of the list `filter`; `codes`: the filterable attributes whose facets are wanted. */
export async function countFacets(db: DbOrTx, filter: ProductFilter, codes: readonly string[]): Promise<FacetCounts> {
  const filtered = new Set((filter.attributes ?? []).map((condition) => condition.code));
  const open = codes.filter((code) => !filtered.has(code));
  const parts = [idPart('brand', filter), idPart('category', filter), pricePart(db, filter)];
  if (open.length > 0) parts.push(attributesPart(open, filter));
  for (const code of codes.filter((c) => filtered.has(c))) {
    parts.push(attributesPart([code], { ...filter, attributes: filter.attributes?.filter((condition) => condition.code !== code) }));
  }
  const { rows } = await db.execute<FacetRow>(sql.join(parts, sql` union all `));
  const counts: FacetCounts = { brand: new Map(), category: new Map(), price: { min: null, max: null, count: 0 }, attributes: new Map() };
  for (const code of codes) counts.attributes.set(code, { values: new Map(), range: { min: null, max: null, count: 0 } });
  for (const row of rows) {
    const n = Number(row.n);
    if (row.facet === 'brand' || row.facet === 'category') counts[row.facet].set(String(row.value), n);
    else if (row.facet === 'price') counts.price = { min: toNumber(row.lo), max: toNumber(row.hi), count: n };
    else {
      const facet = counts.attributes.get(row.facet.slice(2));
      if (!facet) continue;
      if (row.value === null) facet.range = { min: toNumber(row.lo), max: toNumber(row.hi), count: n };
      else facet.values.set(row.value, n);
    }
  }
  return counts;
}
