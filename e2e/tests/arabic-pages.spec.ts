import { expect, test, type Page } from '@playwright/test';
import { catalogueLatinWords, checkArabicPage, expectArabicHtml, latinWords, reviewLatinWords, settle } from './arabic-checks';
import { loginViaApi, placeOrderViaApi, plentifulProduct, registerCustomer, WIDTHS } from './helpers';

// Issue 12, Tests: every shop and auth page in Arabic at 1366 and 390 px, right
// to left from the server's HTML, without sideways scrolling, without an English
// word in the interface (catalogue data excepted), axe clean, with screenshots
// (artifacts/screenshots/ar-*.png). The checkout placed end to end is in
// arabic-checkout.spec.ts.

// Every page of the walk is loaded, checked by axe and measured at a phone's width: minutes on a busy two-core machine.
test.describe.configure({ timeout: 600_000 });

async function visit(page: Page, address: string): Promise<void> {
  await expectArabicHtml(page.request, address);
  await page.goto(address);
  await expect(page.locator('h1').first()).toBeAttached();
}

test('every shop and auth page a guest opens is Arabic, right to left, axe clean and fits a phone', async ({ page, request }) => {
  const allowed = await catalogueLatinWords(request);
  const product = await plentifulProduct(request);
  const categories = ((await (await request.get('/api/shop/categories?lang=ar')).json()) as { data: { _id: string }[] }).data;
  const category = categories[0];
  if (!category) throw new Error('the demo catalogue has no category');
  const pages: [string, string][] = [
    ['home', '/ar/shop/home'],
    ['listing', '/ar/shop/listing'],
    ['category', `/ar/shop/listing?category=${category._id}`],
    ['product', `/ar/shop/product/${product._id}`],
    ['deals', '/ar/shop/deals'],
    ['new', '/ar/shop/new'],
    ['search', `/ar/shop/search?keyword=${encodeURIComponent('لابتوب')}`],
    ['search-empty', `/ar/shop/search?keyword=${encodeURIComponent('بطيخ')}`],
    ['about', '/ar/shop/about'],
    ['track', '/ar/shop/track'],
    ['policy-delivery', '/ar/shop/policies/delivery'],
    ['policy-returns', '/ar/shop/policies/returns'],
    ['policy-privacy', '/ar/shop/policies/privacy'],
    ['policy-terms', '/ar/shop/policies/terms'],
    ['checkout-empty', '/ar/shop/checkout'],
    ['login', '/ar/auth/login'],
    ['register', '/ar/auth/register'],
    ['forgot-password', '/ar/auth/forgot-password'],
  ];
  for (const [name, address] of pages) {
    await visit(page, address);
    const reviews = name === 'product' ? await reviewLatinWords(request, product._id) : [];
    await checkArabicPage(page, name, new Set([...allowed, ...reviews]));
  }
  // The search found something.
  await page.goto(`/ar/shop/search?keyword=${encodeURIComponent('لابتوب')}`);
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
});

test('the cart panel slides in from the left in Arabic at both widths, in Arabic', async ({ page, request }) => {
  const allowed = await catalogueLatinWords(request);
  const product = await plentifulProduct(request);
  await page.goto(`/ar/shop/product/${product._id}`);
  await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
  await expect(page.getByText('تم بنجاح: أُضيف المنتج إلى السلة!', { exact: true })).toBeVisible();
  await expect(page.locator('[data-toast]')).toHaveCount(0, { timeout: 15_000 });
  for (const size of [WIDTHS.desktop, WIDTHS.mobile]) {
    await page.setViewportSize(size);
    await page.getByRole('button', { name: /^سلة التسوق/ }).click();
    const panel = page.getByRole('dialog', { name: 'سلة التسوق' });
    await expect(panel).toBeVisible();
    await settle(page);
    const box = await panel.boundingBox();
    expect(Math.round(box?.x ?? -1)).toBe(0);
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBeLessThan(size.width + 1);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }
  await page.getByRole('button', { name: /^سلة التسوق/ }).click();
  await expect(page.getByRole('dialog', { name: 'سلة التسوق' })).toBeVisible();
  // The product page beneath shows its reviews.
  const reviews = await reviewLatinWords(request, product._id);
  await checkArabicPage(page, 'cart-panel', new Set([...allowed, ...reviews]), { fullPage: false });
});

test('a customer with an order: the Arabic account page and its orders', async ({ page, request }) => {
  const allowed = await catalogueLatinWords(request);
  const product = await plentifulProduct(request);
  const customer = await registerCustomer(request);
  const user = await loginViaApi(page.request, customer.email, customer.password);
  const order = await placeOrderViaApi(page.request, product._id, user._id);
  // The customer's own name, e-mail and order number are theirs, not the interface's.
  // The customer's own name (and its initial), and the order's lines as they were written when it was placed (English).
  const mine = new Set([...allowed, ...customer.name.split(' '), customer.name.slice(0, 1), ...latinWords(product.title)]);
  await visit(page, '/ar/shop/account');
  await expect(page.getByText(order.orderNumber).first()).toBeVisible();
  // Each card has a title of its own: the customer's details and the data the store holds.
  await expect(page.getByRole('heading', { name: 'معلوماتك الشخصية' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'بياناتك', exact: true })).toBeVisible();
  await checkArabicPage(page, 'account', mine);
});
