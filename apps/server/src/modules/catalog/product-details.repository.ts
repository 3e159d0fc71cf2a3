import { randomUUID } from 'node:crypto';
import type { Language } from '@store/contract';
import { asc, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { preparedStatement } from '#server/db/prepared';
import { brands, categories, productCards, products } from '#server/db/schema/index';
import { withStock } from './product-cards';
import type { ProductRow } from './product-json';
import { productRowSql } from './products.repository';

// The product page's reads (docs/store-rules.md#3-records-and-their-fields, decision 010): the product with
// its related and random products (as product cards, decision 039) in one
// prepared statement, and the sample of ids the random picks come from
// (product-sample.ts).

/** What a product page shows besides the product: related products and random others (docs/store-rules.md#3-records-and-their-fields). */
export interface ProductDetailsRows {
  product: ProductRow;
  /** The related products' cards with their stock (docs/decisions/039): their JSON text in the language asked for. */
  related: string[];
  /** The random products' cards with their stock, in the sample's order. */
  random: string[];
}

type DetailsRow = { grp: number; card: string | null; cardStock: number } & ({ [K in keyof ProductRow]: ProductRow[K] } | { [K in keyof ProductRow]: null });

/**
 * The product, up to `relatedLimit` related products and the products of
 * `randomIds` (other than the product; up to `randomLimit`), in one statement:
 * the product as a row (its page shows more than a card: the gallery, the
 * SKU), the others as their cards in `lang`.
 *
 * Related products are other products of the same category and brand, then
 * of the same category, then of the same brand; newest first within each
 * group (the id, newest first too, breaks ties). Each group is the start of a
 * walk down an index in exactly its order (products_category_brand_newest_idx,
 * products_category_newest_idx, products_brand_newest_idx, read backwards),
 * and the walks stop once `relatedLimit` are found: a LIMIT over UNION ALL
 * runs a group only when the groups before it fell short.
 */
export async function findProductDetails(
  db: DbOrTx,
  id: string,
  randomIds: readonly string[],
  relatedLimit: number,
  randomLimit: number,
  lang: Language = 'en',
): Promise<ProductDetailsRows | null> {
  // A PostgreSQL array literal: the ids come from the database and are checked as uuids by the cast.
  const sample = `{${randomIds.join(',')}}`;
  const rows = await productDetailsStatement(relatedLimit, randomLimit).run(db, { id, sample, lang });
  let product: ProductRow | undefined;
  const related: string[] = [];
  const random: string[] = [];
  for (const { grp, card, cardStock, ...row } of rows) {
    if (grp === 0 && row.id !== null) product = row;
    else if (card !== null) (grp === 4 ? random : related).push(withStock(card, cardStock));
  }
  return product ? { product, related, random } : null;
}

type ProductDetailsStatement = ReturnType<typeof prepareProductDetails>;
const productDetailsStatements = new Map<string, ProductDetailsStatement>();

/**
 * The statement of findProductDetails, prepared once per connection
 * (db/prepared.ts): planning it costs more than running it, and a product
 * page is the store's most frequent call. Its columns are named as a
 * ProductRow's fields, so its rows need no mapping.
 */
function productDetailsStatement(relatedLimit: number, randomLimit: number): ProductDetailsStatement {
  const name = `product_details_${relatedLimit}_${randomLimit}`;
  let statement = productDetailsStatements.get(name);
  if (!statement) {
    statement = prepareProductDetails(name, relatedLimit, randomLimit);
    productDetailsStatements.set(name, statement);
  }
  return statement;
}

function prepareProductDetails(name: string, relatedLimit: number, randomLimit: number) {
  if (!Number.isInteger(relatedLimit) || !Number.isInteger(randomLimit)) throw new Error('limits must be integers');
  const related = sql.raw(String(relatedLimit));
  const random = sql.raw(String(randomLimit));
  const id = sql.placeholder('id');
  return preparedStatement<DetailsRow, { id: string; sample: string; lang: Language }>(
    name,
    sql`select picked.grp,
        case when picked.grp = 0 then null when ${sql.placeholder('lang')}::text = 'ar' then k.ar else k.en end as card,
        q.total_stock as "cardStock", p.*
      from (
        select picked.grp, picked.id
          from ${products} p
          cross join lateral (
            select 0 as grp, p.id
            union all
            (select related.grp, related.id from (
              (select 1 as grp, x.id from ${products} x
                where x.category_id = p.category_id and x.brand_id = p.brand_id and x.id <> p.id
                order by x.created_at desc, x.id desc limit ${related})
              union all
              (select 2 as grp, x.id from ${products} x
                where x.category_id = p.category_id and x.brand_id <> p.brand_id
                order by x.created_at desc, x.id desc limit ${related})
              union all
              (select 3 as grp, x.id from ${products} x
                where x.brand_id = p.brand_id and x.category_id <> p.category_id
                order by x.created_at desc, x.id desc limit ${related})
            ) related limit ${related})
            union all
            (select 4 as grp, x.id from ${products} x
              where x.id = any(${sql.placeholder('sample')}::uuid[]) and x.id <> p.id limit ${random})
          ) picked
         where p.id = ${id}::uuid
      ) picked
      join ${products} q on q.id = picked.id
      join ${productCards} k on k.product_id = q.id
      -- The whole row of the product alone: kept a subquery (offset 0), its condition on picked.grp gates the lookups.
      left join lateral (
        select ${productRowSql}
          from ${products} p
          join ${categories} c on c.id = p.category_id
          join ${brands} b on b.id = p.brand_id
         where picked.grp = 0 and p.id = picked.id
        offset 0
      ) p on true
     order by picked.grp, q.created_at desc, q.id desc`,
  );
}

/**
 * Up to `size` product ids from a random point of the primary key, wrapping
 * around: two index-only range scans however large the catalogue. Ids are
 * random UUIDs, so the ids that follow any point are a random sample.
 */
export async function readProductIdSample(db: DbOrTx, size: number): Promise<string[]> {
  const pivot = randomUUID();
  const after = await db.select({ id: products.id }).from(products).where(gt(products.id, pivot)).orderBy(asc(products.id)).limit(size);
  if (after.length >= size) return after.map((r) => r.id);
  const before = await db
    .select({ id: products.id })
    .from(products)
    .where(lte(products.id, pivot))
    .orderBy(asc(products.id))
    .limit(size - after.length);
  return [...after, ...before].map((r) => r.id);
}
