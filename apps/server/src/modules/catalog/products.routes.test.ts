import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { effectivePrice, messages, type Product } from '@store/contract';
import { products as productsTable } from '#server/db/schema/index';
import {
  createBrand,
  createCategory,
  createProduct,
  daysAgo,
  UNKNOWN_ID,
  type TestBrand,
  type TestCategory,
  type TestProduct,
} from '#server-test/catalog-factories';
import { suiteTestApp } from '#server-test/suite';

// The shop's product calls (docs/store-rules.md#catalogue-calls and #7-the-api):
// filters, sorts, paging, details, new arrivals, last added and deals.

let alpha: TestBrand;
let beta: TestBrand;
let laptops: TestCategory;
let mice: TestCategory;
let displays: TestCategory;
const all: TestProduct[] = [];
let oldLaptops: TestProduct[];
let displayProducts: TestProduct[];

const dataOf = (res: { body: Record<string, unknown> }) => res.body.data as Product[];
const idsOf = (items: { _id: string }[]) => items.map((p) => p._id);

const t = suiteTestApp();

beforeAll(async () => {
  const db = t.database.db;
  alpha = await createBrand(db, { name: 'Alpha' });
  beta = await createBrand(db, { name: 'Beta' });
  laptops = await createCategory(db, { name: 'Laptops' });
  mice = await createCategory(db, { name: 'Mice' });
  displays = await createCategory(db, { name: 'Displays' });

  // 26 products: 15 laptops (4 of them 40+ days old), 6 mice, 5 displays. Hour i is the i-th newest.
  let hour = 0;
  const add = async (options: Parameters<typeof createProduct>[1]) => {
    hour += 1;
    const p = await createProduct(db, { createdAt: daysAgo(0, hour * 60), ...options });
    all.push(p);
    return p;
  };
  for (let i = 0; i < 11; i++) {
    await add({ brandId: i < 6 ? alpha.id : beta.id, categoryId: laptops.id, title: `Laptop ${i}`, price: 3000 + i * 100 });
  }
  oldLaptops = [];
  for (let i = 0; i < 4; i++) {
    oldLaptops.push(
      await add({ brandId: alpha.id, categoryId: laptops.id, title: `Old Laptop ${i}`, price: 2500, createdAt: daysAgo(40 + i) }),
    );
  }
  for (let i = 0; i < 6; i++) {
    await add({
      brandId: i < 3 ? alpha.id : beta.id,
      categoryId: mice.id,
      title: `Mouse ${i}`,
      price: 150 + i * 10,
      salePrice: i % 2 === 0 ? 99.5 : null,
    });
  }
  displayProducts = [
    await add({ brandId: beta.id, categoryId: displays.id, title: 'Zeta Monitor', price: 500 }),
    await add({ brandId: beta.id, categoryId: displays.id, title: 'alpha Screen', price: 300, salePrice: 250 }),
    await add({ brandId: beta.id, categoryId: displays.id, title: 'Mid Display', price: 800 }),
    await add({ brandId: beta.id, categoryId: displays.id, title: 'Budget Panel', price: 100 }),
    await add({ brandId: beta.id, categoryId: displays.id, title: 'Omega View', price: 270 }),
  ];
});

describe('GET /api/shop/products/get', () => {
  it('answers 24 a page, newest first, with the paging totals', async () => {
    const res = await t.call('GET', '/api/shop/products/get');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, total: 26, totalPages: 2, currentPage: 1 });
    const data = dataOf(res);
    expect(data).toHaveLength(24);
    const newestFirst = all.toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(idsOf(data)).toEqual(newestFirst.slice(0, 24).map((p) => p.id));
  });

  it('gives the last, partial page and an empty page beyond the end', async () => {
    const last = await t.call('GET', '/api/shop/products/get?page=2');
    expect(last.body).toMatchObject({ total: 26, totalPages: 2, currentPage: 2 });
    expect(dataOf(last)).toHaveLength(2);

    const beyond = await t.call('GET', '/api/shop/products/get?page=5');
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual({ success: true, data: [], total: 26, totalPages: 2, currentPage: 5 });
  });

  it('pages with a smaller limit without overlap or gaps', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await t.call('GET', `/api/shop/products/get?limit=10&page=${page}&sortBy=price-lowtohigh`);
      expect(res.body).toMatchObject({ total: 26, totalPages: 3, currentPage: page });
      seen.push(...idsOf(dataOf(res)));
    }
    expect(seen).toHaveLength(26);
    expect(new Set(seen).size).toBe(26);
  });

  it('sends a product as the contract shapes it: AED with two decimals, names, null sale price', async () => {
    const res = await t.call('GET', `/api/shop/products/get?category=${displays.id}&sortBy=title-atoz`);
    const [first, second] = dataOf(res);
    expect(first).toEqual({
      _id: displayProducts[1]?.id,
      title: 'alpha Screen',
      description: '',
      category: displays.id,
      categoryName: 'Displays',
      brand: beta.id,
      brandName: 'Beta',
      image: null,
      price: 300,
      salePrice: 250,
      totalStock: 10,
      isQuoteAvailable: false,
      specs: [],
      attributes: {},
      createdAt: displayProducts[1]?.createdAt.toISOString(),
    });
    expect(second?.salePrice).toBeNull();
  });

  it('filters by one category and by several, comma-separated', async () => {
    const one = await t.call('GET', `/api/shop/products/get?category=${mice.id}`);
    expect(one.body.total).toBe(6);
    expect(dataOf(one).every((p) => p.category === mice.id)).toBe(true);

    const two = await t.call('GET', `/api/shop/products/get?category=${mice.id},${displays.id}`);
    expect(two.body.total).toBe(11);
    expect(new Set(dataOf(two).map((p) => p.categoryName))).toEqual(new Set(['Mice', 'Displays']));
  });

  it('filters by one brand, by several, and by brand and category together', async () => {
    const one = await t.call('GET', `/api/shop/products/get?brand=${alpha.id}`);
    expect(one.body.total).toBe(13);
    expect(dataOf(one).every((p) => p.brandName === 'Alpha')).toBe(true);

    const both = await t.call('GET', `/api/shop/products/get?brand=${alpha.id},${beta.id}`);
    expect(both.body.total).toBe(26);

    const combined = await t.call('GET', `/api/shop/products/get?brand=${beta.id}&category=${mice.id}`);
    expect(combined.body.total).toBe(3);
    expect(dataOf(combined).every((p) => p.brand === beta.id && p.category === mice.id)).toBe(true);
  });

  it('finds nothing for a well-formed id no category has', async () => {
    const res = await t.call('GET', `/api/shop/products/get?category=${UNKNOWN_ID}`);
    expect(res.body).toEqual({ success: true, data: [], total: 0, totalPages: 1, currentPage: 1 });
  });

  it('refuses a malformed id in a filter with 400', async () => {
    const res = await t.call('GET', `/api/shop/products/get?category=${mice.id},nope`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: messages.INVALID_ID, params: {} });
  });

  it('refuses an unknown sort with 400', async () => {
    const res = await t.call('GET', '/api/shop/products/get?sortBy=cheapest');
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('sorts by the price the shopper pays, low to high and high to low', async () => {
    const low = dataOf(await t.call('GET', `/api/shop/products/get?category=${displays.id}&sortBy=price-lowtohigh`));
    expect(low.map((p) => p.title)).toEqual(['Budget Panel', 'alpha Screen', 'Omega View', 'Zeta Monitor', 'Mid Display']);
    const high = dataOf(await t.call('GET', `/api/shop/products/get?category=${displays.id}&sortBy=price-hightolow`));
    expect(high.map((p) => p.title)).toEqual(['Mid Display', 'Zeta Monitor', 'Omega View', 'alpha Screen', 'Budget Panel']);

    const everything = dataOf(await t.call('GET', '/api/shop/products/get?limit=100&sortBy=price-lowtohigh'));
    const prices = everything.map(effectivePrice);
    expect(prices).toEqual(prices.toSorted((a, b) => a - b));
  });

  it('breaks price ties by id, so the order is stable', async () => {
    const first = idsOf(dataOf(await t.call('GET', `/api/shop/products/get?category=${laptops.id}&sortBy=price-lowtohigh`)));
    const again = idsOf(dataOf(await t.call('GET', `/api/shop/products/get?category=${laptops.id}&sortBy=price-lowtohigh`)));
    expect(again).toEqual(first);
    const tied = first.slice(0, 4);
    expect(new Set(tied)).toEqual(new Set(oldLaptops.map((p) => p.id)));
    expect(tied).toEqual(tied.toSorted());
  });

  it('sorts by title A to Z and Z to A, whatever the case', async () => {
    const az = dataOf(await t.call('GET', `/api/shop/products/get?category=${displays.id}&sortBy=title-atoz`));
    expect(az.map((p) => p.title)).toEqual(['alpha Screen', 'Budget Panel', 'Mid Display', 'Omega View', 'Zeta Monitor']);
    const za = dataOf(await t.call('GET', `/api/shop/products/get?category=${displays.id}&sortBy=title-ztoa`));
    expect(za.map((p) => p.title)).toEqual(['Zeta Monitor', 'Omega View', 'Mid Display', 'Budget Panel', 'alpha Screen']);
  });
});

describe('GET /api/shop/products/get/:id', () => {
  it('answers the product with related and random products', async () => {
    const target = displayProducts[0];
    const res = await t.call('GET', `/api/shop/products/get/${target?.id}`);
    expect(res.status).toBe(200);
    const data = res.body.data as { product: Product; relatedProducts: Product[]; randomProducts: Product[] };
    expect(data.product).toMatchObject({ _id: target?.id, title: 'Zeta Monitor', brandName: 'Beta', categoryName: 'Displays' });

    // Same category first (4 other displays), then the same brand (Beta: 5 laptops and 3 mice), 8 at most.
    const related = data.relatedProducts;
    expect(related).toHaveLength(8);
    expect(idsOf(related)).not.toContain(target?.id);
    expect(related.slice(0, 4).every((p) => p.category === displays.id)).toBe(true);
    expect(related.slice(4).every((p) => p.category !== displays.id && p.brand === beta.id)).toBe(true);
    // Newest first within each group: the other displays, then Beta's newest laptops.
    expect(related.map((p) => p.title)).toEqual([
      'alpha Screen', 'Mid Display', 'Budget Panel', 'Omega View', 'Laptop 6', 'Laptop 7', 'Laptop 8', 'Laptop 9',
    ]);

    expect(data.randomProducts.length).toBeGreaterThan(0);
    expect(data.randomProducts.length).toBeLessThanOrEqual(8);
    expect(idsOf(data.randomProducts)).not.toContain(target?.id);
  });

  it('lists fewer related products when fewer share the category or brand, never unrelated ones', async () => {
    const db = t.database.db;
    const lonelyBrand = await createBrand(db);
    const lonelyCategory = await createCategory(db);
    const lonely = await createProduct(db, { brandId: lonelyBrand.id, categoryId: lonelyCategory.id });
    const sibling = await createProduct(db, { brandId: lonelyBrand.id, categoryId: mice.id });
    const res = await t.call('GET', `/api/shop/products/get/${lonely.id}`);
    const data = res.body.data as { relatedProducts: Product[] };
    expect(idsOf(data.relatedProducts)).toEqual([sibling.id]);
  });

  it('never shows a product removed meanwhile among the random products', async () => {
    const db = t.database.db;
    const target = all[1];
    await t.call('GET', `/api/shop/products/get/${target?.id}`);
    const gone = await createProduct(db, { brandId: alpha.id, categoryId: mice.id, title: 'Soon gone' });
    await t.call('GET', `/api/shop/products/get/${gone.id}`);
    // Straight out of the database, as another instance of the store would.
    await db.delete(productsTable).where(eq(productsTable.id, gone.id));
    for (let i = 0; i < 8; i++) {
      const res = await t.call('GET', `/api/shop/products/get/${target?.id}`);
      const data = res.body.data as { randomProducts: Product[]; relatedProducts: Product[] };
      expect(idsOf(data.randomProducts)).not.toContain(gone.id);
      expect(idsOf(data.relatedProducts)).not.toContain(gone.id);
    }
  });

  it('varies the random products between calls', async () => {
    const target = all[0];
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await t.call('GET', `/api/shop/products/get/${target?.id}`);
      const data = res.body.data as { randomProducts: Product[] };
      seen.add(idsOf(data.randomProducts).join(','));
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.call('GET', `/api/shop/products/get/${UNKNOWN_ID}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, params: {}, code: 'PRODUCT_NOT_FOUND', message: messages.PRODUCT_NOT_FOUND });
    const malformed = await t.call('GET', '/api/shop/products/get/not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: messages.INVALID_ID, params: {} });
  });
});

describe('GET /api/shop/products/new', () => {
  it('lists the products of the last 30 days by default', async () => {
    const res = await t.call('GET', '/api/shop/products/new?limit=100');
    expect(res.status).toBe(200);
    const ids = idsOf(dataOf(res));
    for (const old of oldLaptops) expect(ids).not.toContain(old.id);
    expect(res.body.total).toBe(ids.length);
    expect(dataOf(res).every((p) => Date.parse(p.createdAt) >= daysAgo(30).getTime())).toBe(true);
  });

  it('takes a wider window in days, with filters and a sort', async () => {
    const res = await t.call('GET', `/api/shop/products/new?days=41&category=${laptops.id}&sortBy=title-atoz`);
    const titles = dataOf(res).map((p) => p.title);
    expect(titles).toContain('Old Laptop 0');
    expect(titles).not.toContain('Old Laptop 1');
    expect(titles).toEqual(titles.toSorted((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(res.body.total).toBe(12);
  });

  it('refuses a window that is not a whole number of days', async () => {
    expect((await t.call('GET', '/api/shop/products/new?days=0')).status).toBe(400);
    expect((await t.call('GET', '/api/shop/products/new?days=abc')).status).toBe(400);
  });
});

describe('GET /api/shop/products/last-added', () => {
  it('answers the 12 newest products, newest first', async () => {
    const res = await t.call('GET', '/api/shop/products/last-added');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).toSorted()).toEqual(['data', 'success']);
    const data = dataOf(res);
    expect(data).toHaveLength(12);
    const times = data.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    const newest = Math.max(...all.map((p) => p.createdAt.getTime()));
    expect(times[0]).toBeGreaterThanOrEqual(newest);
  });
});

describe('GET /api/shop/products/deals', () => {
  it('lists only products with a sale price below the price', async () => {
    const res = await t.call('GET', '/api/shop/products/deals');
    expect(res.status).toBe(200);
    const data = dataOf(res);
    expect(res.body).toMatchObject({ total: 4, totalPages: 1, currentPage: 1 });
    expect(data.every((p) => p.salePrice !== null && p.salePrice < p.price)).toBe(true);
  });

  it('filters and sorts deals', async () => {
    const res = await t.call('GET', `/api/shop/products/deals?category=${mice.id}&brand=${alpha.id}&sortBy=title-ztoa`);
    expect(dataOf(res).map((p) => p.title)).toEqual(['Mouse 2', 'Mouse 0']);
    const cheap = dataOf(await t.call('GET', '/api/shop/products/deals?sortBy=price-hightolow'));
    expect(cheap[0]?.title).toBe('alpha Screen');
  });
});
