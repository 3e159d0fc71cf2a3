import { asc, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { products } from '#server/db/schema/index';

// The sitemap's product files walk the primary key: file N starts at the id
// of its first product (read once for all files), so every file is one index
// range of at most `perFile` rows, however deep it sits in a million products.

/** The first product id of each file of `perFile` products, in id order. */
export async function sitemapFileStarts(db: DbOrTx, perFile: number): Promise<string[]> {
  const numbered = db
    .select({ id: products.id, n: sql<number>`(row_number() over (order by ${products.id}) - 1)`.as('n') })
    .from(products)
    .as('numbered');
  const rows = await db
    .select({ id: numbered.id })
    .from(numbered)
    .where(sql`${numbered.n} % ${perFile} = 0`)
    .orderBy(asc(numbered.id));
  return rows.map((row) => row.id);
}

/** One file's products: at most `perFile`, from `firstId` on, in id order. */
export async function listSitemapProducts(
  db: DbOrTx,
  firstId: string,
  perFile: number,
): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(gte(products.id, firstId))
    .orderBy(asc(products.id))
    .limit(perFile);
}
