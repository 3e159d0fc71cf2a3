import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@store/contract';
import { outbox } from '#server/db/schema/index';
import { createShelf, guestOrder, stockedProduct } from '#server-test/commerce-factories';
import { sendOutboxTo } from '#server-test/outbox-mail';
import { mailTo } from '#server-test/smtp-capture';
import { createTestApp } from '#server-test/test-app';
import { suiteShelf, suiteSmtpCapture, suiteTestApp } from '#server-test/suite';

// Issue 13 item 6 and issue 12 item 6: every e-mail is HTML with a plain-text
// part, sent through the outbox to a real SMTP server, in the order's language
// (the reset: the user's preferred one); ORDER_ALERT_EMAIL hears of each new order.

/** Intl writes a no-break space between the currency and the amount. */
const aed = (amount: string) => `AED\u00a0${amount}`;

const smtp = suiteSmtpCapture();
const t = suiteTestApp({ env: { COD_FEE_AED: '7.5', ORDER_ALERT_EMAIL: 'Owner@Falcon.test, floor@falcon.test' } });
const shelf = suiteShelf(t);
beforeEach(async () => {
  await t.database.db.delete(outbox);
  smtp.received.length = 0;
});

/** One pass of the worker over SMTP, as main.ts runs it. */
const sendOutbox = () => sendOutboxTo(t.database.db, smtp.url);

async function placeGuest(email: string, extra: Record<string, unknown> = {}): Promise<Order> {
  const pc = await stockedProduct(t.database.db, shelf, { title: 'ROG Strix G16 Gaming PC', price: 4999.5, totalStock: 5 });
  const mouse = await stockedProduct(t.database.db, shelf, { title: 'G502 Mouse', price: 150, totalStock: 5 });
  const items = [
    { productId: pc.id, quantity: 1 },
    { productId: mouse.id, quantity: 2 },
  ];
  // 4,999.50 + 300 + 25 delivery + 7.50 cash on delivery
  const res = await t.call('POST', '/api/shop/order/place-guest-order', { payload: guestOrder(items, 5332, { email, ...extra }) });
  if (res.status !== 201) throw new Error(`placement failed: ${res.status} ${res.raw}`);
  return res.body.order as Order;
}

describe('the order e-mail in English', () => {
  it('holds the number, the lines, the totals with the cash-on-delivery fee, the payment and the tracking link, in HTML and in text', async () => {
    const order = await placeGuest('layla@example.ae');
    expect(order).toMatchObject({ language: 'en', codFee: 7.5, deliveryFee: 25, totalPrice: 5332 });
    expect(await sendOutbox()).toEqual({ sent: 3, failed: 0, deferred: 0 });

    const mail = mailTo(smtp, 'layla@example.ae');
    expect(mail.subject).toBe(`Your Falcon order ${order.orderNumber}`);
    const html = String(mail.html);
    const text = mail.text ?? '';
    expect(html).toMatch(/<html[^>]*lang="en"[^>]*dir="ltr"|<html[^>]*dir="ltr"[^>]*lang="en"/);
    for (const part of [html, text]) {
      expect(part).toContain(order.orderNumber);
      expect(part).toContain('ROG Strix G16 Gaming PC');
      expect(part).toContain('G502 Mouse');
      expect(part).toContain(aed('4,999.50'));
      expect(part).toContain(aed('300.00'));
      expect(part).toContain('Cash on delivery fee');
      expect(part).toContain(aed('7.50'));
      expect(part).toContain(aed('25.00'));
      expect(part).toContain(aed('5,332.00'));
      expect(part).toContain('Includes VAT (5%)');
      expect(part).toContain('Cash on delivery');
      expect(part).toContain('Track or cancel your order');
      expect(part).toContain('/shop/track?token=');
      expect(part).toContain('+971 4 123 4567');
    }
    expect(html).toMatch(/<a[^>]+href="http:\/\/localhost(:\d+)?\/shop\/track\?token=[^"]+"/);
  });

  it('alerts every ORDER_ALERT_EMAIL address of the new order, in English, with who ordered what', async () => {
    const order = await placeGuest('omar@example.ae');
    await sendOutbox();
    for (const to of ['owner@falcon.test', 'floor@falcon.test']) {
      const alert = mailTo(smtp, to);
      expect(alert.subject).toBe(`New order ${order.orderNumber}: ${aed('5,332.00')}`);
      expect(alert.text).toContain('Customer: Guest Shopper (guest), omar@example.ae, +971501234567');
      expect(alert.text).toContain(`1 × ${aed('4,999.50')}`);
      expect(String(alert.html)).toContain('/admin/orders');
    }
    expect(smtp.received).toHaveLength(3);
  });

  it('sends no alert when ORDER_ALERT_EMAIL is not set (the default)', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.config.notifications.orderAlertEmails).toEqual([]);
      const product = await stockedProduct(plain.database.db, await createShelf(plain.database.db), { price: 10, totalStock: 3 });
      const res = await plain.call('POST', '/api/shop/order/place-guest-order', {
        payload: guestOrder([{ productId: product.id, quantity: 1 }], 35, { email: 'no.alert@example.ae', paymentMethod: 'card_on_delivery' }),
      });
      expect(res.status).toBe(201);
      const rows = await plain.database.db.select().from(outbox);
      expect(rows.map((r) => [r.kind, r.to])).toEqual([['order_placed', 'no.alert@example.ae']]);
    } finally {
      await plain.close();
    }
  });
});

describe('an order placed in Arabic', () => {
  it('gets its e-mails in Arabic: right to left, Arabic words, amounts in د.إ with Latin digits', async () => {
    const order = await placeGuest('fatima@example.ae', { language: 'ar' });
    expect(order.language).toBe('ar');
    await sendOutbox();
    const mail = mailTo(smtp, 'fatima@example.ae');
    expect(mail.subject).toBe(`طلبك رقم ${order.orderNumber} من Falcon`);
    const html = String(mail.html);
    expect(html).toContain('lang="ar"');
    expect(html).toContain('dir="rtl"');
    for (const part of [html, mail.text ?? '']) {
      expect(part).toContain('شكراً لطلبك');
      expect(part).toContain(order.orderNumber);
      expect(part).toContain('ROG Strix G16 Gaming PC');
      expect(part).toContain('رسوم الدفع نقداً عند الاستلام');
      expect(part).toContain('5,332.00');
      expect(part).toContain('د.إ');
      expect(part).toContain('الدفع نقداً عند الاستلام');
      expect(part).toContain('تتبّع طلبك أو ألغِه');
      expect(part).not.toContain('AED');
    }
    // Its tracking link opens the Arabic tracking page.
    expect(html).toMatch(/<a[^>]+href="http:\/\/localhost(:\d+)?\/ar\/shop\/track\?token=[^"]+"/);
    // The store's alert stays English.
    expect(mailTo(smtp, 'owner@falcon.test').subject).toBe(`New order ${order.orderNumber}: ${aed('5,332.00')}`);
  });

  it('hears of a status change in Arabic too', async () => {
    const order = await placeGuest('khalid@example.ae', { language: 'ar' });
    const admin = await t.createUser({ role: 'admin' });
    const cookie = await t.loginAs(admin.email);
    const changed = await t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/guest`, { cookie, payload: { newStatus: 'confirmed' } });
    expect(changed.status).toBe(200);
    await sendOutbox();
    const mail = mailTo(smtp, 'khalid@example.ae', 'تم تأكيد');
    expect(mail.subject).toBe(`تم تأكيد طلبك رقم ${order.orderNumber} من Falcon`);
    expect(mail.text).toContain('أكّدنا طلبك رقم');
    expect(mail.text).toContain('5,332.00');
  });
});

describe('the password reset e-mail', () => {
  it('speaks the preferred language the profile saved', async () => {
    const user = await t.createUser({ email: 'noura@example.ae', name: 'Noura' });
    const cookie = await t.loginAs(user.email);
    const saved = await t.call('PUT', `/api/auth/profile/${user.user._id}`, {
      cookie,
      payload: { name: 'Noura', email: user.email, phone: user.user.phone, preferredLanguage: 'ar' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ data: { preferredLanguage: 'ar' } });
    // A profile saved without the field keeps the language.
    const again = await t.call('PUT', `/api/auth/profile/${user.user._id}`, { cookie, payload: { name: 'Noura A', email: user.email, phone: user.user.phone } });
    expect(again.body).toMatchObject({ data: { name: 'Noura A', preferredLanguage: 'ar' } });

    await t.call('POST', '/api/auth/forgot-password', { payload: { email: user.email } });
    await sendOutbox();
    const mail = mailTo(smtp, 'noura@example.ae');
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور في Falcon');
    expect(String(mail.html)).toContain('dir="rtl"');
    expect(mail.text).toContain('اختر كلمة مرور جديدة');
    // The link opens the reset page in Arabic (issue 12): /ar/auth/reset-password, the token still in the fragment.
    expect(mail.text).toMatch(/http:\/\/localhost(:\d+)?\/ar\/auth\/reset-password#token=[A-Za-z0-9_-]{43}/);
    expect(String(mail.html)).toMatch(/href="http:\/\/localhost(:\d+)?\/ar\/auth\/reset-password#token=[A-Za-z0-9_-]{43}"/);
  });

  it('leads an English user to the English reset page, with an English subject', async () => {
    const user = await t.createUser({ email: 'james@example.ae', name: 'James' });
    await t.call('POST', '/api/auth/forgot-password', { payload: { email: user.email } });
    await sendOutbox();
    const mail = mailTo(smtp, 'james@example.ae');
    expect(mail.subject).toBe('Reset your Falcon password');
    expect(mail.text).toMatch(/http:\/\/localhost(:\d+)?\/auth\/reset-password#token=[A-Za-z0-9_-]{43}/);
    expect(mail.text).not.toContain('/ar/');
  });

  it('refuses a language the store does not speak', async () => {
    const user = await t.createUser();
    const cookie = await t.loginAs(user.email);
    const res = await t.call('PUT', `/api/auth/profile/${user.user._id}`, {
      cookie,
      payload: { name: 'X', email: user.email, phone: user.user.phone, preferredLanguage: 'fr' },
    });
    expect(res.status).toBe(400);
  });
});
