import { aedToFils, type AttributeValues } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { brands, categories, features, products, type SpecRowJson } from '#server/db/schema/index';

// Small factories for catalogue tests: rows straight in the database (fast,
// and the search triggers run as for any other writer). Names are unique per
// call unless given.

let counter = 0;
const next = () => {
  counter += 1;
  return `${Date.now().toString(36)}${counter}`;
};

export interface TestBrand {
  id: string;
  name: string;
}
export type TestCategory = TestBrand;

interface TaxonomyOptions {
  name?: string;
  nameAr?: string;
  isTop?: boolean;
}

/** A brand's or a category's columns: a unique English name unless given. */
const taxonomyValues = (kind: string, options: TaxonomyOptions) => ({
  name: options.name ?? `${kind} ${next()}`,
  nameAr: options.nameAr ?? null,
  isTop: options.isTop ?? false,
});

function inserted<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`no ${what} row`);
  return row;
}

export async function createBrand(db: DbOrTx, options: TaxonomyOptions = {}): Promise<TestBrand> {
  return inserted(await db.insert(brands).values(taxonomyValues('Brand', options)).returning({ id: brands.id, name: brands.name }), 'brand');
}

export async function createCategory(db: DbOrTx, options: TaxonomyOptions = {}): Promise<TestCategory> {
  return inserted(await db.insert(categories).values(taxonomyValues('Category', options)).returning({ id: categories.id, name: categories.name }), 'category');
}

export interface ProductOptions {
  brandId: string;
  categoryId: string;
  title?: string;
  description?: string;
  titleAr?: string;
  descriptionAr?: string;
  /** AED */
  price?: number;
  /** AED */
  salePrice?: number | null;
  totalStock?: number;
  isQuoteAvailable?: boolean;
  image?: string | null;
  specs?: SpecRowJson[];
  /** Typed attribute values (docs/decisions/048), stored as they are. */
  attributes?: AttributeValues;
  createdAt?: Date;
}

export interface TestProduct {
  id: string;
  title: string;
  createdAt: Date;
}

/** A product's row from the options: 100 AED, 10 in stock, no sale price, image or specs unless told. */
function productRow(options: Omit<ProductOptions, 'title' | 'createdAt'>, title: string, createdAt: Date) {
  return {
    title,
    description: options.description ?? '',
    titleAr: options.titleAr ?? null,
    descriptionAr: options.descriptionAr ?? null,
    brandId: options.brandId,
    categoryId: options.categoryId,
    priceFils: aedToFils(options.price ?? 100),
    salePriceFils: options.salePrice == null ? null : aedToFils(options.salePrice),
    totalStock: options.totalStock ?? 10,
    isQuoteAvailable: options.isQuoteAvailable ?? false,
    image: options.image ?? null,
    specs: options.specs ?? [],
    attributes: options.attributes ?? {},
    createdAt,
    updatedAt: createdAt,
  };
}

export async function createProduct(db: DbOrTx, options: ProductOptions): Promise<TestProduct> {
  const rows = await db
    .insert(products)
    .values(productRow(options, options.title ?? `Product ${next()}`, options.createdAt ?? new Date()))
    .returning({ id: products.id, title: products.title, createdAt: products.createdAt });
  return inserted(rows, 'product');
}

/** `count` products in one insert, numbered from 1 in their titles; the first is the newest. */
export async function createProducts(
  db: DbOrTx,
  count: number,
  options: Omit<ProductOptions, 'title' | 'createdAt'> & { titlePrefix?: string },
): Promise<TestProduct[]> {
  const base = Date.now();
  const prefix = options.titlePrefix ?? `Bulk ${next()}`;
  return db
    .insert(products)
    .values(
      Array.from({ length: count }, (_, i) => productRow(options, `${prefix} ${String(i + 1).padStart(3, '0')}`, new Date(base - i * 60_000))),
    )
    .returning({ id: products.id, title: products.title, createdAt: products.createdAt });
}

/** `days` days ago (and `minutes` more), for new-arrival windows and newest-first order. */
export function daysAgo(days: number, minutes = 0): Date {
  return new Date(Date.now() - days * 86_400_000 - minutes * 60_000);
}

export async function createFeature(
  db: DbOrTx,
  options: { title?: string; subtitle?: string; titleAr?: string; subtitleAr?: string; sortOrder?: number; active?: boolean; image?: string | null } = {},
): Promise<{ id: string; title: string }> {
  const rows = await db
    .insert(features)
    .values({
      title: options.title ?? `Slide ${next()}`,
      subtitle: options.subtitle ?? '',
      titleAr: options.titleAr ?? null,
      subtitleAr: options.subtitleAr ?? null,
      sortOrder: options.sortOrder ?? 0,
      active: options.active ?? true,
      image: options.image ?? null,
    })
    .returning({ id: features.id, title: features.title });
  return inserted(rows, 'feature');
}

/** A well-formed id that no row has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
