import { sql } from 'drizzle-orm';
import type { AttributeValues } from '@store/contract';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cascadeRef, stampedNow, uuidPrimaryKey } from './columns';

/** PostgreSQL's full-text document type; read back as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const brands = pgTable(
  'brands',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    /** The Arabic name; null: Arabic pages show `name` (docs/decisions/025). */
    nameAr: text('name_ar'),
    isTop: boolean('is_top').notNull().default(false),
    createdAt: stampedNow('created_at'),
  },
  (t) => [uniqueIndex('brands_name_lower_uq').on(sql`lower(${t.name})`)],
);

export const categories = pgTable(
  'categories',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    /** The Arabic name; null: Arabic pages show `name` (docs/decisions/025). */
    nameAr: text('name_ar'),
    /**
     * A stable key ("gaming-pc") for links that must survive a rename, such as
     * the header's category entries. Made from the name on insert by the trigger
     * of migration 0009_category_slugs (unique, "-2" when taken), never changed after.
     */
    slug: text('slug').notNull().default(''),
    isTop: boolean('is_top').notNull().default(false),
    createdAt: stampedNow('created_at'),
  },
  (t) => [uniqueIndex('categories_name_lower_uq').on(sql`lower(${t.name})`), uniqueIndex('categories_slug_uq').on(t.slug)],
);

/**
 * A specification row; `labelAr` and `valueAr` are its Arabic twins, kept in
 * the same row so adding, removing or reordering rows cannot misalign the two
 * languages. Absent or empty: Arabic pages show the English (docs/decisions/025).
 */
export type SpecRowJson = { label: string; value: string; labelAr?: string; valueAr?: string };

export const products = pgTable(
  'products',
  {
    id: uuidPrimaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Arabic twins of title and description; null: Arabic pages show the English (docs/decisions/025). */
    titleAr: text('title_ar'),
    descriptionAr: text('description_ar'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    /**
     * The stock-keeping unit, unique in any case (products_sku_lower_uq). Left
     * empty by a writer, the trigger of migration 0019 makes one from the brand,
     * the category and a sequence ("ASU-LAP-000042", docs/decisions/032).
     */
    sku: text('sku').notNull().default(''),
    /** URL of the 640 px WebP variant; the others differ by width only. */
    image: text('image'),
    /** The whole photo gallery in order, `image` first (docs/decisions/034); empty for products written with `image` only. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    priceFils: integer('price_fils').notNull(),
    salePriceFils: integer('sale_price_fils'),
    totalStock: integer('total_stock').notNull().default(0),
    isQuoteAvailable: boolean('is_quote_available').notNull().default(false),
    /** The visible reviews' count and sum of stars (docs/decisions/036), kept by the review's own transaction. */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /**
     * How the product reaches the buyer: 'shipped' (a parcel) or 'licence_key'
     * (a software licence: each unit gets a key from licence_keys when the order
     * is confirmed; docs/decisions/030). Set by the admin on the licence keys screen.
     */
    delivery: text('delivery', { enum: ['shipped', 'licence_key'] }).notNull().default('shipped'),
    specs: jsonb('specs').$type<SpecRowJson[]>().notNull().default([]),
    /**
     * The typed attributes (docs/decisions/048): from the code of an attribute
     * its category defines to its value. Moved to another category, a product
     * keeps only the codes the new one defines (the trigger of migration 0032).
     */
    attributes: jsonb('attributes').$type<AttributeValues>().notNull().default({}),
    /**
     * What search looks in: title, brand, category and description (English and
     * Arabic, migration 0014), lower-case, without accents, Arabic normalised. Written by the triggers of migration 0002_search (also
     * when a brand or category is renamed), so every writer, the demo seed
     * included, keeps it in step without knowing about it.
     */
    searchText: text('search_text').notNull().default(''),
    /** The same words as a weighted tsvector (title A, brand and category B, description D), from the same trigger. */
    searchVector: tsvector('search_vector'),
    /**
     * The price the shopper pays (the sale price when there is one) and the
     * title in lower case, kept by PostgreSQL itself: the price and title sorts
     * walk an index on them, and a page of ids comes from that index alone
     * (docs/decisions/010-catalogue-at-a-million-products.md).
     */
    effectivePriceFils: integer('effective_price_fils')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(sale_price_fils, price_fils)`),
    titleKey: text('title_key')
      .notNull()
      .generatedAlwaysAs(sql`lower(title)`),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    check('products_price_ck', sql`${t.priceFils} >= 0`),
    check('products_sale_price_ck', sql`${t.salePriceFils} is null or (${t.salePriceFils} >= 0 and ${t.salePriceFils} < ${t.priceFils})`),
    check('products_stock_ck', sql`${t.totalStock} >= 0`),
    check('products_delivery_ck', sql`${t.delivery} in ('shipped', 'licence_key')`),
    uniqueIndex('products_sku_lower_uq').on(sql`lower(${t.sku})`),
    // One index per sort of the listing, in the exact order of its ORDER BY
    // (products.repository.ts productOrder), the id last as the tie-break: the
    // first page reads 24 entries, and a deep page skips entries of the index,
    // not rows. A plain (created_at, id) read backwards is `created_at desc, id desc`;
    // Drizzle's .desc() would add NULLS LAST, which no `order by ... desc` matches.
    // The category and brand after the id change no order (ids are unique): they
    // let a filtered sort skip non-matching entries without reading their rows.
    index('products_newest_idx').on(t.createdAt, t.id, t.categoryId, t.brandId),
    index('products_category_newest_idx').on(t.categoryId, t.createdAt, t.id),
    // A product page's first related products: same category and brand, newest first (migration 0007).
    index('products_category_brand_newest_idx').on(t.categoryId, t.brandId, t.createdAt, t.id),
    index('products_brand_newest_idx').on(t.brandId, t.createdAt, t.id),
    index('products_price_asc_idx').on(t.effectivePriceFils, t.id, t.categoryId, t.brandId),
    index('products_price_desc_idx').on(t.effectivePriceFils.desc().nullsFirst(), t.id, t.categoryId, t.brandId),
    index('products_title_asc_idx').on(t.titleKey, t.id, t.categoryId, t.brandId),
    index('products_title_desc_idx').on(t.titleKey.desc().nullsFirst(), t.id, t.categoryId, t.brandId),
    // Shop lists filtered by typed attributes (`attributes @> '{"socket":"AM5"}'`, docs/decisions/052).
    index('products_attributes_idx').using('gin', t.attributes.op('jsonb_path_ops')),
    // Search indexes (trigram on the unaccented title and on search_text, and a
    // tsvector) need pg_trgm and store_unaccent(): they live in migration 0002_search.
  ],
);

/** A choice of an attribute: its value (English, what products store) and its Arabic label. */
export type AttributeChoiceJson = { value: string; labelAr?: string | null };

/**
 * A typed attribute of a category (docs/decisions/048): products of the
 * category carry its values under `code` in `products.attributes`.
 */
export const categoryAttributes = pgTable(
  'category_attributes',
  {
    id: uuidPrimaryKey(),
    categoryId: cascadeRef('category_id', () => categories.id),
    code: text('code').notNull(),
    label: text('label').notNull(),
    labelAr: text('label_ar'),
    type: text('type', { enum: ['choice', 'multi_choice', 'number', 'boolean'] }).notNull(),
    unit: text('unit'),
    choices: jsonb('choices').$type<AttributeChoiceJson[]>().notNull().default([]),
    filterable: boolean('filterable').notNull().default(false),
    inCompare: boolean('in_compare').notNull().default(true),
    inSpecTable: boolean('in_spec_table').notNull().default(true),
    onCard: boolean('on_card').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    uniqueIndex('category_attributes_code_uq').on(t.categoryId, t.code),
    check('category_attributes_type_ck', sql`${t.type} in ('choice', 'multi_choice', 'number', 'boolean')`),
  ],
);

/**
 * How many products each (category, brand, on sale) holds, kept by the
 * triggers of migration 0006: a listing's total is a sum over one row per
 * (category, brand, on sale) instead of a count over every product
 * (docs/decisions/010-catalogue-at-a-million-products.md).
 */
export const productCounts = pgTable(
  'product_counts',
  {
    categoryId: uuid('category_id').notNull(),
    brandId: uuid('brand_id').notNull(),
    onSale: boolean('on_sale').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.brandId, t.onSale] })],
);

/**
 * The whole catalogue's count and how many of it are on sale: one row, kept by
 * the same triggers as product_counts (migration 0028). The listing and the
 * deals read their total here instead of summing product_counts' thousand
 * rows on every page (docs/decisions/019, session 9). Stock changes never
 * touch it: only inserts, deletes and a product put on sale or taken off.
 */
export const productTotals = pgTable(
  'product_totals',
  {
    one: boolean('one').primaryKey().default(true),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    nOnSale: bigint('n_on_sale', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('product_totals_one_ck', sql`${t.one}`)],
);

/**
 * Each product as the shop's lists show it (the contract's Product without
 * `totalStock`), as JSON text in each language: written by the triggers of
 * migration 0029 whenever the product, its brand or its category changes what
 * a list shows, never by a stock change. The first pages of the shop's lists
 * and the product page's related and random products read these instead of
 * 23 columns per product and answer them as they are (docs/decisions/039);
 * `product-cards.test.ts` holds them equal to `toProduct`.
 */
export const productCards = pgTable('product_cards', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  en: text('en').notNull(),
  ar: text('ar').notNull(),
});

/**
 * Every word search can match (the lexemes of products.search_vector) and how
 * many products have it, anywhere (n) and in the title, brand or category
 * (n_names). Kept by the triggers of migration 0008; a query word no product
 * has is corrected against it (docs/decisions/005-catalogue-search.md). The
 * word is in the C collation (migration 0008), so its key answers prefixes.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  n: integer('n').notNull(),
  nNames: integer('n_names').notNull(),
});

/**
 * One row per word of a product's search document, with what ranks it (the
 * word in the title, the product's time). Kept by the triggers of migration
 * 0013; its one index, in the order search ranks a word's matches, lets a
 * one-word search read its page and count up to 1,000 matches without
 * listing every product that has the word (docs/decisions/022).
 */
export const searchPostings = pgTable('search_postings', {
  word: text('word').notNull(),
  inTitle: boolean('in_title').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  productId: uuid('product_id').notNull(),
});
