import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type AdminProduct, type ProductWithGallery } from '@store/contract';
import { createBrand, createCategory, type TestBrand, type TestCategory } from '#server-test/catalog-factories';
import { suiteTestApp, suiteUser } from '#server-test/suite';
import { fieldRefusal } from '#server-test/refusals';

// Photo galleries (issue 14 item 4, docs/decisions/034): the admin's order, the
// first photo as the listing image, at most 8 photos; `image` kept for old clients.

let asus: TestBrand;
let laptops: TestCategory;

const photo = (name: string) => `/uploads/products/${name}-640.webp`;
const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'ROG Zephyrus G14',
  description: 'A 14-inch gaming laptop',
  category: laptops.id,
  brand: asus.id,
  price: 6499.5,
  totalStock: 7,
  ...overrides,
});

const t = suiteTestApp();
const admin = suiteUser(t, { role: 'admin' });

beforeAll(async () => {
  asus = await createBrand(t.database.db, { name: 'ASUS' });
  laptops = await createCategory(t.database.db, { name: 'Laptops' });
});

async function create(overrides: Record<string, unknown>): Promise<AdminProduct> {
  const res = await t.call('POST', '/api/admin/products/create', { cookie: admin.cookie, payload: form(overrides) });
  expect(res.status).toBe(201);
  return (res.body as { data: AdminProduct }).data;
}

async function update(id: string, overrides: Record<string, unknown>): Promise<AdminProduct> {
  const res = await t.call('PUT', `/api/admin/products/update/${id}`, { cookie: admin.cookie, payload: form(overrides) });
  expect(res.status).toBe(200);
  return (res.body as { data: AdminProduct }).data;
}

async function shopProduct(id: string): Promise<ProductWithGallery> {
  const res = await t.call('GET', `/api/shop/products/get/${id}`);
  expect(res.status).toBe(200);
  return (res.body as { data: { product: ProductWithGallery } }).data.product;
}

describe('a product’s gallery', () => {
  it('keeps the admin’s order, and its first photo is the listing image', async () => {
    const product = await create({ images: [photo('b'), photo('a'), photo('c')] });
    expect(product.image).toBe(photo('b'));
    expect(product.images).toEqual([photo('b'), photo('a'), photo('c')]);

    const shown = await shopProduct(product._id);
    expect(shown.image).toBe(photo('b'));
    expect(shown.images).toEqual([photo('b'), photo('a'), photo('c')]);

    const reordered = await update(product._id, { images: [photo('c'), photo('b'), photo('a')] });
    expect(reordered.image).toBe(photo('c'));
    expect((await shopProduct(product._id)).images).toEqual([photo('c'), photo('b'), photo('a')]);

    const list = await t.call('GET', `/api/shop/products/get?category=${laptops.id}`);
    const listed = (list.body as { data: { _id: string; image: string | null; images?: string[] }[] }).data.find((p) => p._id === product._id);
    expect(listed?.image).toBe(photo('c'));
    expect(listed && 'images' in listed).toBe(false);
  });

  it('takes 8 photos and refuses a 9th with the catalogue message, writing nothing', async () => {
    const eight = Array.from({ length: 8 }, (_, index) => photo(`p${index}`));
    const product = await create({ images: eight });
    expect(product.images).toEqual(eight);

    const nine = [...eight, photo('p8')];
    const refused = await t.call('PUT', `/api/admin/products/update/${product._id}`, { cookie: admin.cookie, payload: form({ images: nine }) });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(fieldRefusal('VALIDATION_FAILED', 'images', messages.GALLERY_TOO_MANY));
    expect((await shopProduct(product._id)).images).toEqual(eight);

    const created = await t.call('POST', '/api/admin/products/create', { cookie: admin.cookie, payload: form({ images: nine }) });
    expect(created.status).toBe(400);
    expect(created.body.message).toBe(messages.GALLERY_TOO_MANY);
  });

  it('refuses the same photo twice', async () => {
    const res = await t.call('POST', '/api/admin/products/create', {
      cookie: admin.cookie,
      payload: form({ images: [photo('a'), photo('a')] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'images', message: messages.GALLERY_DUPLICATE }]);
  });

  it('an empty gallery means no image', async () => {
    const product = await create({ image: photo('x'), images: [] });
    expect(product.image).toBeNull();
    expect((await shopProduct(product._id)).images).toEqual([]);
  });

  it('a client that sends only `image` keeps working: a one-photo gallery, the rest kept when it changes', async () => {
    const single = await create({ image: photo('solo') });
    expect(single.images).toEqual([photo('solo')]);
    expect((await shopProduct(single._id)).images).toEqual([photo('solo')]);

    const gallery = await create({ images: [photo('g1'), photo('g2'), photo('g3')] });
    const replaced = await update(gallery._id, { image: photo('new') });
    expect(replaced.image).toBe(photo('new'));
    expect(replaced.images).toEqual([photo('new'), photo('g2'), photo('g3')]);

    const removed = await update(gallery._id, { image: null });
    expect(removed.image).toBeNull();
    expect(removed.images).toEqual([]);
  });
});
