import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type Product, type AdminProduct } from '@store/contract';
import { createBrand, createCategory, createProduct, daysAgo, UNKNOWN_ID, type TestBrand, type TestCategory } from '#server-test/catalog-factories';
import { suiteTestApp, suiteUser } from '#server-test/suite';
import { fieldRefusal } from '#server-test/refusals';

// Product management (docs/store-rules.md#admin-calls, #7-the-api, #6-roles-and-security and #10-orders-stock-and-money).

let asus: TestBrand;
let lenovo: TestBrand;
let laptops: TestCategory;
let desktops: TestCategory;

const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'ROG Zephyrus G14',
  description: 'A 14-inch gaming laptop',
  category: laptops.id,
  brand: asus.id,
  image: '/uploads/products/abc123-640.webp',
  price: 6499.5,
  salePrice: 5999,
  totalStock: 7,
  isQuoteAvailable: true,
  specs: [{ label: 'CPU', value: 'Ryzen 9 8945HS' }],
  ...overrides,
});

const t = suiteTestApp();
const admin = suiteUser(t, { role: 'admin' });
const customer = suiteUser(t);

beforeAll(async () => {
  const db = t.database.db;
  asus = await createBrand(db, { name: 'ASUS' });
  lenovo = await createBrand(db, { name: 'Lenovo' });
  laptops = await createCategory(db, { name: 'Laptops' });
  desktops = await createCategory(db, { name: 'Desktops' });
});

describe('who may manage products', () => {
  const calls = [
    ['POST', '/api/admin/products/create'],
    ['GET', '/api/admin/products/getall'],
    ['PUT', `/api/admin/products/update/${UNKNOWN_ID}`],
    ['DELETE', `/api/admin/products/delete/${UNKNOWN_ID}`],
  ] as const;

  it.each(calls)('%s %s: a guest gets 401', async (method, url) => {
    const res = await t.call(method, url, { payload: method === 'GET' || method === 'DELETE' ? undefined : form() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, params: {}, code: 'NOT_SIGNED_IN', message: messages.NOT_SIGNED_IN });
  });

  it.each(calls)('%s %s: a customer gets 403', async (method, url) => {
    const res = await t.call(method, url, {
      cookie: customer.cookie,
      payload: method === 'GET' || method === 'DELETE' ? undefined : form(),
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, params: {}, code: 'ADMIN_ONLY', message: messages.ADMIN_ONLY });
  });
});

describe('POST /api/admin/products/create', () => {
  it('creates a product and answers 201 with it', async () => {
    const res = await t.call('POST', '/api/admin/products/create', { cookie: admin.cookie, payload: form() });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(messages.PRODUCT_CREATED);
    const product = res.body.data as AdminProduct;
    expect(product).toEqual({
      _id: expect.any(String),
      // None in the form: made from the brand, the category and a number (docs/decisions/032).
      sku: expect.stringMatching(/^ASU-LAP-\d{6}$/),
      title: 'ROG Zephyrus G14',
      description: 'A 14-inch gaming laptop',
      category: laptops.id,
      categoryName: 'Laptops',
      brand: asus.id,
      brandName: 'ASUS',
      image: '/uploads/products/abc123-640.webp',
      // A client that sends `image` alone gets a one-photo gallery (docs/decisions/034).
      images: ['/uploads/products/abc123-640.webp'],
      price: 6499.5,
      salePrice: 5999,
      totalStock: 7,
      isQuoteAvailable: true,
      specs: [{ label: 'CPU', value: 'Ryzen 9 8945HS', labelAr: null, valueAr: null }],
      // The category defines no typed attributes (docs/decisions/048).
      attributes: {},
      createdAt: expect.any(String),
      // The admin's answers show the Arabic twins beside the English (none given: null).
      titleAr: null,
      descriptionAr: null,
    });
    const shown = await t.call('GET', `/api/shop/products/get/${product._id}`);
    const { titleAr: _title, descriptionAr: _description, ...english } = product;
    expect((shown.body.data as { product: Product }).product).toEqual({ ...english, specs: [{ label: 'CPU', value: 'Ryzen 9 8945HS' }] });
  });

  it('takes the form as the browser sends it: numbers as text, an empty sale price', async () => {
    const res = await t.call('POST', '/api/admin/products/create', {
      cookie: admin.cookie,
      payload: form({ title: '  Trimmed  ', price: '1299.99', salePrice: '', totalStock: '3', image: null, specs: undefined }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ title: 'Trimmed', price: 1299.99, salePrice: null, totalStock: 3, image: null, specs: [] });
  });

  it('refuses an unknown category or brand with a field error', async () => {
    const noCategory = await t.call('POST', '/api/admin/products/create', { cookie: admin.cookie, payload: form({ category: UNKNOWN_ID }) });
    expect(noCategory.status).toBe(400);
    expect(noCategory.body).toEqual(fieldRefusal('VALIDATION_FAILED', 'category', messages.CATEGORY_NOT_FOUND));

    const noBrand = await t.call('POST', '/api/admin/products/create', { cookie: admin.cookie, payload: form({ brand: UNKNOWN_ID }) });
    expect(noBrand.status).toBe(400);
    expect(noBrand.body).toEqual(fieldRefusal('VALIDATION_FAILED', 'brand', messages.BRAND_NOT_FOUND));

    const neither = await t.call('POST', '/api/admin/products/create', {
      cookie: admin.cookie,
      payload: form({ brand: UNKNOWN_ID, category: UNKNOWN_ID }),
    });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe(messages.VALIDATION_FAILED);
    expect(neither.body.errors).toEqual([
      { path: 'category', message: messages.CATEGORY_NOT_FOUND },
      { path: 'brand', message: messages.BRAND_NOT_FOUND },
    ]);
  });

  it('refuses bad fields with the contract messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ salePrice: 7000 }, 'salePrice', messages.SALE_PRICE_NOT_BELOW],
      [{ price: 10.005, salePrice: null }, 'price', messages.PRICE_INVALID],
      [{ price: -1, salePrice: null }, 'price', messages.PRICE_INVALID],
      [{ totalStock: 1.5 }, 'totalStock', messages.STOCK_INVALID],
      [{ title: '   ' }, 'title', messages.TITLE_REQUIRED],
      [{ category: 'laptops' }, 'category', messages.CATEGORY_CHOICE_REQUIRED],
      // A missing key says what to do, not zod's "expected string, received undefined".
      [{ brand: undefined }, 'brand', messages.BRAND_CHOICE_REQUIRED],
      [{ title: undefined }, 'title', messages.TITLE_REQUIRED],
    ];
    for (const [overrides, path, text] of cases) {
      const res = await t.call('POST', '/api/admin/products/create', { cookie: admin.cookie, payload: form(overrides) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(text);
      expect(res.body.errors).toEqual([{ path, message: text }]);
    }
  });
});

describe('GET /api/admin/products/getall', () => {
  beforeAll(async () => {
    const db = t.database.db;
    for (let i = 0; i < 6; i++) {
      await createProduct(db, {
        brandId: lenovo.id,
        categoryId: desktops.id,
        title: i === 0 ? 'Légion Tower 7i' : `ThinkCentre ${i}`,
        createdAt: daysAgo(1, i),
      });
    }
  });

  it('pages 4 at a time, newest first', async () => {
    const res = await t.call('GET', `/api/admin/products/getall?brand=${lenovo.id}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, total: 6, totalPages: 2, currentPage: 1 });
    const data = res.body.data as Product[];
    expect(data.map((p) => p.title)).toEqual(['Légion Tower 7i', 'ThinkCentre 1', 'ThinkCentre 2', 'ThinkCentre 3']);
    const second = await t.call('GET', `/api/admin/products/getall?brand=${lenovo.id}&page=2`, { cookie: admin.cookie });
    expect((second.body.data as Product[]).map((p) => p.title)).toEqual(['ThinkCentre 4', 'ThinkCentre 5']);
  });

  it('searches a part of the title, brand or category, whatever the case or accents', async () => {
    const byTitle = await t.call('GET', '/api/admin/products/getall?search=LEGION', { cookie: admin.cookie });
    expect((byTitle.body.data as Product[]).map((p) => p.title)).toEqual(['Légion Tower 7i']);
    const byPart = await t.call('GET', '/api/admin/products/getall?search=centre&limit=10', { cookie: admin.cookie });
    expect(byPart.body.total).toBe(5);
    const byCategory = await t.call('GET', '/api/admin/products/getall?search=desktops', { cookie: admin.cookie });
    expect(byCategory.body.total).toBe(6);
    const literal = await t.call('GET', '/api/admin/products/getall?search=%25', { cookie: admin.cookie });
    expect(literal.body.total).toBe(0);
  });

  it('filters by category', async () => {
    const res = await t.call('GET', `/api/admin/products/getall?category=${laptops.id}&limit=100`, { cookie: admin.cookie });
    expect((res.body.data as Product[]).every((p) => p.category === laptops.id)).toBe(true);
    expect(res.body.total).toBe(2);
  });
});

describe('PUT /api/admin/products/update/:id', () => {
  it('replaces the product with the whole form', async () => {
    const created = await t.call('POST', '/api/admin/products/create', { cookie: admin.cookie, payload: form({ title: 'To change' }) });
    const id = (created.body.data as Product)._id;
    const res = await t.call('PUT', `/api/admin/products/update/${id}`, {
      cookie: admin.cookie,
      payload: form({ title: 'Changed', brand: lenovo.id, category: desktops.id, salePrice: null, price: 100, specs: [] }),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.PRODUCT_UPDATED);
    expect(res.body.data).toMatchObject({
      _id: id,
      title: 'Changed',
      brand: lenovo.id,
      brandName: 'Lenovo',
      categoryName: 'Desktops',
      price: 100,
      salePrice: null,
      specs: [],
      createdAt: (created.body.data as Product).createdAt,
    });
  });

  it('answers 404 for an unknown product, 400 for a malformed id or an unknown brand', async () => {
    const unknown = await t.call('PUT', `/api/admin/products/update/${UNKNOWN_ID}`, { cookie: admin.cookie, payload: form() });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, params: {}, code: 'PRODUCT_NOT_FOUND', message: messages.PRODUCT_NOT_FOUND });

    const malformed = await t.call('PUT', '/api/admin/products/update/12', { cookie: admin.cookie, payload: form() });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(messages.INVALID_ID);

    const created = await t.call('POST', '/api/admin/products/create', { cookie: admin.cookie, payload: form() });
    const id = (created.body.data as Product)._id;
    const noBrand = await t.call('PUT', `/api/admin/products/update/${id}`, { cookie: admin.cookie, payload: form({ brand: UNKNOWN_ID }) });
    expect(noBrand.status).toBe(400);
    expect(noBrand.body.errors).toEqual([{ path: 'brand', message: messages.BRAND_NOT_FOUND }]);
  });
});

describe('a product without an image', () => {
  it('is null on create, on update and on read, whether the form sent "", null or nothing', async () => {
    const empty = await t.call('POST', '/api/admin/products/create', { cookie: admin.cookie, payload: form({ image: '' }) });
    expect(empty.status).toBe(201);
    expect((empty.body.data as Product).image).toBeNull();
    const id = (empty.body.data as Product)._id;

    const updated = await t.call('PUT', `/api/admin/products/update/${id}`, { cookie: admin.cookie, payload: form({ image: '  ' }) });
    expect((updated.body.data as Product).image).toBeNull();
    const { image: _image, ...withoutImage } = form();
    const omitted = await t.call('PUT', `/api/admin/products/update/${id}`, { cookie: admin.cookie, payload: withoutImage });
    expect((omitted.body.data as Product).image).toBeNull();
    const read = await t.call('GET', `/api/shop/products/get/${id}`);
    expect((read.body.data as { product: Product }).product.image).toBeNull();
  });
});

describe('DELETE /api/admin/products/delete/:id', () => {
  it('deletes a product and answers its id; it is gone from the shop', async () => {
    const created = await t.call('POST', '/api/admin/products/create', { cookie: admin.cookie, payload: form({ title: 'Short-lived' }) });
    const id = (created.body.data as Product)._id;
    const res = await t.call('DELETE', `/api/admin/products/delete/${id}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: messages.PRODUCT_DELETED, data: { _id: id } });
    expect((await t.call('GET', `/api/shop/products/get/${id}`)).status).toBe(404);
    const again = await t.call('DELETE', `/api/admin/products/delete/${id}`, { cookie: admin.cookie });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, params: {}, code: 'PRODUCT_NOT_FOUND', message: messages.PRODUCT_NOT_FOUND });
  });

  it('answers 400 for a malformed id', async () => {
    const res = await t.call('DELETE', '/api/admin/products/delete/abc', { cookie: admin.cookie });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.INVALID_ID);
  });
});
