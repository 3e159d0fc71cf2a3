import { asc, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, categories, products } from '../../db/schema';
import type { ProductRow } from '../catalog/product-json';
import type { ProductValues } from '../catalog/product-writes.repository';
import { selectProducts } from '../catalog/products.repository';

// The catalogue CSV's queries (docs/decisions/038): names to ids, products by
// SKU, the export's keyset pages and the import's batch writes.

/** Lower-case name → id, for brands and categories (a store has hundreds, not millions). */
export async function findTaxonomyByName(db: DbOrTx): Promise<{ brands: Map<string, string>; categories: Map<string, string> }> {
  const [brandRows, categoryRows] = await Promise.all([
    db.select({ id: brands.id, name: brands.name }).from(brands),
    db.select({ id: categories.id, name: categories.name }).from(categories),
  ]);
  return {
    brands: new Map(brandRows.map((row) => [row.name.toLowerCase(), row.id])),
    categories: new Map(categoryRows.map((row) => [row.name.toLowerCase(), row.id])),
  };
}

const SKU_CHUNK = 1000;

/**
 * The products with these SKUs (any case), by lower-case SKU, through the
 * index products_sku_lower_uq. `lock`: their rows stay locked until the transaction ends.
 */
export async function findProductsBySku(db: DbOrTx, skus: readonly string[], lock = false): Promise<Map<string, ProductRow>> {
  const found = new Map<string, ProductRow>();
  const keys = [...new Set(skus.map((sku) => sku.toLowerCase()))];
  for (let i = 0; i < keys.length; i += SKU_CHUNK) {
    const chunk = keys.slice(i, i + SKU_CHUNK);
    const list = sql.join(chunk.map((key) => sql`${key}`), sql`, `);
    const query = selectProducts(db).where(sql`lower(${products.sku}) in (${list})`);
    const rows = lock ? await query.for('update', { of: products }) : await query;
    for (const row of rows) found.set(row.sku.toLowerCase(), row);
  }
  return found;
}

/** The export's next page: products after `afterId` in id order (the primary key walks it; no offset, no total). */
export function readExportPage(db: DbOrTx, afterId: string | null, limit: number): Promise<ProductRow[]> {
  const query = selectProducts(db);
  return (afterId ? query.where(gt(products.id, afterId)) : query).orderBy(asc(products.id)).limit(limit);
}

/** New products of one batch in one statement. */
export async function insertProducts(db: DbOrTx, values: readonly ProductValues[]): Promise<void> {
  if (values.length > 0) await db.insert(products).values([...values]);
}
