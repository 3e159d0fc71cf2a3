import { expect, test } from '@playwright/test';
import { expectPath, login, registerCustomer, screenshotBoth, shopProducts } from './helpers';

// Issue 14 item 6 (docs/decisions/035): a guest saves products with the heart,
// logs in and finds them in the account's wishlist; Move to cart and Remove.

test('a guest saves two products, logs in and finds them merged into the wishlist', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  const products = (await shopProducts(request)).filter((p) => p.totalStock >= 20).slice(0, 2);
  const [first, second] = products;
  if (!first || !second) throw new Error('the demo catalogue needs two products with stock');

  // Saved from a product page: the heart shows it is pressed.
  for (const product of [first, second]) {
    await page.goto(`/shop/product/${product._id}`);
    const heart = page.getByRole('main').getByRole('button', { name: 'Save to wishlist' }).first();
    await heart.click();
    await expect(page.getByText('Saved to your wishlist', { exact: true })).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  }

  await page.goto('/shop/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  await expect(page.getByText('2 saved products')).toBeVisible();
  await expect(page.getByText('Saved in this browser. Log in to keep your wishlist on every device.')).toBeVisible();
  await screenshotBoth(page, 'wishlist-guest');

  await login(page, customer.email, customer.password);
  await expectPath(page, '/shop/home');
  await page.goto('/shop/wishlist');
  await expect(page.getByText('2 saved products')).toBeVisible();
  await expect(page.getByRole('link', { name: first.title })).toBeVisible();
  await expect(page.getByRole('link', { name: second.title })).toBeVisible();
  await expect(page.getByText('Saved in this browser.')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('guest_wishlist'))).toBeNull();

  // The account keeps it: a fresh look from the API.
  const list = await page.request.get('/api/shop/wishlist');
  const body = (await list.json()) as { data: { items: { product: { _id: string } }[] } };
  expect(body.data.items.map((item) => item.product._id).toSorted()).toEqual([first._id, second._id].toSorted());

  // Move to cart: in the cart, out of the wishlist.
  await page.getByRole('button', { name: 'Move to cart' }).first().click();
  await expect(page.getByText('Success: Product added to cart!', { exact: true })).toBeVisible();
  await expect(page.getByText('1 saved product', { exact: true })).toBeVisible();
  await screenshotBoth(page, 'wishlist-customer');

  await page.getByRole('button', { name: /^Remove .* from the wishlist$/ }).click();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
});

test('the wishlist in Arabic', async ({ page, request }) => {
  const [product] = (await shopProducts(request)).filter((p) => p.totalStock > 0);
  if (!product) throw new Error('no product in stock');
  await page.goto('/ar/shop/home');
  await page.evaluate((id) => localStorage.setItem('guest_wishlist', JSON.stringify([id])), product._id);
  await page.goto('/ar/shop/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'قائمة الأمنيات' })).toBeVisible();
  await expect(page.getByText('منتج محفوظ واحد')).toBeVisible();
  await expect(page.getByRole('button', { name: 'انقل إلى السلة' })).toBeVisible();
  await screenshotBoth(page, 'wishlist-arabic');
});
