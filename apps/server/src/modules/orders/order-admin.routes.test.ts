import { beforeAll, describe, expect, it } from 'vitest';
import { messageIn, messages, type Order } from '@store/contract'
import { UNKNOWN_ID } from '#server-test/catalog-factories';
import { ADDRESS, countOutbox, guestOrder, stockedProduct, stockOf } from '#server-test/commerce-factories';
import { suiteShelf, suiteTestApp, suiteUser } from '#server-test/suite';

// Order management (docs/store-rules.md#order-calls,
// docs/store-rules.md#order-statuses): the status chain, who changed what and when, stock given back,
// the admin list with its filters and the customer's own list.

const t = suiteTestApp();
const shelf = suiteShelf(t);
const admin = suiteUser(t, { role: 'admin', name: 'Store Admin' });
const customer = suiteUser(t, { name: 'Order Customer' });

/** A guest order for `quantity` of a fresh product at 10 AED: the order and the product. */
async function newGuestOrder(quantity = 1, extra: Record<string, unknown> = {}) {
  const product = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 10 });
  const res = await t.call('POST', '/api/shop/order/place-guest-order', {
    payload: guestOrder([{ productId: product.id, quantity }], 10 * quantity + 25, extra),
  });
  if (res.status !== 201) throw new Error(`guest order failed: ${res.status} ${res.raw}`);
  return { order: res.body.order as Order, product };
}

const numbers = (orders: Order[]) => orders.map((o) => o.orderNumber);
const setStatus = (order: Pick<Order, '_id' | 'type'>, newStatus: string, cookie = admin.cookie) =>
  t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/${order.type}`, { cookie, payload: { newStatus } });

describe('who may manage orders', () => {
  it('a guest gets 401 and a customer 403 on the admin calls', async () => {
    const { order } = await newGuestOrder();
    const calls = (cookie?: string) => [
      t.call('GET', '/api/shop/order/all-orders', cookie ? { cookie } : {}),
      t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/guest`, { payload: { newStatus: 'confirmed' }, ...(cookie ? { cookie } : {}) }),
      t.call('DELETE', `/api/shop/order/delete/${order._id}/guest`, cookie ? { cookie } : {}),
    ];
    for (const res of await Promise.all(calls())) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(messages.NOT_SIGNED_IN);
    }
    for (const res of await Promise.all(calls(customer.cookie))) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(messages.ADMIN_ONLY);
    }
  });
});

describe('PATCH /api/shop/order/update-order-status/:orderId/:orderType', () => {
  it('walks the allowed chain, recording who and when, and e-mails each change', async () => {
    const { order, product } = await newGuestOrder(2);
    const mails = await countOutbox(t.database.db);
    let last: Order = order;
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered'] as const) {
      const res = await setStatus(order, status);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(messageIn('en', 'ORDER_STATUS_UPDATED', { status }));
      last = res.body.order as Order;
      expect(last.status).toBe(status);
    }
    expect(last.history.map((h) => [h.from, h.to, h.by, h.byName])).toEqual([
      [null, 'pending', null, null],
      ['pending', 'confirmed', admin.user._id, admin.user.name],
      ['confirmed', 'processing', admin.user._id, admin.user.name],
      ['processing', 'shipped', admin.user._id, admin.user.name],
      ['shipped', 'delivered', admin.user._id, admin.user.name],
    ]);
    const times = last.history.map((h) => Date.parse(h.at));
    expect(times.every((n) => !Number.isNaN(n))).toBe(true);
    expect(times.toSorted((a, b) => a - b)).toEqual(times);
    expect(await countOutbox(t.database.db)).toBe(mails + 4);
    // Delivered orders keep their stock taken.
    expect(await stockOf(t.database.db, product.id)).toBe(8);
  });

  it('refuses a change the lifecycle does not allow: 409 with the allowed next statuses', async () => {
    const { order } = await newGuestOrder();
    const skip = await setStatus(order, 'shipped');
    expect(skip.status).toBe(409);
    expect(skip.body).toEqual({
      success: false,
      params: { allowed: 'confirmed, cancelled', from: 'pending', to: 'shipped' },
      code: 'INVALID_STATUS_CHANGE',
      message: 'An order that is pending cannot become shipped. Allowed next statuses: confirmed, cancelled',
      allowedStatuses: ['confirmed', 'cancelled'],
    });
    const same = await setStatus(order, 'pending');
    expect(same.status).toBe(409);

    await setStatus(order, 'cancelled');
    const fromCancelled = await setStatus(order, 'confirmed');
    expect(fromCancelled.status).toBe(409);
    expect(fromCancelled.body).toEqual({
      success: false,
      code: 'INVALID_STATUS_CHANGE',
      message: messageIn('en', 'INVALID_STATUS_CHANGE', { from: 'cancelled', to: 'confirmed', allowed: 'none' }),
      params: { from: 'cancelled', to: 'confirmed', allowed: 'none' },
      allowedStatuses: [],
    });
  });

  it('cancelling puts the stock back, once', async () => {
    const { order, product } = await newGuestOrder(3);
    expect(await stockOf(t.database.db, product.id)).toBe(7);
    await setStatus(order, 'confirmed');
    const cancelled = await setStatus(order, 'cancelled');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(t.database.db, product.id)).toBe(10);
    const again = await Promise.all([setStatus(order, 'cancelled'), setStatus(order, 'cancelled')]);
    expect(again.map((r) => r.status)).toEqual([409, 409]);
    expect(await stockOf(t.database.db, product.id)).toBe(10);
  });

  it('two admins cancelling at once give the stock back once', async () => {
    const { order, product } = await newGuestOrder(4);
    const answers = await Promise.all([setStatus(order, 'cancelled'), setStatus(order, 'cancelled')]);
    expect(answers.map((r) => r.status).toSorted()).toEqual([200, 409]);
    expect(await stockOf(t.database.db, product.id)).toBe(10);
  });

  it('answers 404 for an unknown order and for the wrong order type', async () => {
    const { order } = await newGuestOrder();
    const wrongType = await t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/registered`, {
      cookie: admin.cookie,
      payload: { newStatus: 'confirmed' },
    });
    expect(wrongType.status).toBe(404);
    expect(wrongType.body).toEqual({ success: false, params: {}, code: 'ORDER_NOT_FOUND', message: messages.ORDER_NOT_FOUND });
    const unknown = await setStatus({ _id: UNKNOWN_ID, type: 'guest' }, 'confirmed');
    expect(unknown.status).toBe(404);
    const badStatus = await setStatus(order, 'lost');
    expect(badStatus.status).toBe(400);
  });
});

describe('DELETE /api/shop/order/delete/:orderId/:orderType', () => {
  it('deletes an open order and gives its stock back', async () => {
    const { order, product } = await newGuestOrder(2);
    const res = await t.call('DELETE', `/api/shop/order/delete/${order._id}/guest`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: messages.ORDER_DELETED, data: { _id: order._id } });
    expect(await stockOf(t.database.db, product.id)).toBe(10);
    const again = await t.call('DELETE', `/api/shop/order/delete/${order._id}/guest`, { cookie: admin.cookie });
    expect(again.status).toBe(404);
  });

  it('keeps the stock taken when the order was shipped or cancelled already', async () => {
    const shipped = await newGuestOrder(2);
    for (const s of ['confirmed', 'processing', 'shipped']) await setStatus(shipped.order, s);
    await t.call('DELETE', `/api/shop/order/delete/${shipped.order._id}/guest`, { cookie: admin.cookie });
    expect(await stockOf(t.database.db, shipped.product.id)).toBe(8);

    const cancelled = await newGuestOrder(2);
    await setStatus(cancelled.order, 'cancelled');
    await t.call('DELETE', `/api/shop/order/delete/${cancelled.order._id}/guest`, { cookie: admin.cookie });
    expect(await stockOf(t.database.db, cancelled.product.id)).toBe(10);
  });

  it('answers 404 for the wrong order type', async () => {
    const { order } = await newGuestOrder();
    const res = await t.call('DELETE', `/api/shop/order/delete/${order._id}/registered`, { cookie: admin.cookie });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(messages.ORDER_NOT_FOUND);
  });
});

describe('GET /api/shop/order/all-orders and /user-orders', () => {
  const fresh = suiteTestApp();
  const freshShelf = suiteShelf(fresh);
  const freshAdmin = suiteUser(fresh, { role: 'admin' });
  const buyer = suiteUser(fresh, { name: 'Noura Registered', phone: '+971559876543' });
  const placed: Order[] = [];

  beforeAll(async () => {
    const p = await stockedProduct(fresh.database.db, freshShelf, { price: 10, totalStock: 100 });
    const items = [{ productId: p.id, quantity: 1 }];
    const guests = [
      { name: 'Ahmed 100% Guest', email: 'ahmed@example.ae', phone: '050 111 2222' },
      { name: 'Sara Guest', email: 'sara@shop.example.ae', phone: '052 333 4444' },
      { name: 'Omar Guest', email: 'omar@example.ae', phone: '054 555 6666' },
    ];
    // registered, guest, registered, guest, guest: created one after another, so newest is last.
    const registered = async (totalPrice: number) => {
      const res = await fresh.call('POST', '/api/shop/order/place-registered-order', {
        cookie: buyer.cookie,
        payload: { userId: buyer.user._id, items, totalPrice, deliveryAddress: ADDRESS },
      });
      placed.push(res.body.order as Order);
    };
    const guest = async (i: number) => {
      const res = await fresh.call('POST', '/api/shop/order/place-guest-order', { payload: guestOrder(items, 35, guests[i]) });
      placed.push(res.body.order as Order);
    };
    await registered(10);
    await guest(0);
    await registered(35);
    await guest(1);
    await guest(2);
    if (placed.length !== 5 || !placed.every(Boolean)) throw new Error('setting up the orders failed');
    await fresh.call('PATCH', `/api/shop/order/update-order-status/${placed[1]?._id}/guest`, {
      cookie: freshAdmin.cookie,
      payload: { newStatus: 'confirmed' },
    });
  });

  const list = async (query = '') => {
    const res = await fresh.call('GET', `/api/shop/order/all-orders${query}`, { cookie: freshAdmin.cookie });
    expect(res.status).toBe(200);
    return res.body as { data: Order[]; total: number; totalPages: number; currentPage: number };
  };
  const newestFirst = () => numbers(placed).toReversed();

  it('lists every order newest first, with paging fields', async () => {
    const body = await list();
    expect(body).toMatchObject({ total: 5, totalPages: 1, currentPage: 1 });
    expect(numbers(body.data)).toEqual(newestFirst());
    expect(body.data[0]?.items).toHaveLength(1);
    expect(body.data.find((o) => o._id === placed[1]?._id)?.history).toHaveLength(2);
  });

  it('pages with limit', async () => {
    const first = await list('?page=1&limit=2');
    const third = await list('?page=3&limit=2');
    expect(first).toMatchObject({ total: 5, totalPages: 3, currentPage: 1 });
    expect(numbers(first.data)).toEqual(newestFirst().slice(0, 2));
    expect(numbers(third.data)).toEqual(newestFirst().slice(4));
    const beyond = await list('?page=9&limit=2');
    expect(beyond.data).toEqual([]);
  });

  it('filters by status and user type', async () => {
    expect(numbers((await list('?status=confirmed')).data)).toEqual([placed[1]?.orderNumber]);
    expect((await list('?status=pending')).total).toBe(4);
    expect((await list('?status=all&userType=all')).total).toBe(5);
    const registered = await list('?userType=registered');
    expect(registered.data.map((o) => o.type)).toEqual(['registered', 'registered']);
    expect((await list('?userType=guest&status=pending')).total).toBe(2);
    const bad = await fresh.call('GET', '/api/shop/order/all-orders?status=lost', { cookie: freshAdmin.cookie });
    expect(bad.status).toBe(400);
  });

  it('searches order number (with or without FC-), name, e-mail and phone', async () => {
    const target = placed[3] as Order;
    expect(numbers((await list(`?search=${target.orderNumber}`)).data)).toEqual([target.orderNumber]);
    expect(numbers((await list(`?search=${target.orderNumber.slice(3)}`)).data)).toEqual([target.orderNumber]);
    expect(numbers((await list(`?search=${target.orderNumber.toLowerCase()}`)).data)).toEqual([target.orderNumber]);
    expect(numbers((await list('?search=sara')).data)).toEqual([target.orderNumber]);
    expect(numbers((await list('?search=SHOP.EXAMPLE')).data)).toEqual([target.orderNumber]);
    expect(numbers((await list(`?search=${encodeURIComponent('+971523334444')}`)).data)).toEqual([target.orderNumber]);
    expect(numbers((await list(`?search=${encodeURIComponent('052 333 4444')}`)).data)).toEqual([target.orderNumber]);
    expect((await list('?search=noura')).total).toBe(2);
    expect((await list('?search=guest&userType=guest&status=pending')).total).toBe(2);
  });

  it('takes % and _ in a search literally', async () => {
    expect(numbers((await list(`?search=${encodeURIComponent('100%')}`)).data)).toEqual([placed[1]?.orderNumber]);
    expect((await list(`?search=${encodeURIComponent('%')}`)).total).toBe(1);
    expect((await list('?search=_')).total).toBe(0);
  });

  it("user-orders: a customer's own orders newest first; another customer 403; an admin may read any; a guest 401", async () => {
    const own = await fresh.call('GET', `/api/shop/order/user-orders/${buyer.user._id}`, { cookie: buyer.cookie });
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(numbers(own.body.data as Order[])).toEqual([placed[2]?.orderNumber, placed[0]?.orderNumber]);
    expect((own.body.data as Order[])[0]).toMatchObject({ subtotal: 10, deliveryFee: 25, totalPrice: 35 });

    const stranger = await fresh.createUser();
    const strangerCookie = await fresh.loginAs(stranger.email);
    const refused = await fresh.call('GET', `/api/shop/order/user-orders/${buyer.user._id}`, { cookie: strangerCookie });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, params: {}, code: 'FORBIDDEN', message: messages.FORBIDDEN });
    const none = await fresh.call('GET', `/api/shop/order/user-orders/${stranger.user._id}`, { cookie: strangerCookie });
    expect(none.body).toEqual({ success: true, data: [] });

    const byAdmin = await fresh.call('GET', `/api/shop/order/user-orders/${buyer.user._id}`, { cookie: freshAdmin.cookie });
    expect(byAdmin.status).toBe(200);
    expect((byAdmin.body.data as Order[]).length).toBe(2);
    const anonymous = await fresh.call('GET', `/api/shop/order/user-orders/${buyer.user._id}`);
    expect(anonymous.status).toBe(401);
  });
});
