import { expect, test } from '@playwright/test';
import { catalogueLatinWords, checkArabicPage, latinWords } from './arabic-checks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN, loginViaApi, placeOrderViaApi, plentifulProduct, registerCustomer, WIDTHS } from './helpers';

const SHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'screenshots');

// Issue 12, the last gap: the product page's reviews and zoomed photo, the
// wishlist and the comparison in Arabic at 1366 and 390 px: right to left, no
// English word, nothing wider than the screen, axe clean, and screenshots.

test('the reviews, the zoomed photo, the wishlist and the comparison in Arabic', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const product = await plentifulProduct(page.request);
  const allowed = new Set(await catalogueLatinWords(page.request));

  // A delivered order and its review, written in Arabic.
  await loginViaApi(page.request, ADMIN.email, ADMIN.password);
  const shopperContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const shopper = await shopperContext.newPage();
  const customer = await registerCustomer(shopper.request);
  const me = await loginViaApi(shopper.request, customer.email, customer.password);
  // The header's account button shows the customer's initial: their own name, in their own letters.
  for (const word of latinWords(customer.name)) allowed.add(word);
  allowed.add(customer.name.trim().charAt(0).toUpperCase());
  const order = await placeOrderViaApi(shopper.request, product._id, me._id);
  for (const newStatus of ['confirmed', 'processing', 'shipped', 'delivered']) {
    expect((await page.request.patch(`/api/shop/order/update-order-status/${order._id}/registered`, { data: { newStatus } })).status()).toBe(200);
  }
  const review = await shopper.request.post(`/api/shop/reviews/${product._id}`, { data: { rating: 4, text: 'شاشة ممتازة وصلت خلال يومين، والألوان رائعة.' } });
  expect(review.status()).toBe(201);

  // Signed in, the reviewer sees the list and the form with their own review (a guest's page may come from the cache).
  const guest = shopper;
  await guest.goto(`/ar/shop/product/${product._id}`);
  // The reviews load as the shopper scrolls down to them.
  await guest.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const reviews = guest.getByRole('region', { name: 'تقييمات العملاء' });
  // The review is in the list (server-rendered with the page) and fills the reviewer's form.
  await expect(reviews.getByRole('listitem').getByText('شاشة ممتازة وصلت خلال يومين، والألوان رائعة.').first()).toBeVisible();
  await expect(reviews.getByRole('textbox')).toHaveValue('شاشة ممتازة وصلت خلال يومين، والألوان رائعة.');
  await checkArabicPage(guest, 'product-reviews', allowed);
  // The section alone as well: on a phone the whole page is too long a picture to read it in.
  for (const size of Object.values(WIDTHS)) {
    await guest.setViewportSize(size);
    await reviews.screenshot({ path: path.join(SHOTS, `ar-reviews-section-${size.width}.png`) });
  }
  await guest.setViewportSize(WIDTHS.desktop);

  // The zoomed photo: a dialog over the page, its controls in Arabic.
  await guest.getByRole('button', { name: /^تكبير الصورة/ }).click();
  const zoom = guest.getByRole('dialog');
  await expect(zoom).toBeVisible();
  await checkArabicPage(guest, 'product-zoom', allowed, { fullPage: false });
  await guest.keyboard.press('Escape');
  await expect(zoom).toBeHidden();

  // Saved and compared, then the two pages.
  await guest.getByRole('main').getByRole('button', { name: 'أضف إلى المقارنة' }).first().click();
  await guest.getByRole('main').getByRole('button', { name: /المفضلة|الأمنيات/ }).first().click();
  await guest.goto('/ar/shop/wishlist');
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
  await checkArabicPage(guest, 'wishlist', allowed);
  await guest.goto('/ar/shop/compare');
  await expect(guest.getByRole('heading', { level: 1, name: 'مقارنة المنتجات' })).toBeVisible();
  await checkArabicPage(guest, 'compare', allowed);
  await shopperContext.close();
});
