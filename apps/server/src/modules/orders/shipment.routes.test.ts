import { describe, expect, it } from 'vitest';
import { messages, type Order, type TrackedOrder } from '@store/contract';
import { mailTo } from '#server-test/smtp-capture';
import { stockedProduct } from '#server-test/commerce-factories';
import { sendOutboxTo } from '#server-test/outbox-mail';
import { guestLicenceOrder, registeredOrder } from '#server-test/licence-factories';
import { suiteShelf, suiteSmtpCapture, suiteTestApp, suiteUser } from '#server-test/suite';

// The courier and tracking number an admin gives when marking an order
// shipped (issue 13 item 8, docs/decisions/030): checked, kept, and shown to
// the buyer with the courier's link (account, tracking page, shipped e-mail).

const sendOutbox = () => sendOutboxTo(t.database.db, smtp.url);

const smtp = suiteSmtpCapture();
const t = suiteTestApp();
const shelf = suiteShelf(t);
const admin = suiteUser(t, { role: 'admin' });
const buyer = suiteUser(t, { name: 'Parcel Buyer' });

const setStatus = (order: Pick<Order, '_id' | 'type'>, payload: Record<string, unknown>) =>
  t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/${order.type}`, { cookie: admin.cookie, payload });

/** An order walked to `processing`, ready to ship. */
async function processingOrder(registered = false): Promise<Order> {
  const product = await stockedProduct(t.database.db, shelf, { price: 50 });
  const items = [{ productId: product.id, quantity: 1 }];
  const order = registered ? await registeredOrder(t, buyer.cookie, buyer.user._id, items) : await guestLicenceOrder(t, items);
  for (const newStatus of ['confirmed', 'processing']) expect((await setStatus(order, { newStatus })).status).toBe(200);
  return order;
}

describe('marking an order shipped with its courier', () => {
  it('keeps the courier and number, and shows them with the link in the account, the tracking page and the e-mail', async () => {
    const order = await processingOrder(true);
    const res = await setStatus(order, { newStatus: 'shipped', courier: 'dhl_express', trackingNumber: ' 12345 67890 ' });
    expect(res.status).toBe(200);
    const shipment = {
      courier: 'dhl_express',
      courierName: 'DHL Express',
      trackingNumber: '1234567890',
      trackingUrl: 'https://www.dhl.com/ae-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
    };
    expect((res.body.order as Order).shipment).toEqual(shipment);

    const mine = (await t.call('GET', `/api/shop/order/user-orders/${buyer.user._id}`, { cookie: buyer.cookie })).body.data as Order[];
    expect(mine.find((o) => o._id === order._id)?.shipment).toEqual(shipment);
    const tracked = await t.call('GET', `/api/shop/track/mine/${order._id}`, { cookie: buyer.cookie });
    expect((tracked.body.order as TrackedOrder).shipment).toEqual(shipment);

    await sendOutbox();
    const mail = mailTo(smtp, buyer.email, `Your Falcon order ${order.orderNumber} is on its way`);
    expect(mail.text).toContain('Courier: DHL Express');
    expect(mail.text).toContain('Tracking number: 1234567890');
    expect(mail.text).toContain('Follow your parcel on the DHL Express website');
    expect(mail.html).toContain(`href="${shipment.trackingUrl.replaceAll('&', '&amp;')}"`);
  });

  it('takes "Other" with a number and no link, or no courier at all', async () => {
    const other = await processingOrder();
    const res = await setStatus(other, { newStatus: 'shipped', courier: 'other', trackingNumber: 'VAN-0042' });
    expect((res.body.order as Order).shipment).toEqual({ courier: 'other', courierName: 'Other', trackingNumber: 'VAN-0042', trackingUrl: null });
    const plain = await processingOrder();
    const bare = await setStatus(plain, { newStatus: 'shipped' });
    expect(bare.status).toBe(200);
    expect((bare.body.order as Order).shipment).toBeNull();
  });

  it('refuses a bad number, an unknown courier, a number without courier, or a courier on another status, changing nothing', async () => {
    const order = await processingOrder();
    const cases: [Record<string, unknown>, string][] = [
      [{ newStatus: 'shipped', courier: 'aramex', trackingNumber: '12 34' }, messages.TRACKING_NUMBER_INVALID],
      [{ newStatus: 'shipped', courier: 'aramex', trackingNumber: '<script>alert(1)</script>' }, messages.TRACKING_NUMBER_INVALID],
      [{ newStatus: 'shipped', courier: 'pigeon', trackingNumber: '1234567890' }, messages.COURIER_INVALID],
      [{ newStatus: 'shipped', trackingNumber: '1234567890' }, messages.TRACKING_NEEDS_COURIER],
      [{ newStatus: 'cancelled', courier: 'ups', trackingNumber: '1Z999AA10123456784' }, messages.SHIPMENT_ONLY_WHEN_SHIPPED],
    ];
    for (const [payload, text] of cases) {
      const res = await setStatus(order, payload);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect((res.body.errors as { message: string }[]).map((e) => e.message)).toContain(text);
    }
    const list = await t.call('GET', `/api/shop/order/all-orders?search=${order.orderNumber}`, { cookie: admin.cookie });
    expect((list.body.data as Order[])[0]).toMatchObject({ status: 'processing', shipment: null });
  });
});
