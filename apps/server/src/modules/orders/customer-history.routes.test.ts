import { describe, expect, it } from 'vitest';
import { messages, type Order } from '@store/contract';
import { ADDRESS, createShelf, stockedProduct } from '#server-test/commerce-factories';
import { suiteTestApp } from '#server-test/suite';

// Issue 15 item 8: a customer's order history showed the id and the name of
// the staff member who changed the status. A customer reads "the store"
// (messages.ORDER_CHANGED_BY_STORE); the admin's views keep who it was.

const t = suiteTestApp();

describe("who changed a customer's order", () => {
  it('the customer sees the store, never the staff member; the admin sees the staff member', async () => {
    const shelf = await createShelf(t.database.db);
    const p = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 5 });
    const staff = await t.createUser({ role: 'admin', name: 'Omar Staffmember' });
    const adminCookie = await t.loginAs(staff.email);
    const customer = await t.createUser({ name: 'Layla Customer' });
    const cookie = await t.loginAs(customer.email);

    const placed = await t.call('POST', '/api/shop/order/place-registered-order', {
      cookie,
      payload: { userId: customer.user._id, items: [{ productId: p.id, quantity: 1 }], totalPrice: 10, deliveryAddress: ADDRESS },
      headers: { 'idempotency-key': 'history-order-key' },
    });
    expect(placed.status).toBe(201);
    const orderId = (placed.body.order as Order)._id;
    for (const newStatus of ['confirmed', 'processing']) {
      const res = await t.call('PATCH', `/api/shop/order/update-order-status/${orderId}/registered`, { cookie: adminCookie, payload: { newStatus } });
      expect(res.status).toBe(200);
    }

    const own = await t.call('GET', `/api/shop/order/user-orders/${customer.user._id}`, { cookie });
    expect(own.status).toBe(200);
    const [order] = own.body.data as Order[];
    expect(order?.history).toEqual([
      { from: null, to: 'pending', actor: 'customer', by: customer.user._id, byName: 'Layla Customer', at: expect.any(String) },
      { from: 'pending', to: 'confirmed', actor: 'store', by: null, byName: 'the store', at: expect.any(String) },
      { from: 'confirmed', to: 'processing', actor: 'store', by: null, byName: messages.ORDER_CHANGED_BY_STORE, at: expect.any(String) },
    ]);
    expect(own.raw).not.toContain(staff.user._id);
    expect(own.raw).not.toContain('Omar Staffmember');

    // A retry of the placement answers the order as it is now: the customer's view too.
    const replay = await t.call('POST', '/api/shop/order/place-registered-order', {
      cookie,
      payload: { userId: customer.user._id, items: [{ productId: p.id, quantity: 1 }], totalPrice: 10, deliveryAddress: ADDRESS },
      headers: { 'idempotency-key': 'history-order-key' },
    });
    expect(replay.status).toBe(200);
    expect(replay.raw).not.toContain(staff.user._id);
    expect(replay.raw).not.toContain('Omar Staffmember');

    const asAdmin = await t.call('GET', `/api/shop/order/user-orders/${customer.user._id}`, { cookie: adminCookie });
    const [adminOrder] = asAdmin.body.data as Order[];
    expect(adminOrder?.history.slice(1)).toEqual([
      { from: 'pending', to: 'confirmed', actor: 'store', by: staff.user._id, byName: 'Omar Staffmember', at: expect.any(String) },
      { from: 'confirmed', to: 'processing', actor: 'store', by: staff.user._id, byName: 'Omar Staffmember', at: expect.any(String) },
    ]);
    const list = await t.call('GET', '/api/shop/order/all-orders', { cookie: adminCookie });
    const listed = (list.body.data as Order[]).find((o) => o._id === orderId);
    expect(listed?.history.at(-1)).toMatchObject({ actor: 'store', by: staff.user._id, byName: 'Omar Staffmember' });
  });
});
