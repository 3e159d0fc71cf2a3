import { and, asc, desc, eq, inArray, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AttributeValue, SortOption } from '@store/contract';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { brands, categories, productCounts, products, productTotals } from '#server/db/schema/index';
import type { ProductRow } from './product-json';
import { expandedQuery } from './search-sql';

// Drizzle queries on products; every read joins the brand and category names
// in the same query (no N+1). Business rules live in products.service.ts.

/** The columns of a ProductRow: the product and the names of its brand and category. */
export const productColumns = {
  id: products.id,
  sku: products.sku,
  title: products.title,
  titleAr: products.titleAr,
  description: products.description,
  descriptionAr: products.descriptionAr,
  categoryId: products.categoryId,
  categoryName: categories.name,
  categoryNameAr: categories.nameAr,
  brandId: products.brandId,
  brandName: brands.name,
  brandNameAr: brands.nameAr,
  image: products.image,
  images: products.images,
  priceFils: products.priceFils,
  salePriceFils: products.salePriceFils,
  totalStock: products.totalStock,
  isQuoteAvailable: products.isQuoteAvailable,
  specs: products.specs,
  attributes: products.attributes,
  createdAt: products.createdAt,
  ratingCount: products.ratingCount,
  ratingSum: products.ratingSum,
};

/**
 * The columns of a ProductRow in plain SQL, for prepared statements
 * (db/prepared.ts) that read `products p join categories c join brands b`:
 * each named as its ProductRow field, so a row needs no mapping.
 */
export const productRowSql = sql.raw(
  `p.id, p.sku, p.title, p.title_ar as "titleAr", p.description, p.description_ar as "descriptionAr",
   p.category_id as "categoryId", c.name as "categoryName", c.name_ar as "categoryNameAr", p.brand_id as "brandId",
   b.name as "brandName", b.name_ar as "brandNameAr", p.image, p.images, p.price_fils as "priceFils", p.sale_price_fils as "salePriceFils",
   p.total_stock as "totalStock", p.is_quote_available as "isQuoteAvailable", p.specs, p.attributes,
   p.created_at as "createdAt", p.rating_count as "ratingCount", p.rating_sum as "ratingSum"`,
);

/**
 * Joins each row's product (`productId`) with its category and brand, so that
 * `productColumns` can be selected: a wishlist's or a cart's lines as ProductRows.
 */
export function joinProductRows<T extends PgSelect>(query: T, productId: AnyPgColumn) {
  return query
    .innerJoin(products, eq(products.id, productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(brands, eq(brands.id, products.brandId));
}

/** `select <ProductRow> from products join categories join brands`, ready for where/order/limit. */
export function selectProducts(db: DbOrTx) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .$dynamic();
}

export type SortKey = readonly [column: AnyColumn, direction: 'asc' | 'desc'];

/**
 * The ORDER BY of a shop sort as columns and directions; newest first by
 * default. The id breaks ties, so pages never overlap. Each list has an index
 * in exactly this order (schema/catalog.ts), read forwards or backwards.
 */
export function sortKeys(sort: SortOption | undefined): SortKey[] {
  switch (sort) {
    case 'price-lowtohigh':
      return [[products.effectivePriceFils, 'asc'], [products.id, 'asc']];
    case 'price-hightolow':
      return [[products.effectivePriceFils, 'desc'], [products.id, 'asc']];
    case 'title-atoz':
      return [[products.titleKey, 'asc'], [products.id, 'asc']];
    case 'title-ztoa':
      return [[products.titleKey, 'desc'], [products.id, 'asc']];
    default:
      return [[products.createdAt, 'desc'], [products.id, 'desc']];
  }
}

/** The keys as ORDER BY terms; `reversed` is the same order read from the other end. */
export function orderTerms(keys: SortKey[], reversed = false): SQL[] {
  return keys.map(([column, direction]) => ((direction === 'asc') !== reversed ? asc(column) : desc(column)));
}

/** ORDER BY for a shop sort; newest first by default. The id breaks ties, so pages never overlap. */
export function productOrder(sort: SortOption | undefined): SQL[] {
  return orderTerms(sortKeys(sort));
}

/** `%` and `_` typed in a search box are literal characters, not wildcards. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface ProductFilter {
  categoryIds?: readonly string[] | undefined;
  brandIds?: readonly string[] | undefined;
  /** Only products added in the last n days (new arrivals). */
  addedWithinDays?: number | undefined;
  /** Only products with a sale price (deals; the check constraint keeps it below the price). */
  onSale?: boolean | undefined;
  /** Admin list: a substring of the title, brand, category, description or SKU, any case or accent. */
  contains?: string | undefined;
  /** Shop lists: typed attribute values (docs/decisions/052), each condition met. */
  attributes?: readonly AttributeCondition[] | undefined;
  /** Shop lists: the price paid (the sale price when there is one), in fils; null is an open end. */
  priceFils?: { min: number | null; max: number | null } | undefined;
  /** Shop lists: only products in stock. */
  inStock?: boolean | undefined;
  /** Search with filters: the products every word of this text starts a word of (search-sql.ts, decision 052's addendum). */
  searchText?: string | undefined;
}

/**
 * A typed attribute's filter: the product's value contains one of `anyOf`
 * (`attributes @> {code: value}`, which the GIN index of migration 0039
 * answers), or is a number within `range`.
 */
export type AttributeCondition =
  | { code: string; anyOf: readonly AttributeValue[] }
  | { code: string; range: { min: number | null; max: number | null } };

/** Conditions of the filter that product_counts cannot count (every one but category, brand and "on sale"). */
export function hasUncountedConditions(filter: ProductFilter): boolean {
  return filter.addedWithinDays !== undefined || Boolean(filter.contains) || filter.searchText !== undefined || Boolean(filter.attributes?.length) || filter.priceFils !== undefined || Boolean(filter.inStock);
}

function attributeCondition(condition: AttributeCondition): SQL {
  if ('anyOf' in condition) {
    const terms = condition.anyOf.map((value) => sql`${products.attributes} @> ${JSON.stringify({ [condition.code]: value })}::jsonb`);
    return sql`(${sql.join(terms, sql` or `)})`;
  }
  const value = sql`(${products.attributes} -> ${condition.code}::text)`;
  const bounds = [sql`jsonb_typeof(${value}) = 'number'`];
  if (condition.range.min !== null) bounds.push(sql`${value}::numeric >= ${condition.range.min}`);
  if (condition.range.max !== null) bounds.push(sql`${value}::numeric <= ${condition.range.max}`);
  return sql`(${sql.join(bounds, sql` and `)})`;
}

/** The WHERE of a product list. Every condition is on products' own columns, so a count needs no join. */
export function productWhere(filter: ProductFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.categoryIds?.length) conditions.push(inArray(products.categoryId, [...filter.categoryIds]));
  if (filter.brandIds?.length) conditions.push(inArray(products.brandId, [...filter.brandIds]));
  if (filter.addedWithinDays !== undefined) {
    conditions.push(sql`${products.createdAt} >= now() - make_interval(days => ${filter.addedWithinDays}::int)`);
  }
  if (filter.onSale) conditions.push(isNotNull(products.salePriceFils));
  for (const condition of filter.attributes ?? []) conditions.push(attributeCondition(condition));
  if (filter.priceFils?.min != null) conditions.push(sql`${products.effectivePriceFils} >= ${filter.priceFils.min}`);
  if (filter.priceFils?.max != null) conditions.push(sql`${products.effectivePriceFils} <= ${filter.priceFils.max}`);
  if (filter.inStock) conditions.push(sql`${products.totalStock} > 0`);
  if (filter.searchText !== undefined) conditions.push(sql`${products.searchVector} @@ ${expandedQuery(filter.searchText)}`);
  if (filter.contains) {
    const pattern = `%${escapeLike(filter.contains)}%`;
    // Or a part of the SKU (docs/decisions/032): both sides have a trigram index.
    conditions.push(
      sql`(${products.searchText} like store_unaccent(lower(${pattern})) or lower(${products.sku}) like lower(${pattern}))`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

export interface ListWindow {
  offset: number;
  limit: number;
}

/**
 * The total of a filter of categories, brands and "on sale": without
 * categories or brands, the one row of product_totals; else the sum over
 * product_counts (both kept by triggers, exact).
 */
export function countedProducts(db: DbOrTx, filter: ProductFilter) {
  if (!filter.categoryIds?.length && !filter.brandIds?.length) {
    const n = filter.onSale ? productTotals.nOnSale : productTotals.n;
    return db.select({ total: sql<number>`${n}`.mapWith(Number).as('total') }).from(productTotals);
  }
  const conditions: SQL[] = [];
  if (filter.categoryIds?.length) conditions.push(inArray(productCounts.categoryId, [...filter.categoryIds]));
  if (filter.brandIds?.length) conditions.push(inArray(productCounts.brandId, [...filter.brandIds]));
  if (filter.onSale) conditions.push(eq(productCounts.onSale, true));
  return db
    .select({ total: sql<number>`coalesce(sum(${productCounts.n}), 0)`.mapWith(Number).as('total') })
    .from(productCounts)
    .where(conditions.length ? and(...conditions) : undefined);
}

export async function findProductById(db: DbOrTx, id: string): Promise<ProductRow | null> {
  const [row] = await selectProducts(db).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

/** The product, its row locked until the transaction ends (the audit's "before" stays true). */
export async function findProductForUpdate(db: DbOrTx, id: string): Promise<ProductRow | null> {
  const [row] = await selectProducts(db).where(eq(products.id, id)).limit(1).for('update', { of: products });
  return row ?? null;
}
