import { beforeAll, describe, expect, it } from 'vitest';
import type { Language, Product } from '@store/contract';
import { eq, sql } from 'drizzle-orm';
import { productCards, products, brands as brandsTable, categories as categoriesTable } from '#server/db/schema/index';
import { suiteTestDatabase } from '#server-test/suite';
import { createBrand, createCategory, createProduct, type TestBrand, type TestCategory } from '#server-test/catalog-factories';
import { withStock } from './product-cards';
import { toProduct } from './product-json';
import { findProductById } from './products.repository';

// The product cards of migration 0029 (docs/decisions/039) are the contract's
// Product written by PostgreSQL when a product changes; toProduct is the same
// mapping in TypeScript. Here the two are held equal, in both languages, for
// products with and without their Arabic twins, sale prices, photos, specs and
// ratings, and again after each kind of write that changes what a card shows.

const t = suiteTestDatabase();
let brand: TestBrand;
let arabicBrand: TestBrand;
let category: TestCategory;
let arabicCategory: TestCategory;
const ids: string[] = [];

beforeAll(async () => {
  const db = t.database.db;
  brand = await createBrand(db, { name: 'Razer' });
  arabicBrand = await createBrand(db, { name: 'ASUS', nameAr: 'أسوس' });
  category = await createCategory(db, { name: 'Mice' });
  arabicCategory = await createCategory(db, { name: 'Laptops', nameAr: 'حواسيب محمولة' });
  const made = [
    await createProduct(db, { brandId: brand.id, categoryId: category.id, title: 'Viper V3', price: 349, totalStock: 0 }),
    await createProduct(db, {
      brandId: arabicBrand.id,
      categoryId: arabicCategory.id,
      title: 'ROG Strix G16',
      titleAr: 'روج ستريكس G16',
      description: 'A laptop with "quotes", a \\ backslash and a line\nbreak.',
      descriptionAr: 'حاسوب محمول',
      price: 7999.99,
      salePrice: 6999.5,
      totalStock: 7,
      image: '/uploads/strix.webp',
      isQuoteAvailable: true,
      specs: [
        { label: 'CPU', value: 'Ryzen 9', labelAr: 'المعالج', valueAr: 'رايزن 9' },
        { label: 'RAM', value: '32 GB', labelAr: '', valueAr: '٣٢ جيجابايت' },
        { label: 'Weight', value: '2.5 kg' },
      ],
      attributes: { cpu: 'AMD Ryzen 9', ram_gb: 32, weight_kg: 2.5, oled: false, ports: ['HDMI 2.1', 'USB-C'] },
      createdAt: new Date('2026-03-04T05:06:07.089Z'),
    }),
    // An empty Arabic title falls back to the English, as toProduct does.
    await createProduct(db, { brandId: arabicBrand.id, categoryId: category.id, title: 'TUF A15', titleAr: '', price: 0.02, salePrice: 0.01 }),
  ];
  ids.push(...made.map((p) => p.id));
  // Times with microseconds (the milliseconds are cut, not rounded) and ratings whose averages round up and down.
  await db.execute(sql`update products set created_at = timestamptz '2025-12-31 23:59:59.999999+00', rating_count = 3, rating_sum = 14 where id = ${ids[0]}`);
  await db.execute(sql`update products set rating_count = 20, rating_sum = 47 where id = ${ids[1]}`);
  await db.execute(sql`update products set created_at = timestamptz '2026-06-01 12:00:00.000500+00', rating_count = 4, rating_sum = 9 where id = ${ids[2]}`);
});

async function cardOf(id: string, lang: Language): Promise<Product | undefined> {
  const [row] = await t.database.db.select().from(productCards).where(eq(productCards.productId, id));
  const [stock] = await t.database.db.select({ n: products.totalStock }).from(products).where(eq(products.id, id));
  return row && stock ? (JSON.parse(withStock(row[lang], stock.n)) as Product) : undefined;
}

async function expectCardsEqualToProduct(id: string) {
  const row = await findProductById(t.database.db, id);
  expect(row).not.toBeNull();
  for (const lang of ['en', 'ar'] as const) {
    expect(await cardOf(id, lang), `${id} in ${lang}`).toEqual(toProduct(row!, lang));
  }
}

describe('product cards', () => {
  it('are toProduct in both languages: Arabic twins field by field, prices, photo, specs, rating, time', async () => {
    for (const id of ids) await expectCardsEqualToProduct(id);
    const strix = await cardOf(ids[1]!, 'ar');
    expect(strix).toMatchObject({
      title: 'روج ستريكس G16',
      brandName: 'أسوس',
      categoryName: 'حواسيب محمولة',
      price: 7999.99,
      salePrice: 6999.5,
      specs: [
        { label: 'المعالج', value: 'رايزن 9' },
        { label: 'RAM', value: '٣٢ جيجابايت' },
        { label: 'Weight', value: '2.5 kg' },
      ],
      rating: { average: 2.4, count: 20 },
      attributes: { cpu: 'AMD Ryzen 9', ram_gb: 32, weight_kg: 2.5, oled: false, ports: ['HDMI 2.1', 'USB-C'] },
      createdAt: '2026-03-04T05:06:07.089Z',
    });
    expect(await cardOf(ids[0]!, 'en')).toMatchObject({ attributes: {} });
    expect(await cardOf(ids[0]!, 'en')).toMatchObject({ createdAt: '2025-12-31T23:59:59.999Z', rating: { average: 4.7, count: 3 }, totalStock: 0 });
  });

  it('follow an edit of the product, its attributes, a new sale price, a review and a rename of its brand or category', async () => {
    const db = t.database.db;
    await db
      .update(products)
      .set({
        title: 'Viper V3 Pro',
        titleAr: 'فايبر',
        salePriceFils: 29_900,
        image: '/uploads/viper.webp',
        specs: [{ label: 'DPI', value: '35000' }],
        attributes: { dpi: 35000 },
      })
      .where(eq(products.id, ids[0]!));
    await db.update(products).set({ ratingCount: 5, ratingSum: 21, categoryId: category.id }).where(eq(products.id, ids[1]!));
    await db.update(brandsTable).set({ nameAr: 'ريزر' }).where(eq(brandsTable.id, brand.id));
    await db.update(categoriesTable).set({ name: 'Gaming mice', nameAr: 'فئران الألعاب' }).where(eq(categoriesTable.id, category.id));
    for (const id of ids) await expectCardsEqualToProduct(id);
    expect(await cardOf(ids[0]!, 'ar')).toMatchObject({ title: 'فايبر', brandName: 'ريزر', categoryName: 'فئران الألعاب', salePrice: 299, attributes: { dpi: 35000 } });
  });

  it('are not rewritten by a stock change, and go with their product', async () => {
    const db = t.database.db;
    const [before] = await db.select().from(productCards).where(eq(productCards.productId, ids[2]!));
    await db.update(products).set({ totalStock: sql`${products.totalStock} - 1` }).where(eq(products.id, ids[2]!));
    const [after] = await db.select().from(productCards).where(eq(productCards.productId, ids[2]!));
    expect(after).toEqual(before);
    await expectCardsEqualToProduct(ids[2]!);

    await db.delete(products).where(eq(products.id, ids[2]!));
    expect(await db.select().from(productCards).where(eq(productCards.productId, ids[2]!))).toEqual([]);
  });

  it('are written for every product of a bulk insert, in one statement', async () => {
    const db = t.database.db;
    const rows = await db.execute<{ id: string }>(sql`
      insert into products (title, title_ar, category_id, brand_id, price_fils, sale_price_fils, total_stock, specs)
      select 'Bulk ' || i, case when i % 2 = 0 then 'دفعة ' || i end, ${arabicCategory.id}::uuid, ${arabicBrand.id}::uuid,
             100 * i + 1, case when i % 3 = 0 then 100 * i end, i, jsonb_build_array(jsonb_build_object('label', 'N', 'value', i::text))
        from generate_series(1, 30) as i
      returning id`);
    expect(rows.rows).toHaveLength(30);
    for (const { id } of rows.rows) await expectCardsEqualToProduct(id);
  });
});
