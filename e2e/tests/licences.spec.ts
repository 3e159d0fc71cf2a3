import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, loginViaApi, registerCustomer, shopProducts, TEST_ADDRESS, screenshotBoth } from './helpers';
import { confirmEmail, waitForMail } from './mailbox';

// Issue 13 item 8 (docs/decisions/030): the admin adds licence keys to a
// software product, a customer orders two, the admin confirms (a key per unit,
// e-mailed) and ships it with a courier; the customer sees the keys and the
// courier's link in the account and on the tracking page.

/** Serious and critical WCAG 2.1 AA findings of axe on the page as it is (the a11y spec's rule). */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('licence keys from the admin to the buyer, and the courier link of the shipped order', async ({ browser, page, request }) => {
  // Two browsers, axe twice and the mail catcher: the slow test's time.
  test.slow();
  const product = (await shopProducts(request)).find((p) => p.title.startsWith('Microsoft Office Home 2024'));
  if (!product) throw new Error('the demo catalogue has no Office Home 2024');
  const stamp = Date.now().toString(36).toUpperCase();
  const keys = [`OH24-${stamp}-AAAA-0001`, `OH24-${stamp}-BBBB-0002`, `OH24-${stamp}-CCCC-0003`];

  // The admin switches the product to licence delivery and pastes three keys.
  await loginViaApi(page.request, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/products?search=${encodeURIComponent('Office Home 2024')}`);
  await page.getByRole('button', { name: `Licence keys for ${product.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Licence keys: ${product.title}` });
  const delivery = dialog.getByRole('checkbox', { name: 'Deliver this product as licence keys' });
  if (!(await delivery.isChecked())) {
    // The box follows the server's answer, so it is clicked, then read back.
    await delivery.click();
    await expect(page.getByText('Delivery saved', { exact: true })).toBeVisible();
    await expect(delivery).toBeChecked();
  }
  await dialog.getByLabel('Add keys').fill(keys.join('\n'));
  await expect(dialog.getByText('3 keys ready to add')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add keys' }).click();
  await expect(page.getByText('3 licence keys added', { exact: true })).toBeVisible();
  await expect(dialog.getByText(`••••-0001`)).toBeVisible();
  await expect(dialog.getByText(keys[0] ?? '')).toHaveCount(0);
  expect(await axeFindings(page)).toEqual([]);
  await screenshotBoth(page, 'licence-keys-admin', { fullPage: false });
  await page.keyboard.press('Escape');

  // A customer orders two.
  const customerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const shopper = await customerContext.newPage();
  const customer = await registerCustomer(shopper.request);
  // A buyer of keys confirms the address first: the keys' e-mail is the order's second (docs/decisions/051).
  await confirmEmail(shopper.request, customer.email);
  const me = await loginViaApi(shopper.request, customer.email, customer.password);
  const items = [{ productId: product._id, quantity: 2 }];
  const preview = (await (await shopper.request.post('/api/shop/order/preview', { data: { items } })).json()) as { data: { totalPrice: number } };
  const placed = await shopper.request.post('/api/shop/order/place-registered-order', {
    data: { userId: me._id, items, totalPrice: preview.data.totalPrice, deliveryAddress: TEST_ADDRESS, paymentMethod: 'cash_on_delivery' },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { order: { _id: string; orderNumber: string } }).order;

  // The admin confirms and prepares it, then ships it with Aramex from the order dialog.
  for (const newStatus of ['confirmed', 'processing']) {
    const res = await page.request.patch(`/api/shop/order/update-order-status/${order._id}/registered`, { data: { newStatus } });
    expect(res.status()).toBe(200);
  }
  await page.goto(`/admin/orders?search=${order.orderNumber}`);
  await page.getByRole('button', { name: `View order ${order.orderNumber}` }).click();
  const orderDialog = page.getByRole('dialog', { name: `Order ${order.orderNumber}` });
  await orderDialog.getByLabel('Change status').selectOption('shipped');
  await orderDialog.getByLabel('Courier').selectOption('aramex');
  await orderDialog.getByLabel('Tracking number').fill('4455 6677 889');
  expect(await axeFindings(page)).toEqual([]);
  await screenshotBoth(page, 'licence-ship-dialog', { fullPage: false });
  await orderDialog.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText('Order status updated to shipped', { exact: true })).toBeVisible();
  await expect(orderDialog.getByRole('link', { name: "Open the courier's tracking page" })).toHaveAttribute(
    'href',
    'https://www.aramex.com/ae/en/track/results?ShipmentNumber=44556677889',
  );

  // The keys arrive by e-mail.
  const [mail] = await waitForMail(customer.email, /Your licence keys for FC-[0-9A-Z-]+[\s\S]*OH24-/);
  expect(mail).toContain(order.orderNumber);

  // The account shows the two keys and the parcel link; so does the tracking page.
  await shopper.goto('/shop/account');
  const card = shopper.getByRole('article', { name: `Order ${order.orderNumber}` });
  const keyList = card.getByRole('region', { name: 'Your licence keys' });
  await expect(keyList.getByRole('listitem')).toHaveCount(2);
  await expect(card.getByRole('link', { name: 'Track your parcel on the Aramex website (opens in a new tab)' })).toBeVisible();
  expect(await axeFindings(shopper)).toEqual([]);
  await screenshotBoth(shopper, 'licence-account-order');

  await shopper.goto(`/shop/track?order=${order._id}`);
  const tracked = shopper.getByRole('article', { name: order.orderNumber });
  await expect(tracked.getByRole('region', { name: 'Your licence keys' }).getByRole('listitem')).toHaveCount(2);
  await expect(tracked.getByText('44556677889')).toBeVisible();
  expect(await axeFindings(shopper)).toEqual([]);
  await screenshotBoth(shopper, 'licence-track-order');

  // The same on the Arabic page: the keys stay left to right, the courier link in Arabic words.
  await shopper.goto(`/ar/shop/track?order=${order._id}`);
  const arabic = shopper.getByRole('article', { name: order.orderNumber });
  await expect(arabic.getByRole('region', { name: 'مفاتيح الترخيص الخاصة بك' }).getByRole('listitem')).toHaveCount(2);
  await expect(arabic.getByText('تتبّع شحنتك على موقع', { exact: false })).toBeVisible();
  await screenshotBoth(shopper, 'licence-track-order-ar');
  await customerContext.close();
});
