import { randomUUID } from 'node:crypto';
import { asc, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { brands, categories, products } from '../../db/schema';
import type { ProductRow } from './product-json';
import { productRowSql } from './products.repository';

// The product page's reads (spec section 3, decision 010): the product with
// its related and random products in one prepared statement, and the sample
// of ids the random picks come from (product-sample.ts).

/** What a product page shows besides the product: related products and random others (spec section 3). */
export interface ProductDetailsRows {
  product: ProductRow;
  related: ProductRow[];
  random: ProductRow[];
}

/**
 * The product, up to `relatedLimit` related products and the products of
 * `randomIds` (other than the product; up to `randomLimit`), in one statement.
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
): Promise<ProductDetailsRows | null> {
  // A PostgreSQL array literal: the ids come from the database and are checked as uuids by the cast.
  const sample = `{${randomIds.join(',')}}`;
  const rows = await productDetailsStatement(relatedLimit, randomLimit).run(db, { id, sample });
  let product: ProductRow | undefined;
  const related: ProductRow[] = [];
  const random: ProductRow[] = [];
  for (const { grp, ...row } of rows) {
    if (grp === 0) product = row;
    else if (grp === 4) random.push(row);
    else related.push(row);
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
  return preparedStatement<ProductRow & { grp: number }, { id: string; sample: string }>(
    name,
    sql`select ${productRowSql}, picked.grp
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
      join ${products} p on p.id = picked.id
      join ${categories} c on c.id = p.category_id
      join ${brands} b on b.id = p.brand_id
     order by picked.grp, p.created_at desc, p.id desc`,
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
