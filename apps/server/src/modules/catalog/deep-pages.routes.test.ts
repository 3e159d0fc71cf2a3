import { beforeAll, describe, expect, it } from 'vitest';
import { SORT_OPTIONS, type Product, type SortOption } from '@store/contract';
import { sql } from 'drizzle-orm';
import { createBrand, createCategory, createProduct, type TestBrand, type TestCategory } from '#server-test/catalog-factories';
import { suiteTestApp, suiteUser } from '#server-test/suite';
import { FIRST_PAGES } from './first-pages.repository';
import { createPageAnchors } from './page-anchors';
import { listProducts } from './product-pages.repository';
import type { ProductFilter } from './products.repository';
import { tuneCatalogueMemory } from './products.service';

// Deep pages through page anchors (docs/decisions/010-catalogue-at-a-million-products.md):
// on a catalogue of 2,000 products with many ties in price, title and time,
// every page read from an anchor is the page read without one, for every
// sort and filter; a product written through the store, or a product count
// changed by another writer, is seen on the next page.

const CATALOGUE = 2_000;
/** Anchors every 40 entries, pages of 30: pages start before, on and after anchors. */
const STEP = 40;
const LIMIT = 30;

let brands: TestBrand[];
let categories: TestCategory[];

const t = suiteTestApp();
const admin = suiteUser(t, { role: 'admin' });

beforeAll(async () => {
  const db = t.database.db;
  brands = [await createBrand(db), await createBrand(db), await createBrand(db)];
  categories = [await createCategory(db), await createCategory(db)];
  // Prices, titles (in two cases) and times repeat, so the id breaks many ties.
  await db.execute(sql`
    insert into products (title, category_id, brand_id, price_fils, sale_price_fils, total_stock, created_at, updated_at)
    select case when i % 2 = 0 then 'Item ' else 'ITEM ' end || (i % 150),
           (array[${categories[0]?.id}::uuid, ${categories[1]?.id}::uuid])[1 + i % 2],
           (array[${brands[0]?.id}::uuid, ${brands[1]?.id}::uuid, ${brands[2]?.id}::uuid])[1 + i % 3],
           (i % 60) * 1000 + 5000,
           case when i % 4 = 0 then (i % 60) * 1000 + 4000 end,
           5,
           timestamptz '2026-01-01 00:00:00.123456+00' + (i % 700) * interval '1 minute 1.000001 second',
           now()
      from generate_series(1, ${CATALOGUE}) as i`);
});

const sorts: (SortOption | undefined)[] = [undefined, ...SORT_OPTIONS];
const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('deep pages from page anchors', () => {
  const filters: [string, () => ProductFilter][] = [
    ['everything', () => ({})],
    ['a category and two brands on sale', () => ({ categoryIds: [categories[0]!.id], brandIds: [brands[0]!.id, brands[2]!.id], onSale: true })],
  ];

  it.each(filters)('gives every page of %s as without anchors, in every sort', async (_, filterOf) => {
    const db = t.database.db;
    const filter = filterOf();
    for (const sort of sorts) {
      const anchors = createPageAnchors({ step: STEP, minSkip: 0 });
      const whole = await listProducts(db, filter, sort, { offset: 0, limit: CATALOGUE });
      const total = whole.total;
      expect(whole.rows).toHaveLength(total);
      expect(total).toBeGreaterThan(3 * STEP);
      for (let offset = 0; offset < total; offset += LIMIT) {
        const anchored = await listProducts(db, filter, sort, { offset, limit: LIMIT }, anchors);
        expect(anchored.total).toBe(total);
        expect(idsOf(anchored.rows), `${sort ?? 'newest'} at ${offset}`).toEqual(idsOf(whole.rows.slice(offset, offset + LIMIT)));
      }
      // The anchors were read: the deep pages above came from them.
      expect(anchors.size).toBe(1);
    }
  });

  it('gives the same rows as a page read without anchors from the far end', async () => {
    const db = t.database.db;
    const anchors = createPageAnchors({ step: STEP, minSkip: 0 });
    for (const sort of sorts) {
      for (const offset of [STEP, STEP * 7 + 3, CATALOGUE - LIMIT - 1, CATALOGUE - 5]) {
        const plain = await listProducts(db, {}, sort, { offset, limit: LIMIT });
        const anchored = await listProducts(db, {}, sort, { offset, limit: LIMIT }, anchors);
        expect(anchored).toEqual(plain);
      }
    }
  });
});

const pageUrl = (page: number, sort = 'price-lowtohigh') => `/api/shop/products/get?limit=${LIMIT}&page=${page}&sortBy=${sort}`;
const idsOfPage = async (url: string) => ((await t.call('GET', url)).body.data as Product[]).map((p) => p._id);
/** The same page read without anchors: the plain path of today. */
const plainIds = async (page: number, sort: SortOption = 'price-lowtohigh') =>
  idsOf((await listProducts(t.database.db, {}, sort, { offset: (page - 1) * LIMIT, limit: LIMIT })).rows);

describe('deep pages through the API', () => {
  it('shows a product moved by an admin edit, one added and one deleted, on the next page asked', async () => {
    tuneCatalogueMemory(t.database.db, { anchors: { step: STEP, minSkip: 0 } });
    const page = 20;
    expect(await idsOfPage(pageUrl(page))).toEqual(await plainIds(page));

    // The cheapest product becomes the dearest: every page before the last moves by one.
    const [cheapest] = (await t.call('GET', pageUrl(1))).body.data as Product[];
    const edit = await t.call('PUT', `/api/admin/products/update/${cheapest?._id}`, {
      cookie: admin.cookie,
      payload: { title: 'Moved', category: categories[0]?.id, brand: brands[0]?.id, price: 99_999, totalStock: 1 },
    });
    expect(edit.status).toBe(200);
    expect(await idsOfPage(pageUrl(page))).toEqual(await plainIds(page));
    expect((await t.call('GET', pageUrl(Math.ceil(CATALOGUE / LIMIT)))).body.data).toContainEqual(
      expect.objectContaining({ _id: cheapest?._id, title: 'Moved' }),
    );

    const created = await t.call('POST', '/api/admin/products/create', {
      cookie: admin.cookie,
      payload: { title: 'Cheapest now', category: categories[1]?.id, brand: brands[1]?.id, price: 1, totalStock: 1 },
    });
    expect(created.status).toBe(201);
    expect(await idsOfPage(pageUrl(page))).toEqual(await plainIds(page));

    const removed = await t.call('DELETE', `/api/admin/products/delete/${(created.body.data as Product)._id}`, { cookie: admin.cookie });
    expect(removed.status).toBe(200);
    expect(await idsOfPage(pageUrl(page))).toEqual(await plainIds(page));
  });

  it('reads the anchors again when another writer changed how many products there are', async () => {
    tuneCatalogueMemory(t.database.db, { anchors: { step: STEP, minSkip: 0 } });
    const page = 30;
    expect(await idsOfPage(pageUrl(page, 'title-atoz'))).toEqual(await plainIds(page, 'title-atoz'));
    // Straight into the database, as another instance of the store would: the total changes.
    await createProduct(t.database.db, { title: '0 first of all', categoryId: categories[0]!.id, brandId: brands[0]!.id });
    expect(await idsOfPage(pageUrl(page, 'title-atoz'))).toEqual(await plainIds(page, 'title-atoz'));
  });
});

describe('first pages from their prepared statements (docs/decisions/019)', () => {
  const shapes: [string, () => ProductFilter][] = [
    ['everything', () => ({})],
    ['a category', () => ({ categoryIds: [categories[1]!.id] })],
    ['a brand on sale', () => ({ brandIds: [brands[2]!.id], onSale: true })],
    ['a category and a brand', () => ({ categoryIds: [categories[0]!.id], brandIds: [brands[1]!.id] })],
  ];

  it.each(shapes)('gives the shop the first pages of %s as the general path does, in every sort, with the exact total', async (_, filterOf) => {
    const db = t.database.db;
    const filter = filterOf();
    const query = (sort: SortOption | undefined, page: number) => {
      const params = new URLSearchParams({ page: String(page) });
      if (filter.categoryIds) params.set('category', filter.categoryIds.join(','));
      if (filter.brandIds) params.set('brand', filter.brandIds.join(','));
      if (sort) params.set('sortBy', sort);
      return `/api/shop/products/${filter.onSale ? 'deals' : 'get'}?${params}`;
    };
    for (const sort of sorts) {
      const whole = await listProducts(db, filter, sort, { offset: 0, limit: CATALOGUE });
      for (const page of [1, 2, FIRST_PAGES]) {
        const res = await t.call('GET', query(sort, page));
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(whole.total);
        const ids = (res.body.data as Product[]).map((p) => p._id);
        expect(ids, `${sort ?? 'newest'} page ${page}`).toEqual(idsOf(whole.rows.slice((page - 1) * 24, page * 24)));
      }
    }
  });

  it('answers a first page past the end of a short list with no products and the exact total', async () => {
    const lone = await createCategory(t.database.db);
    await createProduct(t.database.db, { title: 'The only one', categoryId: lone.id, brandId: brands[0]!.id });
    const res = await t.call('GET', `/api/shop/products/get?category=${lone.id}&page=3`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: [], total: 1, totalPages: 1, currentPage: 3 });
  });
});

/** The catalogue's counts, straight from the products. */
const counts = async () => {
  const rows = await t.database.db.execute<{ n: number; on_sale: number }>(
    sql`select count(*)::int as n, (count(*) filter (where sale_price_fils is not null))::int as on_sale from products`,
  );
  return rows.rows[0]!;
};
/** The totals the shop's lists answer with. */
const totals = async () => {
  const listing = await t.call('GET', '/api/shop/products/get?page=2');
  const deals = await t.call('GET', '/api/shop/products/deals?page=2&sortBy=price-lowtohigh');
  // Beyond the first pages too: the general path reads the same totals.
  const deep = await t.call('GET', `/api/shop/products/get?page=${FIRST_PAGES + 3}&limit=24`);
  expect([listing.status, deals.status, deep.status]).toEqual([200, 200, 200]);
  expect(deep.body.total).toBe(listing.body.total);
  return { n: listing.body.total as number, on_sale: deals.body.total as number };
};

describe('the whole listing and the deals count from product_totals (docs/decisions/019, session 9)', () => {
  it('keeps both totals exact through creates, deletes, sale prices set and taken off, moves and bulk writes', async () => {
    const db = t.database.db;
    expect(await totals()).toEqual(await counts());

    const created = await t.call('POST', '/api/admin/products/create', {
      cookie: admin.cookie,
      payload: { title: 'Counted on sale', category: categories[0]?.id, brand: brands[0]?.id, price: 500, salePrice: 400, totalStock: 3 },
    });
    expect(created.status).toBe(201);
    const id = (created.body.data as Product)._id;
    const afterCreate = await counts();
    expect(await totals()).toEqual(afterCreate);

    // Off sale and into another category: the deals lose one, the listing keeps it.
    const offSale = await t.call('PUT', `/api/admin/products/update/${id}`, {
      cookie: admin.cookie,
      payload: { title: 'Counted', category: categories[1]?.id, brand: brands[1]?.id, price: 500, salePrice: null, totalStock: 3 },
    });
    expect(offSale.status).toBe(200);
    expect(await totals()).toEqual({ n: afterCreate.n, on_sale: afterCreate.on_sale - 1 });

    // A stock change (every order makes one) leaves the totals as they are.
    await db.execute(sql`update products set total_stock = total_stock + 1 where id = ${id}`);
    expect(await totals()).toEqual({ n: afterCreate.n, on_sale: afterCreate.on_sale - 1 });

    // Another writer's statements: many products at once, half of them on sale, then a bulk delete.
    await db.execute(sql`
      insert into products (title, category_id, brand_id, price_fils, sale_price_fils, total_stock)
      select 'Bulk ' || i, ${categories[0]!.id}::uuid, ${brands[2]!.id}::uuid, 10000, case when i % 2 = 0 then 9000 end, 1
        from generate_series(1, 40) as i`);
    expect(await totals()).toEqual(await counts());
    await db.execute(sql`update products set sale_price_fils = 8000 where title like 'Bulk %' and sale_price_fils is null`);
    expect(await totals()).toEqual(await counts());
    await db.execute(sql`delete from products where title like 'Bulk %'`);

    const removed = await t.call('DELETE', `/api/admin/products/delete/${id}`, { cookie: admin.cookie });
    expect(removed.status).toBe(200);
    expect(await totals()).toEqual(await counts());
    expect((await counts()).n).toBe(afterCreate.n - 1);
  });
});
