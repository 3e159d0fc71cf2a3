import { describe, expect, it } from 'vitest';
import type { Order, OrderPreview } from '@store/contract';
import { createShelf, guestOrder, stockedProduct } from '#server-test/commerce-factories';
import { createTestApp } from '#server-test/test-app';
import { suiteShelf, suiteTestApp } from '#server-test/suite';

// COD_FEE_AED (issue 13 item 7, docs/decisions/029): cash on delivery pays the
// fee, card on delivery does not; the preview and the placement price it with
// the one pricing function, so the total the checkout shows is the one placed.

const t = suiteTestApp({ env: { COD_FEE_AED: '10' } });
const shelf = suiteShelf(t);

const preview = async (items: { productId: string; quantity: number }[], paymentMethod?: string) =>
  (await t.call('POST', '/api/shop/order/preview', { payload: { items, ...(paymentMethod ? { paymentMethod } : {}) } })).body.data as OrderPreview;

describe('the cash-on-delivery fee', () => {
  it('is in the preview for cash (also when no method is sent) and not for card', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 200, totalStock: 9 });
    const items = [{ productId: p.id, quantity: 1 }];
    expect(await preview(items, 'cash_on_delivery')).toMatchObject({ subtotal: 200, deliveryFee: 25, codFee: 10, totalPrice: 235, vat: 11.19 });
    expect(await preview(items)).toMatchObject({ codFee: 10, totalPrice: 235 });
    expect(await preview(items, 'card_on_delivery')).toMatchObject({ codFee: 0, totalPrice: 225, vat: 10.71 });
  });

  it('is placed as the preview showed it, stored with the order, and a total without it is refused', async () => {
    const p = await stockedProduct(t.database.db, shelf, { price: 99.99, totalStock: 9 });
    const items = [{ productId: p.id, quantity: 2 }];
    const cash = await preview(items, 'cash_on_delivery');
    const placed = await t.call('POST', '/api/shop/order/place-guest-order', {
      payload: guestOrder(items, cash.totalPrice, { email: 'cash@example.ae', paymentMethod: 'cash_on_delivery' }),
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order as Order).toMatchObject({ paymentMethod: 'cash_on_delivery', codFee: 10, totalPrice: 234.98, vat: cash.vat });

    const card = await preview(items, 'card_on_delivery');
    const stale = await t.call('POST', '/api/shop/order/place-guest-order', {
      payload: guestOrder(items, card.totalPrice, { email: 'cash2@example.ae', paymentMethod: 'cash_on_delivery' }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'ORDER_TOTAL_CHANGED', totalPrice: 234.98 });

    const byCard = await t.call('POST', '/api/shop/order/place-guest-order', {
      payload: guestOrder(items, card.totalPrice, { email: 'card@example.ae', paymentMethod: 'card_on_delivery' }),
    });
    expect(byCard.status).toBe(201);
    expect(byCard.body.order as Order).toMatchObject({ codFee: 0, totalPrice: 224.98 });
  });

  it('is 0 by default (COD_FEE_AED unset)', async () => {
    const plain = await createTestApp();
    try {
      const p = await stockedProduct(plain.database.db, await createShelf(plain.database.db), { price: 50, totalStock: 3 });
      const res = await plain.call('POST', '/api/shop/order/preview', { payload: { items: [{ productId: p.id, quantity: 1 }] } });
      expect(res.body.data).toMatchObject({ codFee: 0, totalPrice: 75 });
    } finally {
      await plain.close();
    }
  });
});
