import { expect, test } from '@playwright/test';
import { catalogueLatinWords, checkArabicPage, latinWords } from './arabic-checks';
import { expectPath, plentifulProduct } from './helpers';
import { waitForParsedMail } from './mailbox';

// Issue 12, Tests: an Arabic checkout placed end to end by a guest, from the
// product page to the confirmation, with its confirmation e-mail in Arabic. The
// checkout and confirmation pages get every check of arabic-pages.spec.ts.

test('a guest places an order in Arabic and gets the confirmation e-mail in Arabic', async ({ page, request }) => {
  test.setTimeout(240_000);
  const product = await plentifulProduct(request);
  // An order line keeps the product's Arabic title from its placement (order_items.title_ar): the Arabic pages and
  // e-mail show it, never the English title; its Latin words (model names) are the catalogue's Arabic data's.
  const arabicTitle = String(((await (await request.get(`/api/shop/products/get/${product._id}?lang=ar`)).json()) as { data: { product: { title: string } } }).data.product.title);
  expect(arabicTitle).not.toBe(product.title);
  const allowed = new Set([...(await catalogueLatinWords(request)), 'Layla', 'Hassan']);
  const email = `layla.ar.${Date.now().toString(36)}@example.ae`;

  await page.goto(`/ar/shop/product/${product._id}`);
  await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
  await expect(page.getByText('تم بنجاح: أُضيف المنتج إلى السلة!', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^سلة التسوق/ }).click();
  await page.getByRole('dialog', { name: 'سلة التسوق' }).getByRole('link', { name: 'تأكيد الطلب' }).click();
  await expectPath(page, '/ar/shop/order');

  const main = page.locator('main');
  // Nothing leaves without the required fields, and the shopper is told so in Arabic.
  await main.getByRole('button', { name: 'تأكيد الطلب' }).click();
  await expect(main.getByText('اختر إحدى الإمارات السبع')).toBeVisible();
  await main.getByLabel('الاسم الكامل').fill('Layla Hassan');
  await main.getByLabel('البريد الإلكتروني', { exact: true }).fill(email);
  await main.getByLabel('رقم الهاتف').fill('050 123 4567');
  // The emirates read in Arabic; the value sent stays the contract's.
  await expect(main.getByLabel('الإمارة').getByRole('option', { name: 'دبي' })).toHaveAttribute('value', 'Dubai');
  await main.getByLabel('الإمارة').selectOption({ label: 'دبي' });
  await main.getByLabel('المدينة').fill('دبي');
  await main.getByLabel('المنطقة').fill('البرشاء');
  await main.getByLabel('الشارع').fill('شارع البرشاء 12');
  await main.getByLabel('المبنى أو الفيلا').fill('فيلا 4');
  await expect(main.getByLabel('البريد الإلكتروني', { exact: true })).toHaveCSS('direction', 'ltr');
  await expect(main.getByLabel('رقم الهاتف')).toHaveCSS('direction', 'ltr');
  await expect(main.getByText('اختر إحدى الإمارات السبع')).toHaveCount(0);
  await checkArabicPage(page, 'checkout', allowed);

  await main.getByRole('button', { name: 'تأكيد الطلب' }).click();
  await expectPath(page, '/ar/shop/order-confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'شكرًا لطلبك!' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^FC-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(page.getByText('الدفع نقدًا عند الاستلام')).toBeVisible();
  await expect(page.getByText('دبي', { exact: true })).toBeVisible();
  await expect(page.locator('main').getByText(arabicTitle, { exact: true })).toBeVisible();
  await expect(page.locator('main').getByText(product.title, { exact: true })).toHaveCount(0);
  await checkArabicPage(page, 'order-confirmation', allowed);

  const mail = await waitForParsedMail(email, new RegExp(`طلبك رقم .?${orderNumber}`));
  const html = String(mail.html);
  expect(html).toMatch(/<html[^>]*lang="ar"/);
  expect(html).toContain('dir="rtl"');
  expect(mail.text).toContain('الدفع نقداً عند الاستلام');
  expect(mail.text).toContain('البرشاء، دبي');
  expect(mail.text).toContain(arabicTitle);
  expect(mail.text).not.toContain(product.title);
  // No interface word of the e-mail is left in English (its text part, as a mail client shows it without HTML).
  expect(latinWords(`${mail.subject ?? ''}\n${mail.text ?? ''}`).filter((word) => !allowed.has(word))).toEqual([]);

  // Its links lead to the Arabic store: the tracking link opens the order on the Arabic tracking page.
  const links = [...html.matchAll(/href="(http[^"]+)"/g)].map((match) => new URL((match[1] ?? '').replace(/&amp;/g, '&')));
  expect(links.map((link) => link.pathname)).toEqual(expect.arrayContaining(['/ar/shop/home', '/ar/shop/track']));
  const track = links.find((link) => link.pathname === '/ar/shop/track');
  await page.goto(`${track?.pathname ?? ''}${track?.search ?? ''}`);
  await expect(page.getByRole('article', { name: orderNumber })).toBeVisible();
  await expect(page.getByRole('article', { name: orderNumber }).getByText('دبي', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: orderNumber }).getByText(arabicTitle, { exact: true })).toBeVisible();
  await checkArabicPage(page, 'track-order', allowed);
});
