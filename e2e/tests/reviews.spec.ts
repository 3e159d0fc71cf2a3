import { expect, test } from '@playwright/test';
import { ADMIN, loginViaApi, placeOrderViaApi, registerCustomer, shopProducts, screenshotBoth } from './helpers';

// Issue 14 item 7 (docs/decisions/036): a customer whose order the admin marked
// delivered reviews the product on its page; the admin hides the review with
// a reason, and the product page no longer shows it.

test('a review after a delivered order, then hidden by the admin', async ({ browser, page }) => {
  const product = (await shopProducts(page.request)).find((p) => p.totalStock >= 5 && p.title.includes('Logitech')) ?? (await shopProducts(page.request))[0];
  if (!product) throw new Error('the demo catalogue is empty');
  await loginViaApi(page.request, ADMIN.email, ADMIN.password);

  const customerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const shopper = await customerContext.newPage();
  const customer = await registerCustomer(shopper.request);
  const me = await loginViaApi(shopper.request, customer.email, customer.password);
  const order = await placeOrderViaApi(shopper.request, product._id, me._id);

  // Not delivered yet: the server says so in the form.
  await shopper.goto(`/shop/product/${product._id}`);
  const section = shopper.getByRole('region', { name: 'Customer reviews' });
  await section.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await section.getByRole('button', { name: 'Save review' }).click();
  await expect(section.getByRole('alert')).toHaveText('You can review this product once your order has been delivered');

  // The admin marks it delivered.
  for (const newStatus of ['confirmed', 'processing', 'shipped', 'delivered']) {
    const res = await page.request.patch(`/api/shop/order/update-order-status/${order._id}/registered`, { data: { newStatus } });
    expect(res.status()).toBe(200);
  }

  const text = `Quiet and precise, arrived in two days (${Date.now().toString(36)})`;
  await section.getByLabel('Your review (optional)').fill(text);
  await section.getByRole('button', { name: 'Save review' }).click();
  await expect(section.getByText('Thank you, your review is saved')).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Edit your review' })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await screenshotBoth(shopper, 'reviews-product');

  // The admin hides it with a reason.
  await page.goto('/admin/reviews');
  const row = page.getByRole('listitem').filter({ hasText: text });
  await expect(row).toBeVisible();
  await screenshotBoth(page, 'reviews-admin');
  await row.getByRole('button', { name: 'Hide' }).click();
  await row.getByLabel('Reason').fill('Testing moderation');
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The review is hidden', { exact: true })).toBeVisible();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();

  // The product page's list no longer shows it; its author is told why their review is missing.
  await shopper.reload();
  await expect(section.getByText('Your review is hidden by the store and does not show on this page.')).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
  await customerContext.close();
});
