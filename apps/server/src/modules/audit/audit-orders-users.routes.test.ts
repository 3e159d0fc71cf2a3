import { describe, expect, it } from 'vitest';
import { formatFils, messages, type Order, type User } from '@store/contract';
import { quoteRequests } from '#server/db/schema/index';
import { countAuditRows, lastAudit, latestAudit } from '#server-test/admin-helpers';
import { guestOrder, stockedProduct } from '#server-test/commerce-factories';
import { findSecrets } from '#server-test/test-app';
import { suiteShelf, suiteTestApp, suiteUser } from '#server-test/suite';

// The audit trail of order, user and quote changes (issue "The admin area",
// item 8): who, what, before and after, never a password hash, and nothing
// for a change that was refused.

const t = suiteTestApp();
const shelf = suiteShelf(t);
const admin = suiteUser(t, { role: 'admin', name: 'Orders Admin' });

async function newGuestOrder(): Promise<Order> {
  const product = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 10 });
  const res = await t.call('POST', '/api/shop/order/place-guest-order', { payload: guestOrder([{ productId: product.id, quantity: 1 }], 35) });
  if (res.status !== 201) throw new Error(`guest order failed: ${res.status} ${res.raw}`);
  return res.body.order as Order;
}

const setStatus = (order: Order, newStatus: string, cookie = admin.cookie) =>
  t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/${order.type}`, { cookie, payload: { newStatus } });

describe('order changes are audited', () => {
  it('records a status change with who made it and the status before and after', async () => {
    const order = await newGuestOrder();
    expect((await setStatus(order, 'confirmed')).status).toBe(200);
    expect(await lastAudit(t, admin.cookie)).toEqual({
      _id: expect.any(String),
      actor: { _id: admin.user._id, name: 'Orders Admin' },
      action: 'order.status',
      entityType: 'order',
      entityId: order._id,
      summary: `Changed order ${order.orderNumber} from pending to confirmed`,
      before: { status: 'pending' },
      after: { status: 'confirmed' },
      createdAt: expect.any(String),
    });
  });

  it('writes nothing when the lifecycle refuses the change (409)', async () => {
    const order = await newGuestOrder();
    const rows = await countAuditRows(t.database.db);
    const refused = await setStatus(order, 'delivered');
    expect(refused.status).toBe(409);
    expect(await countAuditRows(t.database.db)).toBe(rows);
  });

  it('records a deleted order with the whole order as it was', async () => {
    const order = await newGuestOrder();
    const res = await t.call('DELETE', `/api/shop/order/delete/${order._id}/guest`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await lastAudit(t, admin.cookie)).toMatchObject({
      action: 'order.delete',
      entityId: order._id,
      summary: `Deleted order ${order.orderNumber} (pending, ${formatFils(3500)})`,
      before: { _id: order._id, orderNumber: order.orderNumber, totalPrice: 35, items: [{ quantity: 1, price: 10 }] },
      after: null,
    });
    const wrongType = await t.call('DELETE', `/api/shop/order/delete/${order._id}/guest`, { cookie: admin.cookie });
    expect(wrongType.status).toBe(404);
  });
});

describe('user changes are audited', () => {
  it('records an update with the public user before and after, never a password hash', async () => {
    const target = await t.createUser({ name: 'Layla Customer' });
    const res = await t.call('PUT', `/api/auth/${target.user._id}`, { cookie: admin.cookie, payload: { name: 'Layla Haddad', phone: '050 765 4321' } });
    expect(res.status).toBe(200);
    const entry = await lastAudit(t, admin.cookie);
    expect(entry).toMatchObject({
      action: 'user.update',
      entityType: 'user',
      entityId: target.user._id,
      summary: `Updated user "Layla Haddad <${target.email}>" (name, phone)`,
      before: { ...target.user },
      after: res.body.data as User,
    });
    expect(Object.keys(entry.before as object).toSorted()).toEqual(['_id', 'createdAt', 'email', 'emailConfirmed', 'name', 'phone', 'preferredLanguage', 'role']);
  });

  it('records a deleted user, and nothing when deleting oneself is refused', async () => {
    const target = await t.createUser({ name: 'Gone Customer' });
    expect((await t.call('DELETE', `/api/auth/${target.user._id}`, { cookie: admin.cookie })).status).toBe(200);
    expect(await lastAudit(t, admin.cookie)).toMatchObject({
      action: 'user.delete',
      entityId: target.user._id,
      summary: `Deleted user Gone Customer <${target.email}>`,
      before: target.user,
      after: null,
    });
    const rows = await countAuditRows(t.database.db);
    const self = await t.call('DELETE', `/api/auth/${admin.user._id}`, { cookie: admin.cookie });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(messages.CANNOT_DELETE_SELF);
    expect(await countAuditRows(t.database.db)).toBe(rows);
  });

  it('keeps the name of an admin whose account was deleted', async () => {
    const other = await t.createUser({ role: 'admin', name: 'Former Admin' });
    const otherCookie = await t.loginAs(other.email);
    const order = await newGuestOrder();
    expect((await setStatus(order, 'confirmed', otherCookie)).status).toBe(200);
    expect((await t.call('DELETE', `/api/auth/${other.user._id}`, { cookie: admin.cookie })).status).toBe(200);
    const [deletion, change] = await latestAudit(t, admin.cookie, 2);
    expect(deletion).toMatchObject({ action: 'user.delete', actor: { _id: admin.user._id, name: 'Orders Admin' } });
    expect(change).toMatchObject({ action: 'order.status', entityId: order._id, actor: { _id: null, name: 'Former Admin' } });
  });

  it('never sends a password or a hash in any answer of this suite', () => {
    expect(findSecrets(t.sentBodies)).toEqual([]);
  });
});

describe('quote requests are audited', () => {
  it('records marking a request handled and reopening it; the same state again writes nothing', async () => {
    const product = await stockedProduct(t.database.db, shelf, { title: 'Render Node', isQuoteAvailable: true });
    const [quote] = await t.database.db
      .insert(quoteRequests)
      .values({ productId: product.id, productTitle: 'Render Node', name: 'Omar Haddad', email: 'omar@example.ae', phone: '+971501234567', quantity: 3 })
      .returning({ id: quoteRequests.id });
    if (!quote) throw new Error('no quote');
    const mark = (handled: boolean) => t.call('PATCH', `/api/admin/quotes/${quote.id}/handled`, { cookie: admin.cookie, payload: { handled } });

    expect((await mark(true)).status).toBe(200);
    expect(await lastAudit(t, admin.cookie)).toMatchObject({
      action: 'quote.handle',
      entityType: 'quote',
      entityId: quote.id,
      summary: 'Marked the quote request of Omar Haddad for "Render Node" as handled',
      before: { handled: false },
      after: { handled: true },
    });
    const rows = await countAuditRows(t.database.db);
    expect((await mark(true)).status).toBe(200);
    expect(await countAuditRows(t.database.db)).toBe(rows);

    expect((await mark(false)).status).toBe(200);
    expect(await lastAudit(t, admin.cookie)).toMatchObject({
      summary: 'Reopened the quote request of Omar Haddad for "Render Node"',
      before: { handled: true },
      after: { handled: false },
    });
  });
});
