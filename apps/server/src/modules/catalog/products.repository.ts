import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SortOption } from '@store/contract';
import type { DbOrTx } from '../../db/client';
import { brands, categories, products, type SpecRowJson } from '../../db/schema';
import type { ProductRow } from './product-json';

// Drizzle queries on products; every read joins the brand and category names
// in the same query (no N+1). Business rules live in products.service.ts.

/** The columns of a ProductRow: the product and the names of its brand and category. */
export const productColumns = {
  id: products.id,
  title: products.title,
  description: products.description,
  categoryId: products.categoryId,
  categoryName: categories.name,
  brandId: products.brandId,
  brandName: brands.name,
  image: products.image,
  priceFils: products.priceFils,
  salePriceFils: products.salePriceFils,
  totalStock: products.totalStock,
  isQuoteAvailable: products.isQuoteAvailable,
  specs: products.specs,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** `select <ProductRow> from products join categories join brands`, ready for where/order/limit. */
export function selectProducts(db: DbOrTx) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .$dynamic();
}

/** The price the shopper pays (DESIGN.md section 3): the sale price when there is one. */
export const effectivePriceFils = sql`coalesce(${products.salePriceFils}, ${products.priceFils})`;

/** ORDER BY for a shop sort; newest first by default. The id breaks ties, so pages never overlap. */
export function productOrder(sort: SortOption | undefined): SQL[] {
  switch (sort) {
    case 'price-lowtohigh':
      return [asc(effectivePriceFils), asc(products.id)];
    case 'price-hightolow':
      return [desc(effectivePriceFils), asc(products.id)];
    case 'title-atoz':
      return [asc(sql`lower(${products.title})`), asc(products.id)];
    case 'title-ztoa':
      return [desc(sql`lower(${products.title})`), asc(products.id)];
    default:
      return [desc(products.createdAt), desc(products.id)];
  }
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
  /** Admin list: a substring of the title, brand, category or description, any case or accent. */
  contains?: string | undefined;
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
  if (filter.contains) {
    const pattern = `%${escapeLike(filter.contains)}%`;
    conditions.push(sql`${products.searchText} like store_unaccent(lower(${pattern}))`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export interface ListWindow {
  offset: number;
  limit: number;
}

/** One page of products and the count of all that match. */
export async function listProducts(
  db: DbOrTx,
  filter: ProductFilter,
  sort: SortOption | undefined,
  window: ListWindow,
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = productWhere(filter);
  const [rows, totals] = await Promise.all([
    selectProducts(db)
      .where(where)
      .orderBy(...productOrder(sort))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
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

/**
 * Up to `limit` other products of the same category or brand: same category
 * (and brand) first, then same category, then same brand; newest first within each.
 */
export async function listRelatedProducts(db: DbOrTx, product: ProductRow, limit: number): Promise<ProductRow[]> {
  const sameCategory = sql`(${products.categoryId} = ${product.categoryId})`;
  const sameBrand = sql`(${products.brandId} = ${product.brandId})`;
  return selectProducts(db)
    .where(and(ne(products.id, product.id), or(eq(products.categoryId, product.categoryId), eq(products.brandId, product.brandId))))
    .orderBy(desc(sameCategory), desc(sameBrand), desc(products.createdAt), asc(products.id))
    .limit(limit);
}

/**
 * Up to `limit` products other than `exceptId`, starting at a random point of
 * the primary key and wrapping around: two index range scans however large the
 * catalogue, unlike `order by random()`, which reads every row. Ids are random
 * UUIDs, so the window lands anywhere in the catalogue.
 */
export async function listProductsFromPivot(
  db: DbOrTx,
  exceptId: string,
  pivot: string,
  limit: number,
): Promise<ProductRow[]> {
  const after = await selectProducts(db)
    .where(and(ne(products.id, exceptId), gt(products.id, pivot)))
    .orderBy(asc(products.id))
    .limit(limit);
  if (after.length >= limit) return after;
  const before = await selectProducts(db)
    .where(and(ne(products.id, exceptId), lte(products.id, pivot)))
    .orderBy(asc(products.id))
    .limit(limit - after.length);
  return [...after, ...before];
}

export interface ProductValues {
  title: string;
  description: string;
  categoryId: string;
  brandId: string;
  image: string | null;
  priceFils: number;
  salePriceFils: number | null;
  totalStock: number;
  isQuoteAvailable: boolean;
  specs: SpecRowJson[];
}

export async function insertProduct(db: DbOrTx, values: ProductValues): Promise<string> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  if (!row) throw new Error('insert into products returned no row');
  return row.id;
}

/** Replaces every field of a product; false when there is no such product. */
export async function updateProductById(db: DbOrTx, id: string, values: ProductValues): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}

export async function deleteProductById(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

/** Whether a brand and a category exist, in one round trip. */
export async function brandAndCategoryExist(
  db: DbOrTx,
  brandId: string,
  categoryId: string,
): Promise<{ brand: boolean; category: boolean }> {
  const [row] = await db
    .select({
      brand: sql<boolean>`exists (select 1 from ${brands} where ${brands.id} = ${brandId})`,
      category: sql<boolean>`exists (select 1 from ${categories} where ${categories.id} = ${categoryId})`,
    })
    .from(sql`(select 1) as one`);
  return { brand: row?.brand === true, category: row?.category === true };
}

/** Every product's id and last change, for the sitemap, newest first. */
export async function listProductIdsForSitemap(db: DbOrTx, limit: number): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(limit);
}
