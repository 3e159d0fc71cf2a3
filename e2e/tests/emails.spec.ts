import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { ADMIN, loginViaApi, plentifulProduct, TEST_ADDRESS } from './helpers';
import { waitForMail, waitForParsedMail } from './mailbox';

// Issue 13 item 6 and issue 12 item 6: the store's e-mails as the customer's
// mail client gets them (over SMTP from the outbox), rendered in Chromium at
// 600 and 390 px, in English and in Arabic. Screenshots in artifacts/screenshots.

const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'screenshots');

async function shoot(page: Page, mail: ParsedMail, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  expect(mail.text ?? '').not.toBe('');
  await page.setContent(String(mail.html));
  for (const width of [600, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing wider than the screen: no sideways scrolling in a phone's mail app.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(shotsDir, `email-${name}-${width}.png`), fullPage: true });
  }
}

async function placeGuest(api: APIRequestContext, productId: string, email: string, language: 'en' | 'ar') {
  const items = [{ productId, quantity: 2 }];
  const preview = await api.post('/api/shop/order/preview', { data: { items, paymentMethod: 'card_on_delivery' } });
  const { totalPrice } = ((await preview.json()) as { data: { totalPrice: number } }).data;
  const response = await api.post('/api/shop/order/place-guest-order', {
    data: { name: language === 'ar' ? 'مريم الهاشمي' : 'Layla Hassan', email, phone: '050 123 4567', items, totalPrice, deliveryAddress: TEST_ADDRESS, paymentMethod: 'card_on_delivery', language },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { order: { _id: string; orderNumber: string } }).order;
}

test('every e-mail arrives as HTML with a text part, in the order\'s language, and reads well at 600 and 390 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const product = await plentifulProduct(request);
  const stamp = Date.now().toString(36);
  const enEmail = `mail.en.${stamp}@example.ae`;
  const arEmail = `mail.ar.${stamp}@example.ae`;

  const enOrder = await placeGuest(request, product._id, enEmail, 'en');
  const arOrder = await placeGuest(request, product._id, arEmail, 'ar');

  const received = await waitForParsedMail(enEmail, new RegExp(`^Your Falcon order ${enOrder.orderNumber}$`));
  expect(received.text).toContain(product.title);
  await shoot(page, received, 'order-received-en');
  const receivedAr = await waitForParsedMail(arEmail, new RegExp(`طلبك رقم ${arOrder.orderNumber}`));
  expect(String(receivedAr.html)).toContain('dir="rtl"');
  expect(receivedAr.text).toContain('الدفع بالبطاقة عند الاستلام');
  await shoot(page, receivedAr, 'order-received-ar');

  // The store moves the Arabic order along; each step is an e-mail in Arabic.
  const admin = page.request;
  await loginViaApi(admin, ADMIN.email, ADMIN.password);
  const steps = [
    ['confirmed', 'تم تأكيد طلبك'],
    ['processing', 'قيد التجهيز'],
    ['shipped', 'في الطريق إليك'],
    ['delivered', 'تم توصيل طلبك'],
  ] as const;
  for (const [status, words] of steps) {
    const res = await admin.patch(`/api/shop/order/update-order-status/${arOrder._id}/guest`, { data: { newStatus: status } });
    expect(res.status()).toBe(200);
    await shoot(page, await waitForParsedMail(arEmail, new RegExp(words)), `${status}-ar`);
  }

  // The English buyer cancels with the tracking link of their e-mail; the store gets its copy.
  const [, linkToken = ''] = await waitForMail(enEmail, /\/shop\/track\?token=([^\s"<>&]+)/);
  const token = decodeURIComponent(linkToken);
  const cancelled = await request.post('/api/shop/track/cancel', { data: { token, reason: 'Ordered the wrong model' } });
  expect(cancelled.status()).toBe(200);
  const cancelMail = await waitForParsedMail(enEmail, /is cancelled$/);
  expect(cancelMail.text).toContain('Your reason: Ordered the wrong model');
  await shoot(page, cancelMail, 'cancelled-by-customer-en');
  await shoot(page, await waitForParsedMail('sales@falcon.ae', new RegExp(`Order ${enOrder.orderNumber} cancelled by the customer`)), 'cancelled-store-copy');

  // A password reset in English (the default preferred language).
  const customer = { email: `mail.reset.${stamp}@example.ae`, password: 'a long password 1' };
  const registered = await request.post('/api/auth/register', { data: { name: 'Omar Saeed', email: customer.email, phone: '050 765 4321', password: customer.password } });
  expect(registered.status()).toBe(201);
  await request.post('/api/auth/forgot-password', { data: { email: customer.email } });
  const reset = await waitForParsedMail(customer.email, /^Reset your Falcon password$/);
  expect(reset.text).toMatch(/\/auth\/reset-password#token=[A-Za-z0-9_-]{43}/);
  await shoot(page, reset, 'password-reset-en');
});
