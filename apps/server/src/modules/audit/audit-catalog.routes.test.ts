import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntrySchema, messages, type AuditEntry, type Brand, type Product } from '@store/contract';
import { countAuditRows, adminOnlyViolations, lastAudit, latestAudit } from '#server-test/admin-helpers';
import { suiteTestApp, suiteUser } from '#server-test/suite';

// The audit trail of catalogue changes (issue "The admin area", item 8):
// products, brands, categories and home page slides, each entry written in the
// change's transaction, and none for a change that failed.

const t = suiteTestApp();
const admin = suiteUser(t, { role: 'admin', name: 'Catalogue Admin' });
const customer = suiteUser(t);

const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.call(method, url, { cookie: admin.cookie, ...(payload === undefined ? {} : { payload }) });

async function created<T>(url: string, payload: unknown): Promise<T> {
  const res = await call('POST', url, payload);
  if (res.status !== 201) throw new Error(`${url}: ${res.status} ${res.raw}`);
  return res.body.data as T;
}

const byAdmin = () => ({ _id: admin.user._id, name: 'Catalogue Admin' });

describe('who may read the audit trail', () => {
  it('refuses guests (401) and customers (403)', async () => {
    expect(await adminOnlyViolations(t, [['GET', '/api/admin/audit']], customer.cookie)).toEqual([]);
  });
});

describe('catalogue changes are audited', () => {
  let brand: Brand;
  let categoryId: string;
  let product: Product;

  it('records brand and category creation with the admin and the new record', async () => {
    brand = await created<Brand>('/api/admin/brands/create', { brand: 'Falcon Audio', isTop: false });
    const entry = await lastAudit(t, admin.cookie);
    expect(auditEntrySchema.parse(entry)).toEqual({
      _id: expect.any(String),
      actor: byAdmin(),
      action: 'brand.create',
      entityType: 'brand',
      entityId: brand._id,
      summary: 'Created brand "Falcon Audio"',
      before: null,
      after: { _id: brand._id, brand: 'Falcon Audio', brandAr: null, isTop: false, productCount: 0 },
      createdAt: expect.any(String),
    });
    expect(Date.now() - Date.parse(entry.createdAt)).toBeLessThan(60_000);

    categoryId = (await created<{ _id: string }>('/api/admin/categories/create', { category: 'Headsets' }))._id;
    expect(await lastAudit(t, admin.cookie)).toMatchObject({ action: 'category.create', entityId: categoryId, summary: 'Created category "Headsets"' });
  });

  it('records an update with the record before and after, naming the fields that changed', async () => {
    const res = await call('PUT', `/api/admin/brands/update/${brand._id}`, { brand: 'Falcon Sound', isTop: true });
    expect(res.status).toBe(200);
    expect(await lastAudit(t, admin.cookie)).toMatchObject({
      action: 'brand.update',
      summary: 'Updated brand "Falcon Sound" (brand, isTop)',
      before: { brand: 'Falcon Audio', isTop: false },
      after: { brand: 'Falcon Sound', isTop: true },
    });
    await call('PUT', `/api/admin/categories/update/${categoryId}`, { category: 'Headsets', isTop: true });
    expect(await lastAudit(t, admin.cookie)).toMatchObject({ action: 'category.update', summary: 'Updated category "Headsets" (isTop)' });
  });

  it('records product create, update and delete with the public product', async () => {
    const form = { title: 'Falcon H1', category: categoryId, brand: brand._id, price: 299, totalStock: 4 };
    product = await created<Product>('/api/admin/products/create', form);
    expect(await lastAudit(t, admin.cookie)).toMatchObject({
      action: 'product.create',
      entityType: 'product',
      entityId: product._id,
      summary: 'Created product "Falcon H1"',
      before: null,
      after: product,
    });

    const updated = await call('PUT', `/api/admin/products/update/${product._id}`, { ...form, price: 279, salePrice: 249 });
    expect(updated.status).toBe(200);
    expect(await lastAudit(t, admin.cookie)).toMatchObject({
      action: 'product.update',
      summary: 'Updated product "Falcon H1" (price, salePrice)',
      before: { price: 299, salePrice: null },
      after: updated.body.data as Product,
    });

    expect((await call('DELETE', `/api/admin/products/delete/${product._id}`)).status).toBe(200);
    expect(await lastAudit(t, admin.cookie)).toMatchObject({
      action: 'product.delete',
      entityId: product._id,
      summary: 'Deleted product "Falcon H1"',
      before: { _id: product._id, title: 'Falcon H1', price: 279, salePrice: 249 },
      after: null,
    });
  });

  it('writes nothing for a change that fails', async () => {
    const before = await countAuditRows(t.database.db);
    const inUse = await created<Product>('/api/admin/products/create', { title: 'Keeps the brand', category: categoryId, brand: brand._id, price: 5, totalStock: 1 });
    const afterCreate = before + 1;

    const duplicate = await call('POST', '/api/admin/brands/create', { brand: 'falcon sound' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(messages.BRAND_NAME_TAKEN);
    const used = await call('DELETE', `/api/admin/brands/delete/${brand._id}`);
    expect(used.status).toBe(409);
    expect(used.body.message).toBe(messages.BRAND_IN_USE_ONE);
    const badSale = await call('PUT', `/api/admin/products/update/${inUse._id}`, { title: 'x', category: categoryId, brand: brand._id, price: 5, salePrice: 9, totalStock: 1 });
    expect(badSale.status).toBe(400);
    const missing = await call('DELETE', `/api/admin/products/delete/${product._id}`);
    expect(missing.status).toBe(404);
    expect(await countAuditRows(t.database.db)).toBe(afterCreate);

    await call('DELETE', `/api/admin/products/delete/${inUse._id}`);
    expect((await call('DELETE', `/api/admin/brands/delete/${brand._id}`)).status).toBe(200);
    expect((await call('DELETE', `/api/admin/categories/delete/${categoryId}`)).status).toBe(200);
    const [categoryEntry, brandEntry] = await latestAudit(t, admin.cookie, 2);
    expect(brandEntry).toMatchObject({ action: 'brand.delete', summary: 'Deleted brand "Falcon Sound"', before: { brand: 'Falcon Sound' }, after: null });
    expect(categoryEntry).toMatchObject({ action: 'category.delete', summary: 'Deleted category "Headsets"', after: null });
  });

  it('undoes the change when its entry cannot be written: one transaction', async () => {
    const keep = await created<Brand>('/api/admin/brands/create', { brand: 'Atomic Brand' });
    const rows = await countAuditRows(t.database.db);
    await t.database.db.execute(sql`alter table audit_log add constraint audit_test_refuse check (action <> 'brand.update') not valid`);
    try {
      const res = await call('PUT', `/api/admin/brands/update/${keep._id}`, { brand: 'Renamed Brand', isTop: true });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ success: false, params: {}, code: 'SERVER_ERROR', message: messages.SERVER_ERROR });
    } finally {
      await t.database.db.execute(sql`alter table audit_log drop constraint audit_test_refuse`);
    }
    const brands = await t.call('GET', '/api/admin/brands/getall', { cookie: admin.cookie });
    expect((brands.body.data as Brand[]).find((b) => b._id === keep._id)).toMatchObject({ brand: 'Atomic Brand', isTop: false });
    expect(await countAuditRows(t.database.db)).toBe(rows);
  });

  it('records slide create, update, reorder and delete', async () => {
    const first = await created<{ _id: string }>('/api/admin/features/create', { title: 'Summer Sale' });
    expect(await lastAudit(t, admin.cookie)).toMatchObject({ action: 'feature.create', entityType: 'feature', entityId: first._id, summary: 'Created slide "Summer Sale"', before: null });
    const second = await created<{ _id: string }>('/api/admin/features/create', { title: 'New Laptops' });

    await call('PUT', `/api/admin/features/update/${first._id}`, { title: 'Summer Sale', subtitle: 'Up to 30% off', active: false });
    expect(await lastAudit(t, admin.cookie)).toMatchObject({
      action: 'feature.update',
      summary: 'Updated slide "Summer Sale" (subtitle, active)',
      before: { subtitle: '', active: true },
      after: { subtitle: 'Up to 30% off', active: false },
    });

    await call('PATCH', '/api/admin/features/reorder', { ids: [second._id, first._id] });
    expect(await lastAudit(t, admin.cookie)).toMatchObject({
      action: 'feature.reorder',
      entityId: null,
      summary: 'Reordered the home page slides: "New Laptops", "Summer Sale"',
      before: [{ _id: first._id, order: 0 }, { _id: second._id, order: 1 }],
      after: [{ _id: second._id, order: 0 }, { _id: first._id, order: 1 }],
    });

    await call('DELETE', `/api/admin/features/delete/${first._id}`);
    expect(await lastAudit(t, admin.cookie)).toMatchObject({ action: 'feature.delete', summary: 'Deleted slide "Summer Sale"', after: null });
  });
});

describe('GET /api/admin/audit', () => {
  it('pages the trail newest first, 20 a page', async () => {
    for (let i = 0; i < 21; i++) await created('/api/admin/brands/create', { brand: `Paged Brand ${String(i).padStart(2, '0')}` });
    const total = await countAuditRows(t.database.db);
    const page1 = await t.call('GET', '/api/admin/audit', { cookie: admin.cookie });
    expect(page1.status).toBe(200);
    expect(page1.headers['cache-control']).toBe('no-store');
    expect(page1.body).toMatchObject({ success: true, total, totalPages: Math.ceil(total / 20), currentPage: 1 });
    const entries = page1.body.data as AuditEntry[];
    expect(entries).toHaveLength(20);
    expect(entries[0]?.summary).toBe('Created brand "Paged Brand 20"');
    expect(entries[19]?.summary).toBe('Created brand "Paged Brand 01"');
    const times = entries.map((e) => Date.parse(e.createdAt));
    expect(times.toSorted((a, b) => b - a)).toEqual(times);

    const page2 = await t.call('GET', '/api/admin/audit?page=2', { cookie: admin.cookie });
    expect((page2.body.data as AuditEntry[])[0]?.summary).toBe('Created brand "Paged Brand 00"');
    expect(page2.body.currentPage).toBe(2);
  });
});
