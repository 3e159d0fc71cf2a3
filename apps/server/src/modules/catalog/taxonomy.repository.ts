import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { brands, categories, products } from '#server/db/schema/index';

// Brands and categories are the same shape (name, isTop) and follow the same
// rules, so one set of Drizzle queries serves both tables.

export interface TaxonomyRow {
  id: string;
  name: string;
  /** The Arabic name, or null: Arabic pages show `name` (docs/decisions/025). */
  nameAr: string | null;
  /** Categories only (migration 0009_category_slugs); null for a brand. */
  slug: string | null;
  isTop: boolean;
  productCount: number;
}

export interface TaxonomyValues {
  name: string;
  nameAr: string | null;
  isTop: boolean;
}

export interface TaxonomyRepository {
  /** Every row with its product count, by name (case-insensitive). */
  list(db: DbOrTx): Promise<TaxonomyRow[]>;
  findById(db: DbOrTx, id: string): Promise<TaxonomyRow | null>;
  /** Whether another row already has this name, whatever its case (index `<table>_name_lower_uq`). */
  isNameTaken(db: DbOrTx, name: string, exceptId?: string): Promise<boolean>;
  insert(db: DbOrTx, values: TaxonomyValues): Promise<string>;
  update(db: DbOrTx, id: string, values: TaxonomyValues): Promise<boolean>;
  delete(db: DbOrTx, id: string): Promise<boolean>;
  countProducts(db: DbOrTx, id: string): Promise<number>;
}

type TaxonomyTable = typeof brands | typeof categories;

function taxonomyRepository(table: TaxonomyTable, productColumn: typeof products.brandId | typeof products.categoryId): TaxonomyRepository {
  const selectRows = (db: DbOrTx, where?: SQL) =>
    db
      .select({
        id: table.id,
        name: table.name,
        nameAr: table.nameAr,
        slug: 'slug' in table ? table.slug : sql<string | null>`null`,
        isTop: table.isTop,
        productCount: count(products.id),
      })
      .from(table)
      .leftJoin(products, eq(productColumn, table.id))
      .where(where)
      .groupBy(table.id)
      .orderBy(asc(sql`lower(${table.name})`), asc(table.id));

  return {
    list: (db) => selectRows(db),
    async findById(db, id) {
      const [row] = await selectRows(db, eq(table.id, id));
      return row ?? null;
    },
    async isNameTaken(db, name, exceptId) {
      const sameName = sql`lower(${table.name}) = lower(${name})`;
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(exceptId ? and(sameName, ne(table.id, exceptId)) : sameName)
        .limit(1);
      return row !== undefined;
    },
    async insert(db, values) {
      const [row] = await db.insert(table).values(values).returning({ id: table.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },
    async update(db, id, values) {
      const rows = await db.update(table).set(values).where(eq(table.id, id)).returning({ id: table.id });
      return rows.length > 0;
    },
    async delete(db, id) {
      const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      return rows.length > 0;
    },
    async countProducts(db, id) {
      const [row] = await db.select({ n: count() }).from(products).where(eq(productColumn, id));
      return row?.n ?? 0;
    },
  };
}

export const brandsRepository = taxonomyRepository(brands, products.brandId);
export const categoriesRepository = taxonomyRepository(categories, products.categoryId);
