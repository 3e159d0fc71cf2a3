import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFils, LIMITS, messageIn, messages, type Cart, type Order, type OrderPreview } from '@store/contract'
import { loadConfig } from '#server/config';
import { countOrders, createShelf, guestOrder, stockedProduct, stockOf, type TestShelf } from '#server-test/commerce-factories';
import { createTestApp, type TestApp, type TestUser } from '#server-test/test-app';

// Issue 15 item 8, from an attacker's attempts on the running store: three
// anonymous guest orders, each asking for a product's whole stock, emptied
// every product. One order may now hold at most MAX_UNITS_PER_PRODUCT units of
// a product (default 10), in the cart, the preview and the placement alike;
// and an order's total has its own ceiling, so a total the preview shows can
// be placed and one above the ceiling is refused by both.

const DEFAULT_MAX = loadConfig({}).orderLimits.maxUnitsPerProduct;
const quantityLimit = { success: false, code: 'QUANTITY_LIMIT', message: messageIn('en', 'QUANTITY_LIMIT', { n: DEFAULT_MAX }), params: { n: DEFAULT_MAX } };
/** The cart's refusal: the sentence and the quantity the line may have. */
const cartQuantityLimit = { ...quantityLimit, maxQuantity: DEFAULT_MAX };

let t: TestApp;
let shelf: TestShelf;
let customer: TestUser;
let cookie: string;

beforeAll(async () => {
  // The default unit limit, as a store started with no settings has it.
  t = await createTestApp({ env: { MAX_UNITS_PER_PRODUCT: String(DEFAULT_MAX) } });
  shelf = await createShelf(t.database.db);
  customer = await t.createUser({ name: 'Cart Owner' });
  cookie = await t.loginAs(customer.email);
});
afterAll(async () => {
  await t?.close();
});

const preview = (items: { productId: string; quantity: number }[]) => t.call('POST', '/api/shop/order/preview', { payload: { items } });
const placeGuest = (items: { productId: string; quantity: number }[], totalPrice: number, extra: Record<string, unknown> = {}) =>
  t.call('POST', '/api/shop/order/place-guest-order', { payload: guestOrder(items, totalPrice, extra) });
const addToCart = (productId: string, quantity: number) =>
  t.call('POST', '/api/shop/cart/add', { cookie, payload: { userId: customer.user._id, productId, quantity } });
const updateCart = (productId: string, quantity: number) =>
  t.call('PATCH', '/api/shop/cart/update', { cookie, payload: { userId: customer.user._id, productId, quantity } });

describe('units of one product per order', () => {
  it('the default is 10', () => {
    expect(DEFAULT_MAX).toBe(10);
  });

  it("three guests each asking for a product's whole stock: refused, with the limit named, and the stock stays", async () => {
    const gpu = await stockedProduct(t.database.db, shelf, { title: 'RTX Graphics Card', price: 100, totalStock: 40 });
    const before = await countOrders(t.database.db);
    for (let i = 0; i < 3; i++) {
      const res = await placeGuest([{ productId: gpu.id, quantity: 40 }], 4025, { email: `hoarder${i}@example.ae` });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ...quantityLimit, productId: gpu.id, title: 'RTX Graphics Card', maxQuantity: 10 });
    }
    expect(await stockOf(t.database.db, gpu.id)).toBe(40);
    expect(await countOrders(t.database.db)).toBe(before);
    expect(t.sentBodies.at(-1)).toContain('You can order at most 10 of each product per order');
  });

  it('the preview refuses what the placement refuses, and both take exactly the limit', async () => {
    const p = await stockedProduct(t.database.db, shelf, { title: 'Headset', price: 10, totalStock: 50 });
    const over = await preview([{ productId: p.id, quantity: 11 }]);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ ...quantityLimit, productId: p.id, title: 'Headset', totalStock: 50, maxQuantity: 10 });

    // Two lines of one product are one line of their sum.
    const split = await preview([
      { productId: p.id, quantity: 6 },
      { productId: p.id, quantity: 5 },
    ]);
    expect(split.body).toMatchObject(quantityLimit);
    const splitOrder = await placeGuest(
      [
        { productId: p.id, quantity: 6 },
        { productId: p.id, quantity: 5 },
      ],
      135,
    );
    expect(splitOrder.body).toMatchObject(quantityLimit);

    const atLimit = await preview([{ productId: p.id, quantity: 10 }]);
    expect(atLimit.status).toBe(200);
    expect((atLimit.body.data as OrderPreview).totalPrice).toBe(125);
    const placed = await placeGuest([{ productId: p.id, quantity: 10 }], 125);
    expect(placed.status).toBe(201);
    expect(await stockOf(t.database.db, p.id)).toBe(40);
  });

  it('below the limit the stock speaks, with the sentence of the spec', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 4 });
    const res = await preview([{ productId: p.id, quantity: 12 }]);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'STOCK_LIMIT', message: 'Only 4 items available in stock', productId: p.id });
    const order = await placeGuest([{ productId: p.id, quantity: 12 }], 145);
    expect(order.status).toBe(409);
    expect(order.body).toMatchObject({ code: 'STOCK_LIMIT', message: 'Only 4 items available in stock' });
  });

  it('the server cart stops at the limit on add (counting what is there) and on update', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 100 });
    const tooMany = await addToCart(p.id, 11);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual(cartQuantityLimit);

    expect((await addToCart(p.id, 7)).status).toBe(200);
    const pastLimit = await addToCart(p.id, 4);
    expect(pastLimit.status).toBe(400);
    expect(pastLimit.body).toEqual(cartQuantityLimit);
    const toLimit = await addToCart(p.id, 3);
    expect(toLimit.status).toBe(200);
    expect((toLimit.body.data as Cart).items[0]?.quantity).toBe(10);

    const update = await updateCart(p.id, 11);
    expect(update.status).toBe(400);
    expect(update.body).toEqual(cartQuantityLimit);
    expect((await updateCart(p.id, 9)).body.message).toBe(messageIn('en', 'CART_QUANTITY_UPDATED', { n: 9 }));
  });

  it('the cart keeps the spec\'s stock message where the stock is below the limit', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 3 });
    const res = await addToCart(p.id, 4);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, params: { n: 3 }, code: 'STOCK_LIMIT', message: 'Only 3 items available in stock' });
  });

  it("above the stock the spec's stock sentence comes first, even where the per-order limit is smaller (issue 26 item 18)", async () => {
    const mouse = await stockedProduct(t.database.db, shelf, { title: 'Gaming Mouse', price: 10, totalStock: 18 });
    const overStock = { success: false, code: 'STOCK_LIMIT', message: 'Only 18 items available in stock', params: { n: 18 } };
    const add = await addToCart(mouse.id, 20);
    expect(add.status).toBe(409);
    expect(add.body).toEqual(overStock);
    // What the cart holds counts: 8 held plus 11 is above the stock, plus 3 only above the limit.
    expect((await addToCart(mouse.id, 8)).status).toBe(200);
    expect((await addToCart(mouse.id, 11)).body).toEqual(overStock);
    expect((await addToCart(mouse.id, 3)).body).toEqual(cartQuantityLimit);
    expect((await updateCart(mouse.id, 19)).body).toEqual(overStock);
    const previewed = await preview([{ productId: mouse.id, quantity: 20 }]);
    expect(previewed.status).toBe(409);
    expect(previewed.body).toMatchObject({ ...overStock, productId: mouse.id, totalStock: 18 });
    const placed = await placeGuest([{ productId: mouse.id, quantity: 20 }], 225);
    expect(placed.status).toBe(409);
    expect(placed.body).toMatchObject(overStock);
    expect(await stockOf(t.database.db, mouse.id)).toBe(18);
  });

  it('a guest cart merged at login is capped at the limit', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 80 });
    const buyer = await t.createUser();
    const buyerCookie = await t.loginAs(buyer.email);
    const res = await t.call('POST', '/api/shop/cart/merge', {
      cookie: buyerCookie,
      payload: { userId: buyer.user._id, items: [{ productId: p.id, quantity: 60 }] },
    });
    expect(res.status).toBe(200);
    expect((res.body.data as Cart).items.map((i) => i.quantity)).toEqual([10]);
    const again = await t.call('POST', '/api/shop/cart/merge', {
      cookie: buyerCookie,
      payload: { userId: buyer.user._id, items: [{ productId: p.id, quantity: 5 }] },
    });
    expect((again.body.data as Cart).items.map((i) => i.quantity)).toEqual([10]);
  });
});

describe('the order total has its own ceiling', () => {
  it('an order above 1,000,000 AED that the preview shows can be placed', async () => {
    const workstation = await stockedProduct(t.database.db, shelf, { title: 'Render Farm Node', price: 600_000, totalStock: 5 });
    const items = [{ productId: workstation.id, quantity: 2 }];
    const shown = await preview(items);
    expect(shown.status).toBe(200);
    const total = (shown.body.data as OrderPreview).totalPrice;
    expect(total).toBe(1_200_025);
    const placed = await placeGuest(items, total, { email: 'big.buyer@example.ae' });
    expect(placed.status).toBe(201);
    expect((placed.body.order as Order).totalPrice).toBe(1_200_025);
    expect(await stockOf(t.database.db, workstation.id)).toBe(3);
  });

  it('a total above the ceiling is refused alike by the preview and the placement, with a clear message', async () => {
    const server = await stockedProduct(t.database.db, shelf, { price: 1_000_000, totalStock: 20 });
    const rack = await stockedProduct(t.database.db, shelf, { price: 1_000_000, totalStock: 20 });
    const items = [
      { productId: server.id, quantity: 6 },
      { productId: rack.id, quantity: 5 },
    ];
    const max = formatFils(LIMITS.orderTotalMaxAed * 100);
    const tooHigh = { success: false, code: 'ORDER_TOTAL_TOO_HIGH', message: messageIn('en', 'ORDER_TOTAL_TOO_HIGH', { max }), params: { max } };
    const shown = await preview(items);
    expect(shown.status).toBe(400);
    expect(shown.body).toEqual(tooHigh);
    expect(shown.body.message).toMatch(/^An order can total at most AED.10,000,000\.00\. Please split it into smaller orders$/);
    const placed = await placeGuest(items, 10_000_000);
    expect(placed.status).toBe(400);
    expect(placed.body).toEqual(tooHigh);
    expect(await stockOf(t.database.db, server.id)).toBe(20);
  });

  it('a confirmed total above the ceiling is bad input, with the field named', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 5 });
    const res = await placeGuest([{ productId: p.id, quantity: 1 }], 10_000_000.01);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'totalPrice', message: messages.ORDER_TOTAL_INVALID }] });
  });
});
