import { randomUUID } from 'node:crypto';
import { asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, categories, products } from '../../db/schema';
import type { ProductRow } from './product-json';
import { productColumns } from './products.repository';

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
  const rows = await productDetailsStatement(db, relatedLimit, randomLimit).execute({ id, sample });
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
const productDetailsStatements = new WeakMap<object, Map<string, ProductDetailsStatement>>();

/**
 * The statement of findProductDetails, prepared once per database (on
 * PostgreSQL, once per pooled connection): planning it costs more than
 * running it, and a product page is the store's most frequent call.
 */
function productDetailsStatement(db: DbOrTx, relatedLimit: number, randomLimit: number): ProductDetailsStatement {
  const name = `product_details_${relatedLimit}_${randomLimit}`;
  let statements = productDetailsStatements.get(db);
  if (!statements) {
    statements = new Map();
    productDetailsStatements.set(db, statements);
  }
  let statement = statements.get(name);
  if (!statement) {
    statement = prepareProductDetails(db, name, relatedLimit, randomLimit);
    statements.set(name, statement);
  }
  return statement;
}

function prepareProductDetails(db: DbOrTx, name: string, relatedLimit: number, randomLimit: number) {
  if (!Number.isInteger(relatedLimit) || !Number.isInteger(randomLimit)) throw new Error('limits must be integers');
  const related = sql.raw(String(relatedLimit));
  const random = sql.raw(String(randomLimit));
  const id = sql.placeholder('id');
  const picked = sql`(
    select picked.grp, picked.id
      from products p
      cross join lateral (
        select 0 as grp, p.id
        union all
        (select related.grp, related.id from (
          (select 1 as grp, x.id from products x
            where x.category_id = p.category_id and x.brand_id = p.brand_id and x.id <> p.id
            order by x.created_at desc, x.id desc limit ${related})
          union all
          (select 2 as grp, x.id from products x
            where x.category_id = p.category_id and x.brand_id <> p.brand_id
            order by x.created_at desc, x.id desc limit ${related})
          union all
          (select 3 as grp, x.id from products x
            where x.brand_id = p.brand_id and x.category_id <> p.category_id
            order by x.created_at desc, x.id desc limit ${related})
        ) related limit ${related})
        union all
        (select 4 as grp, x.id from products x
          where x.id = any(${sql.placeholder('sample')}::uuid[]) and x.id <> p.id limit ${random})
      ) picked
     where p.id = ${id}::uuid
  ) as picked`;
  return db
    .select({ ...productColumns, grp: sql<number>`picked.grp`.mapWith(Number) })
    .from(products)
    .innerJoin(picked, sql`picked.id = ${products.id}`)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .orderBy(sql`picked.grp`, desc(products.createdAt), desc(products.id))
    .prepare(name);
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
