import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type; read back as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    isTop: boolean('is_top').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brands_name_lower_uq').on(sql`lower(${t.name})`)],
);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    isTop: boolean('is_top').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_name_lower_uq').on(sql`lower(${t.name})`)],
);

export type SpecRowJson = { label: string; value: string };

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    /** URL of the 640 px WebP variant; the others differ by width only. */
    image: text('image'),
    priceFils: integer('price_fils').notNull(),
    salePriceFils: integer('sale_price_fils'),
    totalStock: integer('total_stock').notNull().default(0),
    isQuoteAvailable: boolean('is_quote_available').notNull().default(false),
    specs: jsonb('specs').$type<SpecRowJson[]>().notNull().default([]),
    /**
     * What search looks in: title, brand, category and description, lower-case
     * and without accents. Written by the triggers of migration 0002_search (also
     * when a brand or category is renamed), so every writer, the demo seed
     * included, keeps it in step without knowing about it.
     */
    searchText: text('search_text').notNull().default(''),
    /** The same words as a weighted tsvector (title A, brand and category B, description D), from the same trigger. */
    searchVector: tsvector('search_vector'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_ck', sql`${t.priceFils} >= 0`),
    check('products_sale_price_ck', sql`${t.salePriceFils} is null or (${t.salePriceFils} >= 0 and ${t.salePriceFils} < ${t.priceFils})`),
    check('products_stock_ck', sql`${t.totalStock} >= 0`),
    index('products_category_idx').on(t.categoryId, t.createdAt.desc()),
    index('products_brand_idx').on(t.brandId, t.createdAt.desc()),
    index('products_created_at_idx').on(t.createdAt.desc()),
    // The price the shopper pays, for the price sorts.
    index('products_effective_price_idx').on(sql`coalesce(${t.salePriceFils}, ${t.priceFils})`),
    index('products_title_idx').on(t.title),
    // Search indexes (trigram on the unaccented title and on search_text, and a
    // tsvector) need pg_trgm and store_unaccent(): they live in migration 0002_search.
  ],
);
