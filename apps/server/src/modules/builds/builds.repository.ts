import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { categories, products } from '#server/db/schema/index';

// What the builder's check reads of its parts (docs/decisions/049): the slot
// comes from the category's slug, the figures from the typed attributes.

export interface BuildPartRow {
  id: string;
  categorySlug: string;
  attributes: Record<string, string | number | boolean | string[]>;
  totalStock: number;
  /** The price the shopper pays: the sale price when there is one. */
  priceFils: number;
}

export function findBuildParts(db: DbOrTx, ids: readonly string[]): Promise<BuildPartRow[]> {
  return db
    .select({
      id: products.id,
      categorySlug: categories.slug,
      attributes: products.attributes,
      totalStock: products.totalStock,
      priceFils: products.effectivePriceFils,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, [...ids]));
}
