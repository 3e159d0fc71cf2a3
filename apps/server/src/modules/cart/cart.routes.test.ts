import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messageIn, messages, type Cart, type Product } from '@store/contract'
import { cartItems, products } from '#server/db/schema/index';
import { UNKNOWN_ID } from '#server-test/catalog-factories';
import { stockedProduct } from '#server-test/commerce-factories';
import type { TestUser } from '#server-test/test-app';
import { suiteShelf, suiteTestApp } from '#server-test/suite';

// The cart calls of docs/store-rules.md#cart-calls with the rules of docs/store-rules.md#5-validation, on the
// caller's own cart only (docs/store-rules.md#the-server-decides).

let customer: TestUser;
let cookie: string;
let other: TestUser;
let otherCookie: string;

const t = suiteTestApp();
const shelf = suiteShelf(t);

beforeAll(async () => {
  customer = await t.createUser({ name: 'Cart Owner' });
  other = await t.createUser({ name: 'Someone Else' });
  cookie = await t.loginAs(customer.email);
  otherCookie = await t.loginAs(other.email);
});
beforeEach(async () => {
  await t.database.db.delete(cartItems);
});

const cartOf = (body: Record<string, unknown>) => body.data as Cart;
const add = (productId: string, quantity: number, as = cookie, userId = customer.user._id) =>
  t.call('POST', '/api/shop/cart/add', { cookie: as, payload: { userId, productId, quantity } });
const update = (productId: string, quantity: number, as = cookie, userId = customer.user._id) =>
  t.call('PATCH', '/api/shop/cart/update', { cookie: as, payload: { userId, productId, quantity } });

describe('who may use a cart', () => {
  it('a guest gets 401 on every cart call', async () => {
    const id = customer.user._id;
    const calls = [
      t.call('GET', `/api/shop/cart/${id}`),
      t.call('POST', '/api/shop/cart/add', { payload: { userId: id, productId: UNKNOWN_ID, quantity: 1 } }),
      t.call('PATCH', '/api/shop/cart/update', { payload: { userId: id, productId: UNKNOWN_ID, quantity: 1 } }),
      t.call('DELETE', `/api/shop/cart/remove?userId=${id}&productId=${UNKNOWN_ID}`),
      t.call('POST', '/api/shop/cart/merge', { payload: { userId: id, items: [] } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, params: {}, code: 'NOT_SIGNED_IN', message: messages.NOT_SIGNED_IN });
    }
  });

  it("another customer's cart is refused with 403 on every call, and stays untouched", async () => {
    const p = await stockedProduct(t.database.db, shelf, { totalStock: 5 });
    await add(p.id, 2);
    const id = customer.user._id;
    const calls = [
      t.call('GET', `/api/shop/cart/${id}`, { cookie: otherCookie }),
      add(p.id, 1, otherCookie, id),
      update(p.id, 1, otherCookie, id),
      t.call('DELETE', `/api/shop/cart/remove?userId=${id}&productId=${p.id}`, { cookie: otherCookie }),
      t.call('POST', '/api/shop/cart/merge', { cookie: otherCookie, payload: { userId: id, items: [{ productId: p.id, quantity: 1 }] } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, params: {}, code: 'FORBIDDEN', message: messages.FORBIDDEN });
    }
    const mine = await t.call('GET', `/api/shop/cart/${id}`, { cookie });
    expect(cartOf(mine.body).items.map((i) => i.quantity)).toEqual([2]);
  });
});

describe('GET /api/shop/cart/:userId', () => {
  it('answers an empty cart before anything is added', async () => {
    const res = await t.call('GET', `/api/shop/cart/${customer.user._id}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { items: [], totalPrice: 0 } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('populates productId with the product and prices lines at the sale price', async () => {
    const onSale = await stockedProduct(t.database.db, shelf, { title: 'RTX Laptop', price: 4999.99, salePrice: 4499.5, totalStock: 4 });
    const plain = await stockedProduct(t.database.db, shelf, { title: 'Mouse', price: 99.9, totalStock: 10 });
    await add(onSale.id, 2);
    await add(plain.id, 3);
    const res = await t.call('GET', `/api/shop/cart/${customer.user._id}`, { cookie });
    const cart = cartOf(res.body);
    expect(cart.items).toHaveLength(2);
    const [first, second] = cart.items;
    expect(first).toMatchObject({ title: 'RTX Laptop', price: 4499.5, quantity: 2, totalStock: 4, available: true });
    const product = first?.productId as Product;
    expect(product).toMatchObject({ _id: onSale.id, title: 'RTX Laptop', price: 4999.99, salePrice: 4499.5, totalStock: 4 });
    expect(second).toMatchObject({ title: 'Mouse', price: 99.9, quantity: 3 });
    // 2 x 4499.50 + 3 x 99.90, computed in fils
    expect(cart.totalPrice).toBe(9298.7);
  });

  it('keeps a sold-out line, marked unavailable and left out of the total; a deleted product disappears', async () => {
    const soldOut = await stockedProduct(t.database.db, shelf, { price: 50, totalStock: 3 });
    const short = await stockedProduct(t.database.db, shelf, { price: 20, totalStock: 5 });
    const kept = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 5 });
    const gone = await stockedProduct(t.database.db, shelf, { price: 30, totalStock: 5 });
    await add(soldOut.id, 2);
    await add(short.id, 4);
    await add(kept.id, 1);
    await add(gone.id, 1);
    await t.database.db.update(products).set({ totalStock: 0 }).where(eq(products.id, soldOut.id));
    await t.database.db.update(products).set({ totalStock: 2 }).where(eq(products.id, short.id));
    await t.database.db.delete(products).where(eq(products.id, gone.id));

    const res = await t.call('GET', `/api/shop/cart/${customer.user._id}`, { cookie });
    expect(res.status).toBe(200);
    const cart = cartOf(res.body);
    expect(cart.items.map((i) => [(i.productId as Product)._id, i.available, i.totalStock])).toEqual([
      [soldOut.id, false, 0],
      [short.id, false, 2],
      [kept.id, true, 5],
    ]);
    expect(cart.totalPrice).toBe(10);
  });
});

describe('POST /api/shop/cart/add', () => {
  it('adds to the quantity already there and answers the cart', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 100, salePrice: 80, totalStock: 5 });
    const first = await add(p.id, 2);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(messages.CART_ADDED);
    expect(cartOf(first.body)).toEqual({
      items: [{ productId: p.id, title: p.title, price: 80, quantity: 2, image: null, totalStock: 5, available: true }],
      totalPrice: 160,
    });
    const second = await add(p.id, 3);
    expect(cartOf(second.body).items[0]?.quantity).toBe(5);
    expect(cartOf(second.body).totalPrice).toBe(400);
  });

  it("refuses more than the stock with 409 STOCK_LIMIT, counting what is already in the cart: 'Only {n} items available in stock'", async () => {
    const p = await stockedProduct(t.database.db, shelf, { totalStock: 3 });
    const tooMany = await add(p.id, 4);
    // docs/store-rules.md#error-body: a stock conflict is a 409, and the web's 'Stock Limit' toast branches on the code.
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toEqual({ success: false, params: { n: 3 }, code: 'STOCK_LIMIT', message: 'Only 3 items available in stock' });

    await add(p.id, 2);
    const over = await add(p.id, 2);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'STOCK_LIMIT', message: messageIn('en', 'STOCK_LIMIT', { n: 3 }) });
    const cart = await t.call('GET', `/api/shop/cart/${customer.user._id}`, { cookie });
    expect(cartOf(cart.body).items[0]?.quantity).toBe(2);
  });

  it('answers the refusal, and a success, in the language the caller asks for with lang, with the same code and params (docs/store-rules.md#error-body)', async () => {
    const p = await stockedProduct(t.database.db, shelf, { totalStock: 3 });
    const payload = { userId: customer.user._id, productId: p.id, quantity: 4 };
    const arabic = await t.call('POST', '/api/shop/cart/add?lang=ar', { cookie, payload });
    expect(arabic.status).toBe(409);
    expect(arabic.body).toEqual({ success: false, code: 'STOCK_LIMIT', message: 'الكمية المتوفرة في المخزون 3 فقط', params: { n: 3 } });
    const english = await t.call('POST', '/api/shop/cart/add?lang=en', { cookie, payload });
    expect(english.body).toEqual({ success: false, code: 'STOCK_LIMIT', message: 'Only 3 items available in stock', params: { n: 3 } });
    // Any other lang is the default, English.
    const other = await t.call('POST', '/api/shop/cart/add?lang=fr', { cookie, payload });
    expect(other.body).toMatchObject({ message: 'Only 3 items available in stock', params: { n: 3 } });
    // A success's message follows lang too.
    const added = await t.call('POST', '/api/shop/cart/add?lang=ar', { cookie, payload: { ...payload, quantity: 1 } });
    expect(added.body).toMatchObject({ success: true, message: 'تم بنجاح: أُضيف المنتج إلى السلة!' });
    const guest = await t.call('POST', '/api/shop/cart/add?lang=ar', { payload });
    expect(guest.body).toEqual({ success: false, code: 'NOT_SIGNED_IN', message: 'يُرجى تسجيل الدخول للمتابعة', params: {} });
  });

  it('refuses a sold-out product', async () => {
    const p = await stockedProduct(t.database.db, shelf, { totalStock: 0 });
    const res = await add(p.id, 1);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only 0 items available in stock');
  });

  it('never lets adds at once pass the stock', async () => {
    const p = await stockedProduct(t.database.db, shelf, { totalStock: 3 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(p.id, 1)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.status, r.body.code, r.body.message])).toEqual(
      Array.from({ length: 3 }, () => [409, 'STOCK_LIMIT', messageIn('en', 'STOCK_LIMIT', { n: 3 })]),
    );
    const cart = await t.call('GET', `/api/shop/cart/${customer.user._id}`, { cookie });
    expect(cartOf(cart.body).items[0]?.quantity).toBe(3);
  });

  it('answers 404 for an unknown product and 400 for a quantity below 1', async () => {
    const unknown = await add(UNKNOWN_ID, 1);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, params: {}, code: 'PRODUCT_NOT_FOUND', message: messages.PRODUCT_NOT_FOUND });
    const p = await stockedProduct(t.database.db, shelf);
    const zero = await add(p.id, 0);
    expect(zero.status).toBe(400);
    expect(zero.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Quantity cannot be less than 1' });
  });
});

describe('PATCH /api/shop/cart/update', () => {
  it('sets the quantity and says so', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 25, totalStock: 6 });
    await add(p.id, 1);
    const res = await update(p.id, 4);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Updated: Quantity updated to 4');
    expect(cartOf(res.body)).toMatchObject({ items: [{ productId: p.id, quantity: 4 }], totalPrice: 100 });
  });

  it("refuses a quantity below 1 with 'Quantity cannot be less than 1'", async () => {
    const p = await stockedProduct(t.database.db, shelf);
    await add(p.id, 1);
    for (const quantity of [0, -2]) {
      const res = await update(p.id, quantity);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.QUANTITY_MIN);
    }
  });

  it('refuses more than the stock', async () => {
    const p = await stockedProduct(t.database.db, shelf, { totalStock: 2 });
    await add(p.id, 1);
    const res = await update(p.id, 3);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, params: { n: 2 }, code: 'STOCK_LIMIT', message: 'Only 2 items available in stock' });
  });

  it('answers 404 for a product that is not in the cart, and for an unknown product', async () => {
    const p = await stockedProduct(t.database.db, shelf);
    const missing = await update(p.id, 1);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, params: {}, code: 'CART_ITEM_NOT_FOUND', message: messages.CART_ITEM_NOT_FOUND });
    const unknown = await update(UNKNOWN_ID, 1);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(messages.PRODUCT_NOT_FOUND);
  });
});

describe('DELETE /api/shop/cart/remove', () => {
  it('removes the line and answers the cart', async () => {
    const a = await stockedProduct(t.database.db, shelf, { price: 10 });
    const b = await stockedProduct(t.database.db, shelf, { price: 20 });
    await add(a.id, 1);
    await add(b.id, 1);
    const res = await t.call('DELETE', `/api/shop/cart/remove?userId=${customer.user._id}&productId=${a.id}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Success: Product removed from cart');
    expect(cartOf(res.body)).toMatchObject({ items: [{ productId: b.id }], totalPrice: 20 });
  });

  it("refuses a call without a product id: 'Product ID is missing'", async () => {
    for (const url of [`/api/shop/cart/remove?userId=${customer.user._id}`, `/api/shop/cart/remove?userId=${customer.user._id}&productId=`]) {
      const res = await t.call('DELETE', url, { cookie });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Product ID is missing');
    }
  });
});

describe('POST /api/shop/cart/merge (guest cart at login)', () => {
  it('adds the guest lines, capped at stock, skipping unknown and sold-out products', async () => {
    const inCart = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 5 });
    const fresh = await stockedProduct(t.database.db, shelf, { price: 20, totalStock: 2 });
    const soldOut = await stockedProduct(t.database.db, shelf, { price: 30, totalStock: 0 });
    await add(inCart.id, 2);
    const res = await t.call('POST', '/api/shop/cart/merge', {
      cookie,
      payload: {
        userId: customer.user._id,
        items: [
          { productId: inCart.id, quantity: 2 },
          { productId: inCart.id, quantity: 2 },
          { productId: fresh.id, quantity: 7 },
          { productId: soldOut.id, quantity: 1 },
          { productId: UNKNOWN_ID, quantity: 1 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const cart = cartOf(res.body);
    const quantities = Object.fromEntries(cart.items.map((i) => [i.productId as string, i.quantity]));
    expect(quantities).toEqual({ [inCart.id]: 5, [fresh.id]: 2 });
    expect(cart.totalPrice).toBe(90);
  });

  it('an empty guest cart leaves the server cart as it is', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 10 });
    await add(p.id, 1);
    const res = await t.call('POST', '/api/shop/cart/merge', { cookie, payload: { userId: customer.user._id, items: [] } });
    expect(res.status).toBe(200);
    expect(cartOf(res.body).items).toHaveLength(1);
  });
});
