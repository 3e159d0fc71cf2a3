import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type Brand, type Category, type Feature, type Product, type Suggestion } from '@store/contract';
import { createTestApp } from '#server-test/test-app';
import { createBrand, createCategory, createFeature, createProduct, createProducts, daysAgo } from '#server-test/catalog-factories';
import { suiteTestApp } from '#server-test/suite';
import { tuneCatalogueMemory } from './products.service';

// Issue 12 item 4 (docs/decisions/025): every public catalogue read takes
// lang=ar|en and answers the same shapes, the Arabic twin where there is one,
// the English field where there is none.

let laptopId: string;
let plainId: string;

const t = suiteTestApp();

beforeAll(async () => {
  const db = t.database.db;
  const asus = await createBrand(db, { name: 'ASUS ROG', nameAr: 'أسوس روج' });
  const razer = await createBrand(db, { name: 'Razer' });
  const laptops = await createCategory(db, { name: 'Laptops', nameAr: 'لابتوبات' });
  laptopId = (
    await createProduct(db, {
      title: 'ASUS ROG Strix G16 gaming laptop',
      titleAr: 'لابتوب ASUS ROG Strix G16 للألعاب',
      description: 'A fast 16-inch gaming laptop.',
      descriptionAr: 'لابتوب ألعاب سريع بشاشة 16 بوصة.',
      brandId: asus.id,
      categoryId: laptops.id,
      price: 4999,
      salePrice: 4499,
      specs: [
        { label: 'CPU', value: 'Intel Core i7-13650HX', labelAr: 'المعالج' },
        { label: 'Weight', value: '2.5 kg', labelAr: 'الوزن', valueAr: '2.5 كغ' },
        { label: 'Colour', value: 'Black' },
      ],
      createdAt: daysAgo(1),
    })
  ).id;
  // No Arabic of its own: its title and description stay English, its category's name is Arabic.
  plainId = (await createProduct(db, { title: 'Razer Blade 14', description: 'Thin and light.', brandId: razer.id, categoryId: laptops.id, createdAt: daysAgo(2) })).id;
  await createFeature(db, { title: 'Gaming laptops', subtitle: 'Fast and light', titleAr: 'لابتوبات الألعاب', sortOrder: 0 });
});

const get = async <T>(url: string) => {
  const res = await t.call('GET', url);
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.raw}`);
  return res.body.data as T;
};
const byId = (products: Product[], id: string) => products.find((p) => p._id === id);

const arabicLaptop = {
  title: 'لابتوب ASUS ROG Strix G16 للألعاب',
  description: 'لابتوب ألعاب سريع بشاشة 16 بوصة.',
  brandName: 'أسوس روج',
  categoryName: 'لابتوبات',
  specs: [
    // The value has no Arabic twin: the English one, row by row and field by field.
    { label: 'المعالج', value: 'Intel Core i7-13650HX' },
    { label: 'الوزن', value: '2.5 كغ' },
    { label: 'Colour', value: 'Black' },
  ],
};
const englishLaptop = {
  title: 'ASUS ROG Strix G16 gaming laptop',
  description: 'A fast 16-inch gaming laptop.',
  brandName: 'ASUS ROG',
  categoryName: 'Laptops',
  specs: [
    { label: 'CPU', value: 'Intel Core i7-13650HX' },
    { label: 'Weight', value: '2.5 kg' },
    { label: 'Colour', value: 'Black' },
  ],
};
const arabicPlain = { title: 'Razer Blade 14', description: 'Thin and light.', brandName: 'Razer', categoryName: 'لابتوبات' };

describe('lang=ar answers the Arabic twins, English where there is none', () => {
  it.each(['/api/shop/products/get', '/api/shop/products/new', '/api/shop/products/last-added'])('%s', async (url) => {
    const ar = await get<Product[]>(`${url}?lang=ar`);
    expect(byId(ar, laptopId)).toMatchObject(arabicLaptop);
    expect(byId(ar, plainId)).toMatchObject(arabicPlain);
    for (const english of [`${url}?lang=en`, url]) {
      const en = await get<Product[]>(english);
      expect(byId(en, laptopId)).toMatchObject(englishLaptop);
      // The same products in the same order, prices and all: only the words differ.
      expect(en.map((p) => [p._id, p.price, p.salePrice])).toEqual(ar.map((p) => [p._id, p.price, p.salePrice]));
    }
  });

  it('deals', async () => {
    expect((await get<Product[]>('/api/shop/products/deals?lang=ar'))[0]).toMatchObject(arabicLaptop);
    expect((await get<Product[]>('/api/shop/products/deals'))[0]).toMatchObject(englishLaptop);
  });

  it('product details with their related products', async () => {
    const ar = await get<{ product: Product; relatedProducts: Product[]; randomProducts: Product[] }>(`/api/shop/products/get/${laptopId}?lang=ar`);
    expect(ar.product).toMatchObject(arabicLaptop);
    expect(byId(ar.relatedProducts, plainId)).toMatchObject(arabicPlain);
    const en = await get<{ product: Product; relatedProducts: Product[] }>(`/api/shop/products/get/${laptopId}`);
    expect(en.product).toMatchObject(englishLaptop);
    expect(Object.keys(ar.product).toSorted()).toEqual(Object.keys(en.product).toSorted());
  });

  it('search and suggestions', async () => {
    expect(byId(await get<Product[]>('/api/shop/products/search?keyword=strix&lang=ar'), laptopId)).toMatchObject(arabicLaptop);
    expect(byId(await get<Product[]>('/api/shop/products/search?keyword=strix'), laptopId)).toMatchObject(englishLaptop);
    expect(await get<Suggestion[]>('/api/shop/products/suggest?q=strix&lang=ar')).toEqual([{ _id: laptopId, title: arabicLaptop.title }]);
    expect(await get<Suggestion[]>('/api/shop/products/suggest?q=strix')).toEqual([{ _id: laptopId, title: englishLaptop.title }]);
  });

  it('brands, categories and the home page slides', async () => {
    expect((await get<Brand[]>('/api/shop/brands?lang=ar')).map((b) => b.brand)).toEqual(['أسوس روج', 'Razer']);
    expect((await get<Brand[]>('/api/shop/brands')).map((b) => b.brand)).toEqual(['ASUS ROG', 'Razer']);
    expect(await get<Category[]>('/api/shop/categories?lang=ar')).toEqual([expect.objectContaining({ category: 'لابتوبات', slug: 'laptops' })]);
    expect(await get<Category[]>('/api/shop/categories')).toEqual([expect.objectContaining({ category: 'Laptops', slug: 'laptops' })]);
    // A slide without an Arabic subtitle shows the English one.
    expect(await get<Feature[]>('/api/shop/features?lang=ar')).toEqual([expect.objectContaining({ title: 'لابتوبات الألعاب', subtitle: 'Fast and light' })]);
    expect(await get<Feature[]>('/api/shop/features')).toEqual([expect.objectContaining({ title: 'Gaming laptops', subtitle: 'Fast and light' })]);
  });
});

describe('any other lang is a 400 with the catalogue sentence', () => {
  const urls = [
    '/api/shop/products/get',
    '/api/shop/products/new',
    '/api/shop/products/deals',
    '/api/shop/products/last-added',
    '/api/shop/products/search?keyword=strix&',
    '/api/shop/products/suggest?q=strix&',
    '/api/shop/brands',
    '/api/shop/categories',
    '/api/shop/features',
  ];
  it.each(urls)('%s', async (url) => {
    for (const lang of ['fr', 'AR', '']) {
      const res = await t.call('GET', `${url}${url.endsWith('&') ? '' : '?'}lang=${lang}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, params: {}, code: 'VALIDATION_FAILED', message: messages.LANG_INVALID, errors: [{ path: 'lang', message: 'Language must be en or ar' }] });
    }
  });

  it('/api/shop/products/get/{id}', async () => {
    const res = await t.call('GET', `/api/shop/products/get/${laptopId}?lang=de`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Language must be en or ar');
  });
});

describe('caches keep the languages apart', () => {
  it('the response cache and the ETag: one answer per language at the same path', async () => {
    const cached = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '30' } });
    try {
      const brand = await createBrand(cached.database.db, { name: 'Logitech G', nameAr: 'لوجيتك جي' });
      const category = await createCategory(cached.database.db, { name: 'Accessories', nameAr: 'إكسسوارات' });
      await createProduct(cached.database.db, { title: 'G Pro mouse', titleAr: 'ماوس G Pro', brandId: brand.id, categoryId: category.id });
      const urls = ['/api/shop/products/get', '/api/shop/brands', '/api/shop/categories'];
      for (const url of urls) {
        const en = await cached.call('GET', url);
        const ar = await cached.call('GET', `${url}?lang=ar`);
        // Asked again, both now come from the cache: each still in its own language.
        const [enAgain, arAgain] = [await cached.call('GET', url), await cached.call('GET', `${url}?lang=ar`)];
        expect(enAgain.raw).toBe(en.raw);
        expect(arAgain.raw).toBe(ar.raw);
        expect(ar.raw).not.toBe(en.raw);
        expect(ar.headers.etag).not.toBe(en.headers.etag);
      }
      expect(((await cached.call('GET', '/api/shop/products/get?lang=ar')).body.data as Product[])[0]?.title).toBe('ماوس G Pro');
      expect(((await cached.call('GET', '/api/shop/products/get')).body.data as Product[])[0]?.title).toBe('G Pro mouse');
    } finally {
      await cached.close();
    }
  });

  it('deep pages: the order is one for both languages, so are the page anchors', async () => {
    const db = t.database.db;
    const brand = await createBrand(db, { name: 'Bulk brand', nameAr: 'علامة' });
    const category = await createCategory(db, { name: 'Bulk category', nameAr: 'فئة' });
    await createProducts(db, 60, { brandId: brand.id, categoryId: category.id, titlePrefix: 'Bulk' });
    tuneCatalogueMemory(db, { anchors: { step: 5, minSkip: 0 } });
    for (const sort of ['title-atoz', 'price-hightolow']) {
      const page = (lang: string) => get<Product[]>(`/api/shop/products/get?limit=4&page=12&sortBy=${sort}&lang=${lang}`);
      const [ar, en] = [await page('ar'), await page('en')];
      expect(ar.map((p) => p._id)).toEqual(en.map((p) => p._id));
      expect(ar.map((p) => p.brandName)).toContain('علامة');
    }
  });
});
