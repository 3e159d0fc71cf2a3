import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, type OrderPreview } from '@store/contract';
import { orders } from '#server/db/schema/index';
import { UNKNOWN_ID } from '#server-test/catalog-factories';
import { ADDRESS, stockedProduct } from '#server-test/commerce-factories';
import { suiteShelf, suiteTestApp } from '#server-test/suite';
import { stockLimitRefusal } from '#server-test/refusals';

// POST /api/shop/order/preview: the one pricing the checkout shows and
// placement checks (docs/store-rules.md#7-the-api and #10-orders-stock-and-money): sale prices, delivery fee,
// first-order free delivery, the VAT part.

const t = suiteTestApp();
const shelf = suiteShelf(t);

const preview = (items: { productId: string; quantity: number }[], cookie?: string) =>
  t.call('POST', '/api/shop/order/preview', { payload: { items }, ...(cookie ? { cookie } : {}) });

describe('POST /api/shop/order/preview', () => {
  it('prices a guest cart on database prices, sale price first, with the delivery fee and the VAT part', async () => {
    const laptop = await stockedProduct(t.database.db, shelf, { title: 'Laptop', price: 100, salePrice: 80, totalStock: 5 });
    const mouse = await stockedProduct(t.database.db, shelf, { title: 'Mouse', price: 45, totalStock: 1 });
    const res = await preview([
      { productId: laptop.id, quantity: 2 },
      { productId: mouse.id, quantity: 1 },
    ]);
    expect(res.status).toBe(200);
    expect(t.config.deliveryFeeAed).toBe(25);
    expect(res.body).toEqual({
      success: true,
      data: {
        items: [
          { productId: laptop.id, title: 'Laptop', image: null, price: 80, quantity: 2, lineTotal: 160, available: true, totalStock: 5 },
          { productId: mouse.id, title: 'Mouse', image: null, price: 45, quantity: 1, lineTotal: 45, available: true, totalStock: 1 },
        ],
        subtotal: 205,
        deliveryFee: 25,
        codFee: 0,
        discount: 0,
        couponCode: null,
        // 5% VAT inside 230.00: 230 * 5 / 105 = 10.952... -> 10.95
        vat: 10.95,
        totalPrice: 230,
        freeDelivery: false,
        // The demo sets no free-delivery threshold.
        freeDeliveryThreshold: null,
        freeDeliveryRemaining: null,
      },
    });
  });

  it('ships a signed-in customer\'s first order free, and charges once there is an order that was not cancelled', async () => {
    const customer = await t.createUser();
    const cookie = await t.loginAs(customer.email);
    const p = await stockedProduct(t.database.db, shelf, { price: 205 });
    const first = await preview([{ productId: p.id, quantity: 1 }], cookie);
    expect(first.body.data).toMatchObject({ subtotal: 205, deliveryFee: 0, totalPrice: 205, vat: 9.76, freeDelivery: true });

    const placed = await t.call('POST', '/api/shop/order/place-registered-order', {
      cookie,
      payload: { userId: customer.user._id, items: [{ productId: p.id, quantity: 1 }], totalPrice: 205, deliveryAddress: ADDRESS },
    });
    expect(placed.status).toBe(201);
    const second = await preview([{ productId: p.id, quantity: 1 }], cookie);
    expect(second.body.data).toMatchObject({ deliveryFee: 25, totalPrice: 230, freeDelivery: false });

    // A cancelled order does not count: the next one is still the "first".
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.userId, customer.user._id));
    const again = await preview([{ productId: p.id, quantity: 1 }], cookie);
    expect(again.body.data).toMatchObject({ deliveryFee: 0, freeDelivery: true });
  });

  it('sums duplicate lines of one product', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 3 });
    const res = await preview([
      { productId: p.id, quantity: 1 },
      { productId: p.id, quantity: 2 },
    ]);
    const data = res.body.data as OrderPreview;
    expect(data.items).toHaveLength(1);
    expect(data.items[0]).toMatchObject({ quantity: 3, lineTotal: 30 });
  });

  it('answers 404 naming an unknown product', async () => {
    const p = await stockedProduct(t.database.db, shelf);
    const res = await preview([
      { productId: p.id, quantity: 1 },
      { productId: UNKNOWN_ID, quantity: 1 },
    ]);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, params: {}, code: 'PRODUCT_NOT_FOUND', message: messages.PRODUCT_NOT_FOUND, productId: UNKNOWN_ID });
  });

  it("answers 409 'Only {n} items available in stock' naming the product when a quantity is over stock", async () => {
    const p = await stockedProduct(t.database.db, shelf, { title: 'Last Monitors', totalStock: 2 });
    const res = await preview([{ productId: p.id, quantity: 3 }]);
    expect(res.status).toBe(409);
    expect(res.body).toEqual(stockLimitRefusal(p, 2));
  });

  it('refuses an empty list and a quantity below 1', async () => {
    const empty = await preview([]);
    expect(empty.status).toBe(400);
    const p = await stockedProduct(t.database.db, shelf);
    const zero = await preview([{ productId: p.id, quantity: 0 }]);
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe(messages.QUANTITY_MIN);
  });
});
