import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { addToCartFromPage, expectPath, fillDeliveryAddress, fillGuestContact, plentifulProduct } from './helpers';
import { waitForMail } from './mailbox';

// Issue 13 items 2 and 3: a guest places an order, follows the tracking link
// of the order e-mail (as received by the e2e server's mail catcher, tests/mailbox.ts),
// sees the order without typing anything, and cancels it.

const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'screenshots');

/** The tracking page at phone and laptop width, from its top. */
async function screenshots(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  for (const [label, size] of [['390', { width: 390, height: 844 }], ['1280', { width: 1280, height: 900 }]] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(shotsDir, `${name}-${label}.png`), fullPage: true });
  }
}

test('a guest follows the link in the order e-mail, sees the order and cancels it', async ({ page, request }) => {
  const product = await plentifulProduct(request);
  const email = `track.${Date.now().toString(36)}@example.ae`;

  await addToCartFromPage(page, product._id);
  await page.goto('/shop/order');
  const main = page.locator('main');
  await fillGuestContact(main, email);
  await fillDeliveryAddress(main);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expectPath(page, '/shop/order-confirmation');
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^FC-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

  // The outbox worker sends within a few seconds.
  const [, link] = await waitForMail(email, /(http:\/\/[^\s"<>]+\/shop\/track\?token=[^\s"<>]+)/);
  expect(link).toBeDefined();

  const response = await page.goto(link ?? '');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  const order = page.getByRole('article', { name: orderNumber });
  await expect(order.getByText('Pending', { exact: true })).toBeVisible();
  await expect(order.getByText(product.title)).toBeVisible();
  await expect(order.getByText('Order placed')).toBeVisible();
  await expect(order.getByText('A• B••••• R••• 1•')).toBeVisible();
  await screenshots(page, 'track-order');

  await order.getByLabel('Why are you cancelling?').fill('Ordered the wrong model');
  await order.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Your order has been cancelled. We have sent you an email.', { exact: true })).toBeVisible();
  await expect(order.getByText('Cancelled by you')).toBeVisible();
  await expect(order.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(order.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await screenshots(page, 'track-order-cancelled');

  // The customer is told; so is the store.
  await waitForMail(email, new RegExp(`${orderNumber} is cancelled`));
  await waitForMail('sales@falcon.ae', new RegExp(`Order ${orderNumber} cancelled by the customer`));

  // The same link now shows the cancelled order, after a reload too.
  await page.reload();
  await expect(page.getByRole('article', { name: orderNumber }).getByText('Cancelled by you')).toBeVisible();
});
