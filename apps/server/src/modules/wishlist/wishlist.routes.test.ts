import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, WISHLIST_MAX, type Wishlist } from '@store/contract';
import { products, wishlistItems } from '#server/db/schema/index';
import { createProducts, UNKNOWN_ID } from '#server-test/catalog-factories';
import { stockedProduct } from '#server-test/commerce-factories';
import type { TestUser } from '#server-test/test-app';
import { suiteShelf, suiteTestApp, suiteUser } from '#server-test/suite';
import { eq } from 'drizzle-orm';

// The wishlist under /api/shop/wishlist (issue 14 item 6, docs/decisions/035):
// the caller's own list only, no-store, and the guest's list merged at login.

let customer: TestUser;
let cookie: string;

const t = suiteTestApp();
const shelf = suiteShelf(t);
const other = suiteUser(t, { name: 'Someone Else' });

beforeAll(async () => {
  customer = await t.createUser({ name: 'Wish Owner' });
  cookie = await t.loginAs(customer.email);
});
beforeEach(async () => {
  await t.database.db.delete(wishlistItems);
});

const listOf = (body: Record<string, unknown>) => body.data as Wishlist;
const titles = (body: Record<string, unknown>) => listOf(body).items.map((item) => item.product.title);
const save = (productId: string, as = cookie) => t.call('PUT', `/api/shop/wishlist/${productId}`, { cookie: as });
const merge = (productIds: unknown, as = cookie) => t.call('POST', '/api/shop/wishlist/merge', { cookie: as, payload: { productIds } });

describe('who may use a wishlist', () => {
  it('a guest gets 401 on every call', async () => {
    const calls = [
      t.call('GET', '/api/shop/wishlist'),
      t.call('PUT', `/api/shop/wishlist/${UNKNOWN_ID}`),
      t.call('DELETE', `/api/shop/wishlist/${UNKNOWN_ID}`),
      t.call('POST', '/api/shop/wishlist/merge', { payload: { productIds: [] } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, params: {}, code: 'NOT_SIGNED_IN', message: messages.NOT_SIGNED_IN });
    }
  });

  it("each customer sees only their own list, never stored by a browser", async () => {
    const p = await stockedProduct(t.database.db, shelf, { title: 'Mine Only' });
    await save(p.id);
    const mine = await t.call('GET', '/api/shop/wishlist', { cookie });
    const theirs = await t.call('GET', '/api/shop/wishlist', { cookie: other.cookie });
    expect(titles(mine.body)).toEqual(['Mine Only']);
    expect(titles(theirs.body)).toEqual([]);
    expect(mine.headers['cache-control']).toBe('no-store');
  });
});

describe('saving and removing', () => {
  it('lists saved products newest first with their price and stock; saving twice keeps one', async () => {
    const a = await stockedProduct(t.database.db, shelf, { title: 'Gaming Mouse', price: 199, salePrice: 149, totalStock: 0 });
    const b = await stockedProduct(t.database.db, shelf, { title: 'Headset', price: 350, totalStock: 4 });
    const first = await save(a.id);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Saved to your wishlist');
    await save(b.id);
    await save(a.id);
    const res = await t.call('GET', '/api/shop/wishlist', { cookie });
    const items = listOf(res.body).items;
    expect(items.map((i) => [i.product.title, i.product.price, i.product.salePrice, i.product.totalStock])).toEqual([
      ['Headset', 350, null, 4],
      ['Gaming Mouse', 199, 149, 0],
    ]);
  });

  it('answers Arabic titles with lang=ar', async () => {
    const p = await stockedProduct(t.database.db, shelf, { title: 'Keyboard', titleAr: 'لوحة مفاتيح' });
    await save(p.id);
    const res = await t.call('GET', '/api/shop/wishlist?lang=ar', { cookie });
    expect(titles(res.body)).toEqual(['لوحة مفاتيح']);
  });

  it('refuses an unknown product with 404 and a bad id with 400', async () => {
    const unknown = await save(UNKNOWN_ID);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(messages.PRODUCT_NOT_FOUND);
    const bad = await save('not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(messages.INVALID_ID);
  });

  it('removes a product, and removing it again is no error', async () => {
    const p = await stockedProduct(t.database.db, shelf, { title: 'Monitor' });
    await save(p.id);
    const removed = await t.call('DELETE', `/api/shop/wishlist/${p.id}`, { cookie });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Removed from your wishlist');
    expect(titles(removed.body)).toEqual([]);
    const again = await t.call('DELETE', `/api/shop/wishlist/${p.id}`, { cookie });
    expect(again.status).toBe(200);
  });

  it('a deleted product leaves the wishlist', async () => {
    const p = await stockedProduct(t.database.db, shelf, { title: 'Gone Soon' });
    await save(p.id);
    await t.database.db.delete(products).where(eq(products.id, p.id));
    const res = await t.call('GET', '/api/shop/wishlist', { cookie });
    expect(titles(res.body)).toEqual([]);
  });

  it(`holds at most ${WISHLIST_MAX} products: the next is refused with 409 and a clear message`, async () => {
    const many = await createProducts(t.database.db, WISHLIST_MAX + 1, { ...shelf });
    const merged = await merge(many.slice(0, WISHLIST_MAX).map((p) => p.id));
    expect(listOf(merged.body).items).toHaveLength(WISHLIST_MAX);
    const extra = many[WISHLIST_MAX];
    if (!extra) throw new Error('no extra product');
    const res = await save(extra.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A wishlist holds at most 100 products. Remove some to save more');
  });
});

describe('POST /api/shop/wishlist/merge (the guest list at login)', () => {
  it("adds the guest's products to the account's, keeps what was saved, skips unknown ones and repeats", async () => {
    const saved = await stockedProduct(t.database.db, shelf, { title: 'Saved Before' });
    const g1 = await stockedProduct(t.database.db, shelf, { title: 'Guest Newest' });
    const g2 = await stockedProduct(t.database.db, shelf, { title: 'Guest Older' });
    await save(saved.id);
    const res = await merge([g1.id, saved.id, UNKNOWN_ID, g2.id, g1.id]);
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(['Guest Newest', 'Guest Older', 'Saved Before']);
    const again = await merge([g1.id, g2.id]);
    expect(titles(again.body)).toEqual(['Guest Newest', 'Guest Older', 'Saved Before']);
  });

  it('refuses a body that is not a list of ids with 400, writing nothing', async () => {
    const p = await stockedProduct(t.database.db, shelf);
    const res = await merge([p.id, 'x']);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    const missing = await t.call('POST', '/api/shop/wishlist/merge', { cookie, payload: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(messages.FIELD_REQUIRED);
    const list = await t.call('GET', '/api/shop/wishlist', { cookie });
    expect(titles(list.body)).toEqual([]);
  });
});
