import { setImmediate as nextTurn } from 'node:timers/promises';
import { asc, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { brands, categories, products } from '#server/db/schema/index';
import { type ProductRow, type ProductValues, selectProducts } from '#server/modules/catalog/index';

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
 * The products with these SKUs (case-insensitive), by lower-case SKU, through the
 * index products_sku_lower_uq. `lock`: their rows stay locked until the transaction ends.
 */
export async function findProductsBySku(db: DbOrTx, skus: readonly string[], lock = false): Promise<Map<string, ProductRow>> {
  const found = new Map<string, ProductRow>();
  const keys = [...new Set(skus.map((sku) => sku.toLowerCase()))];
  for (let i = 0; i < keys.length; i += SKU_CHUNK) {
    // Other requests' turn between two chunks: the embedded database answers without ever giving the
    // event loop back, and a 100,000-row file asks 100 of them (issue 26 item 17).
    if (i > 0) await nextTurn();
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

/**
 * Changed products of one batch in one statement (`update … from (values …)`):
 * one round trip instead of one per row; the row triggers (search, counts)
 * still run for each product.
 */
export async function updateProducts(db: DbOrTx, changes: readonly { id: string; values: ProductValues }[]): Promise<void> {
  if (changes.length === 0) return;
  const rows = changes.map(
    ({ id, values: v }) =>
      sql`(${id}::uuid, ${v.sku}::text, ${v.title}::text, ${v.titleAr}::text, ${v.description}::text, ${v.descriptionAr}::text,
        ${v.categoryId}::uuid, ${v.brandId}::uuid, ${v.image}::text, ${JSON.stringify(v.images)}::jsonb, ${v.priceFils}::int,
        ${v.salePriceFils}::int, ${v.totalStock}::int, ${v.isQuoteAvailable}::boolean, ${JSON.stringify(v.specs)}::jsonb,
        ${v.attributes === undefined ? null : JSON.stringify(v.attributes)}::jsonb)`,
  );
  await db.execute(sql`
    update products p set
      sku = v.sku, title = v.title, title_ar = v.title_ar, description = v.description, description_ar = v.description_ar,
      category_id = v.category_id, brand_id = v.brand_id, image = v.image,
      images = array(select jsonb_array_elements_text(v.images)), price_fils = v.price_fils, sale_price_fils = v.sale_price_fils,
      total_stock = v.total_stock, is_quote_available = v.is_quote_available, specs = v.specs,
      attributes = coalesce(v.attributes, p.attributes), updated_at = now()
    from (values ${sql.join(rows, sql`, `)}) as v(id, sku, title, title_ar, description, description_ar, category_id, brand_id,
      image, images, price_fils, sale_price_fils, total_stock, is_quote_available, specs, attributes)
    where p.id = v.id`);
}

/**
 * Moves the entries an import left in the pending lists of the products' GIN
 * indexes (search, trigram) into the indexes proper. GIN's fast update parks
 * new entries in a list every search reads from end to end until a vacuum
 * merges them: after 10,000 imported rows at a million products, a search
 * read 433 pending pages (20 ms) where it read the index alone in 0.3 ms
 * (docs/decisions/038). The pages merged, in all.
 */
export async function mergeSearchIndexPendingLists(db: DbOrTx): Promise<number> {
  const { rows } = await db.execute<{ pages: number }>(sql`
    select coalesce(sum(gin_clean_pending_list(i.indexrelid)), 0)::int as pages
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
     where i.indrelid = 'products'::regclass and am.amname = 'gin'`);
  return rows[0]?.pages ?? 0;
}
