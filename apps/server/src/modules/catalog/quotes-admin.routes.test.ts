import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type QuoteRequest } from '@store/contract';
import { quoteRequests } from '#server/db/schema/index';
import { adminOnlyViolations } from '#server-test/admin-helpers';
import { createBrand, createCategory, createProduct, UNKNOWN_ID } from '#server-test/catalog-factories';
import { suiteTestApp, suiteUser } from '#server-test/suite';

// Quote requests on the admin orders page (issue "The admin area", item 4;
// docs/store-rules.md#get-quote): the list, newest first, and closing one.

let productId: string;

const t = suiteTestApp();
const admin = suiteUser(t, { role: 'admin' });
const customer = suiteUser(t);

beforeAll(async () => {
  const db = t.database.db;
  const [brand, category] = [await createBrand(db), await createCategory(db)];
  productId = (await createProduct(db, { brandId: brand.id, categoryId: category.id, title: 'Workstation Pro', isQuoteAvailable: true })).id;
});

const list = (query = '') => t.call('GET', `/api/admin/quotes${query}`, { cookie: admin.cookie });
const names = (body: Record<string, unknown>) => (body.data as QuoteRequest[]).map((q) => q.name);

describe('who may see quote requests', () => {
  it('refuses guests (401) and customers (403)', async () => {
    const violations = await adminOnlyViolations(
      t,
      [
        ['GET', '/api/admin/quotes'],
        ['PATCH', `/api/admin/quotes/${UNKNOWN_ID}/handled`, { handled: true }],
      ],
      customer.cookie,
    );
    expect(violations).toEqual([]);
  });
});

describe('GET /api/admin/quotes and PATCH /api/admin/quotes/:id/handled', () => {
  it('lists the requests newest first, 10 a page, as the shop saved them', async () => {
    const sent = await t.call('POST', '/api/shop/quotes', {
      payload: { productId, name: 'Omar Haddad', email: 'Omar@Example.AE', phone: '050 123 4567', quantity: 12, message: 'Office of 12' },
    });
    expect(sent.status).toBe(201);
    const base = Date.now() - 60 * 60_000;
    await t.database.db.insert(quoteRequests).values(
      Array.from({ length: 11 }, (_, i) => ({
        productId,
        productTitle: 'Workstation Pro',
        name: `Buyer ${String(i).padStart(2, '0')}`,
        email: `buyer${i}@example.ae`,
        phone: '+971501234567',
        quantity: 1,
        createdAt: new Date(base + i * 60_000),
      })),
    );

    const page1 = await list();
    expect(page1.status).toBe(200);
    expect(page1.headers['cache-control']).toBe('no-store');
    expect(page1.body).toMatchObject({ success: true, total: 12, totalPages: 2, currentPage: 1 });
    expect(names(page1.body)).toEqual(['Omar Haddad', ...Array.from({ length: 9 }, (_, i) => `Buyer ${String(10 - i).padStart(2, '0')}`)]);
    expect((page1.body.data as QuoteRequest[])[0]).toEqual({
      _id: (sent.body.data as { _id: string })._id,
      productId,
      productTitle: 'Workstation Pro',
      name: 'Omar Haddad',
      email: 'omar@example.ae',
      phone: '+971501234567',
      quantity: 12,
      message: 'Office of 12',
      handled: false,
      createdAt: expect.any(String),
    });
    expect(names((await list('?page=2')).body)).toEqual(['Buyer 01', 'Buyer 00']);
  });

  it('marks a request handled or open again, and filters by it', async () => {
    const [newest] = (await list()).body.data as QuoteRequest[];
    if (!newest) throw new Error('no quote');
    const done = await t.call('PATCH', `/api/admin/quotes/${newest._id}/handled`, { cookie: admin.cookie, payload: { handled: true } });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, message: messages.QUOTE_HANDLED, data: { ...newest, handled: true } });

    expect((await list('?status=handled')).body).toMatchObject({ total: 1, data: [{ _id: newest._id, handled: true }] });
    const open = await list('?status=open');
    expect(open.body.total).toBe(11);
    expect(names(open.body)).not.toContain('Omar Haddad');
    expect((await list('?status=all')).body.total).toBe(12);

    const reopened = await t.call('PATCH', `/api/admin/quotes/${newest._id}/handled`, { cookie: admin.cookie, payload: { handled: false } });
    expect(reopened.body).toMatchObject({ message: messages.QUOTE_REOPENED, data: { handled: false } });
    expect((await list('?status=open')).body.total).toBe(12);
  });

  it('answers 404 for an unknown request and 400 for a bad body or filter', async () => {
    const missing = await t.call('PATCH', `/api/admin/quotes/${UNKNOWN_ID}/handled`, { cookie: admin.cookie, payload: { handled: true } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, params: {}, code: 'QUOTE_NOT_FOUND', message: messages.QUOTE_NOT_FOUND });
    const noFlag = await t.call('PATCH', `/api/admin/quotes/${UNKNOWN_ID}/handled`, { cookie: admin.cookie, payload: {} });
    expect(noFlag.status).toBe(400);
    expect((await list('?status=closed')).status).toBe(400);
  });
});
