import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import type { AttributeValues } from '@store/contract';
import { brands, categories, products } from '#server/db/schema/index';
import type { ProductRow } from './product-json';

// The admin's writes to products (docs/store-rules.md#admin-calls); the rules, the
// audit rows and the transaction are products.service.ts's.

/** A product's own columns as the admin writes them; the names of its brand and category are not its own. */
export type ProductValues = Pick<
  ProductRow,
  'title' | 'titleAr' | 'description' | 'descriptionAr' | 'categoryId' | 'brandId' | 'image' | 'images' | 'priceFils' | 'salePriceFils' | 'totalStock' | 'isQuoteAvailable' | 'specs'
> & {
  /** Empty: the database makes one (migration 0019_sku_delivery). */
  sku: string;
  /** The checked typed attributes (docs/decisions/048); absent: the column is left as it is (on a create, none). */
  attributes?: AttributeValues | undefined;
};

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

/** Whether a product other than `exceptId` has this SKU, in any case (the index products_sku_lower_uq). */
export async function isSkuTaken(db: DbOrTx, sku: string, exceptId?: string): Promise<boolean> {
  const same = sql`lower(${products.sku}) = lower(${sku})`;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(exceptId ? and(same, ne(products.id, exceptId)) : same)
    .limit(1);
  return rows.length > 0;
}
