import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, type Order } from '@store/contract';
import { orders } from '#server/db/schema/index';
import { ADDRESS, guestOrder, stockedProduct, stockOf } from '#server-test/commerce-factories';
import { lastTrackToken } from '#server-test/outbox-mail';
import { suiteShelf, suiteTestApp, suiteUser } from '#server-test/suite';
import { createLinkSigner, linkKeyReader } from '#server/lib/track-links/link-signer';

// Issue 26 item 3 (docs/decisions/021): a tracking link shows licence keys,
// downloads the invoice and cancels the order, and it never expired. A link
// now works for TRACK_LINK_DAYS after the e-mail that carries it, and one
// order's links can be revoked by the store or by its signed-in buyer.

const DAY = 86_400_000;
let counter = 0;

const t = suiteTestApp({ env: { TRACK_LINK_DAYS: '30' } });
const shelf = suiteShelf(t);
const customer = suiteUser(t, { name: 'Mariam Haddad' });
const admin = suiteUser(t, { role: 'admin' });

/** A guest order of two units, from an address and e-mail of its own. */
async function newGuestOrder() {
  counter += 1;
  const email = `lifetime${counter}@example.ae`;
  const product = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 10 });
  const payload = guestOrder([{ productId: product.id, quantity: 2 }], 45, { email });
  const placed = await t.call('POST', '/api/shop/order/place-guest-order', { payload, remoteAddress: `10.26.3.${counter}` });
  expect(placed.status).toBe(201);
  return { order: placed.body.order as Order, product, email };
}

const tokenFromEmail = (email: string) => lastTrackToken(t.database.db, email);

/** A genuine link of `orderId` as it would have been made `daysAgo` days ago. */
const linkMadeDaysAgo = (orderId: string, daysAgo: number) => createLinkSigner(t.database.db, undefined, () => Date.now() - daysAgo * DAY).sign(orderId);

const byLink = (token: string) => t.call('POST', '/api/shop/track/link', { payload: { token } });
const cancelByLink = (token: string) => t.call('POST', '/api/shop/track/cancel', { payload: { token, reason: 'No longer needed' } });
const invoiceByLink = (token: string) => t.call('POST', '/api/shop/invoices/track', { payload: { token, document: 'invoice' } });
const revoke = (orderId: string, cookie?: string) => t.call('POST', '/api/shop/track/revoke', { payload: { orderId }, ...(cookie ? { cookie } : {}) });

const expired = { success: false, code: 'ORDER_NOT_FOUND', message: messages.TRACK_LINK_EXPIRED, params: {} };
const invalid = { success: false, code: 'ORDER_NOT_FOUND', message: messages.TRACK_LINK_INVALID, params: {} };

describe("a tracking link's lifetime (TRACK_LINK_DAYS)", () => {
  it('opens the order until its lifetime ends, then answers that it expired, for viewing, cancelling and the invoice alike', async () => {
    const { order, product } = await newGuestOrder();
    expect((await byLink(await linkMadeDaysAgo(order._id, 29))).status).toBe(200);
    const old = await linkMadeDaysAgo(order._id, 30.01);
    for (const res of [await byLink(old), await cancelByLink(old), await invoiceByLink(old)]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(expired);
    }
    expect(await stockOf(t.database.db, product.id)).toBe(8);
  });

  it("each e-mail carries a link of its own: the delivery e-mail's works for the lifetime after delivery", async () => {
    const { order, email } = await newGuestOrder();
    const placedLink = await tokenFromEmail(email);
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
      const res = await t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/guest`, { cookie: admin.cookie, payload: { newStatus: status } });
      expect(res.status).toBe(200);
    }
    const deliveredLink = await tokenFromEmail(email);
    expect(deliveredLink).not.toBe(placedLink);
    expect((await byLink(deliveredLink)).body).toMatchObject({ order: { orderNumber: order.orderNumber, status: 'delivered' } });
  });

  it('a link made before links carried their moment lives as long from the order it names', async () => {
    const { order } = await newGuestOrder();
    const key = await linkKeyReader(t.database.db, undefined)();
    const legacy = `${order._id}.${createHmac('sha256', key).update(`order-track:${order._id}`).digest('base64url')}`;
    expect((await byLink(legacy)).status).toBe(200);
    await t.database.db.update(orders).set({ createdAt: new Date(Date.now() - 31 * DAY) }).where(eq(orders.id, order._id));
    expect((await byLink(legacy)).body).toEqual(expired);
  });
});

describe("revoking one order's links", () => {
  it('the signed-in buyer ends the links sent so far; a later e-mail carries a link that works, and other orders keep theirs', async () => {
    const place = async () => {
      const product = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 5 });
      const order = (totalPrice: number) =>
        t.call('POST', '/api/shop/order/place-registered-order', {
          cookie: customer.cookie,
          payload: { userId: customer.user._id, items: [{ productId: product.id, quantity: 1 }], totalPrice, deliveryAddress: ADDRESS },
        });
      // The total as the store prices it (a first order may go free of delivery).
      const quoted = await order(0);
      const res = await order(quoted.body.totalPrice as number);
      if (res.status !== 201) throw new Error(`order failed: ${res.status} ${res.raw}`);
      return res.body.order as Order;
    };
    const first = await place();
    const second = await place();
    const secondLink = await tokenFromEmail(customer.email);
    expect(secondLink.startsWith(`${second._id}.`)).toBe(true);
    expect((await byLink(secondLink)).status).toBe(200);

    const res = await revoke(second._id, customer.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: messages.TRACK_LINKS_REVOKED });
    for (const refused of [await byLink(secondLink), await cancelByLink(secondLink), await invoiceByLink(secondLink)]) {
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual(invalid);
    }
    expect((await byLink(await createLinkSigner(t.database.db, undefined, () => Date.now() + 1).sign(second._id))).status).toBe(200);
    // The other order's link, and the buyer's own view, still work.
    expect((await byLink(await createLinkSigner(t.database.db, undefined).sign(first._id))).status).toBe(200);
    expect((await t.call('GET', `/api/shop/track/mine/${second._id}`, { cookie: customer.cookie })).status).toBe(200);
  });

  it("the store revokes any order's links; nobody else may, and a stranger learns nothing of the order", async () => {
    const { order, email } = await newGuestOrder();
    const link = await tokenFromEmail(email);
    expect((await revoke(order._id)).status).toBe(401);
    const stranger = await t.loginAs((await t.createUser()).email);
    const refused = await revoke(order._id, stranger);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'ORDER_NOT_FOUND', message: messages.TRACK_NOT_FOUND });
    expect((await byLink(link)).status).toBe(200);

    expect((await revoke(order._id, admin.cookie)).status).toBe(200);
    expect((await byLink(link)).body).toEqual(invalid);
    expect((await revoke('7b0e7f49-9a8a-4a5e-8a35-7c2b7a3c9d10', admin.cookie)).status).toBe(404);
  });
});
