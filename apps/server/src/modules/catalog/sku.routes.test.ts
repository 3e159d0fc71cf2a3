import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type AdminProduct } from '@store/contract';
import { createBrand, createCategory, type TestBrand, type TestCategory } from '#server-test/catalog-factories';
import { suiteTestApp, suiteUser } from '#server-test/suite';
import { fieldRefusal } from '#server-test/refusals';

// Products' SKUs (issue 14 item 1, docs/decisions/032): optional in the admin's
// create and update, made from the brand, the category and a sequence when
// left out, unique in any case, found by the admin's search, shown on the
// product page.

let asus: TestBrand;
let laptops: TestCategory;

const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'ROG Zephyrus G14',
  category: laptops.id,
  brand: asus.id,
  price: 6499,
  totalStock: 3,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  return t.call('POST', '/api/admin/products/create', { cookie: admin.cookie, payload: form(overrides) });
}

const t = suiteTestApp();
const admin = suiteUser(t, { role: 'admin' });

beforeAll(async () => {
  asus = await createBrand(t.database.db, { name: 'ASUS ROG' });
  laptops = await createCategory(t.database.db, { name: 'Laptops' });
});

describe('a SKU on create', () => {
  it('is made from the brand, the category and a number when the form leaves it out (the spec call)', async () => {
    const first = await create();
    const second = await create({ sku: '' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const a = (first.body.data as AdminProduct).sku;
    const b = (second.body.data as AdminProduct).sku;
    expect(a).toMatch(/^ASU-LAP-\d{6}$/);
    expect(b).toMatch(/^ASU-LAP-\d{6}$/);
    expect(a).not.toBe(b);
  });

  it('keeps the one the admin types, trimmed', async () => {
    const res = await create({ sku: '  G14-GA403UV-2024 ' });
    expect(res.status).toBe(201);
    expect((res.body.data as AdminProduct).sku).toBe('G14-GA403UV-2024');
  });

  it('refuses one another product has, in any case, with 409', async () => {
    await create({ sku: 'STRIX-G16-X' });
    const res = await create({ sku: 'strix-g16-x' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(fieldRefusal('SKU_TAKEN', 'sku', messages.SKU_TAKEN));
  });

  it.each(['-G14', 'G14-', 'G 14', 'X', 'G14_2024', 'A'.repeat(41), 42])('refuses %s with 400', async (sku) => {
    const res = await create({ sku });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toBe(messages.SKU_INVALID);
    expect(res.body.errors).toEqual([{ path: 'sku', message: messages.SKU_INVALID }]);
  });

  it('skips a number an admin already typed when it makes one', async () => {
    const made = (await create()).body.data as AdminProduct;
    const next = Number(made.sku.slice(-6)) + 1;
    const typed = `asu-lap-${String(next).padStart(6, '0')}`;
    expect((await create({ sku: typed })).status).toBe(201);
    const after = (await create()).body.data as AdminProduct;
    expect(after.sku).toBe(`ASU-LAP-${String(next + 1).padStart(6, '0')}`);
  });
});

describe('a SKU on update', () => {
  it('stays when the form leaves it out or empty, changes when typed, and may change case', async () => {
    const made = (await create({ sku: 'HERO-1' })).body.data as AdminProduct;
    const url = `/api/admin/products/update/${made._id}`;
    const kept = await t.call('PUT', url, { cookie: admin.cookie, payload: form({ title: 'Renamed' }) });
    expect((kept.body.data as AdminProduct).sku).toBe('HERO-1');
    const emptied = await t.call('PUT', url, { cookie: admin.cookie, payload: form({ sku: '' }) });
    expect((emptied.body.data as AdminProduct).sku).toBe('HERO-1');
    const recased = await t.call('PUT', url, { cookie: admin.cookie, payload: form({ sku: 'hero-1' }) });
    expect(recased.status).toBe(200);
    expect((recased.body.data as AdminProduct).sku).toBe('hero-1');
    const changed = await t.call('PUT', url, { cookie: admin.cookie, payload: form({ sku: 'HERO-2' }) });
    expect((changed.body.data as AdminProduct).sku).toBe('HERO-2');
  });

  it("refuses another product's SKU with 409", async () => {
    await create({ sku: 'TAKEN-1' });
    const other = (await create({ sku: 'FREE-1' })).body.data as AdminProduct;
    const res = await t.call('PUT', `/api/admin/products/update/${other._id}`, { cookie: admin.cookie, payload: form({ sku: 'Taken-1' }) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(messages.SKU_TAKEN);
    const list = await t.call('GET', '/api/admin/products/getall?search=FREE-1', { cookie: admin.cookie });
    expect((list.body.data as AdminProduct[]).map((p) => p.sku)).toEqual(['FREE-1']);
  });
});

describe('finding and showing a SKU', () => {
  it("the admin's search finds a product by a part of its SKU, in any case", async () => {
    const made = (await create({ title: 'Predator Helios', sku: 'PH16-71-9XZ' })).body.data as AdminProduct;
    const res = await t.call('GET', '/api/admin/products/getall?search=71-9xz', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect((res.body.data as AdminProduct[]).map((p) => p._id)).toEqual([made._id]);
  });

  it('the product page carries it; the lists do not', async () => {
    const made = (await create({ title: 'Strix Scar', sku: 'SCAR-18-G834' })).body.data as AdminProduct;
    const page = await t.call('GET', `/api/shop/products/get/${made._id}`);
    expect((page.body.data as { product: AdminProduct }).product.sku).toBe('SCAR-18-G834');
    const list = await t.call('GET', '/api/shop/products/get');
    const cards = list.body.data as object[];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0]).not.toHaveProperty('sku');
  });
});
