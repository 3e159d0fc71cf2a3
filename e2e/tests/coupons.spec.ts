import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, expectPath, login, screenshotBoth, screenshotPath, WIDTHS } from './helpers';

// Coupon codes (issue 14 item 2, docs/decisions/033): the admin creates one on
// /admin/coupons, a guest applies it at checkout, sees the discount line and
// places the order with it.

interface ShopProduct {
  _id: string;
  title: string;
  price: number;
  salePrice: number | null;
  totalStock: number;
}

async function plentifulProduct(request: APIRequestContext): Promise<ShopProduct> {
  const response = await request.get('/api/shop/products/get?limit=100');
  const products = ((await response.json()) as { data: ShopProduct[] }).data.filter((p) => p.totalStock >= 20 && p.salePrice === null);
  const product = products.toSorted((a, b) => b.title.localeCompare(a.title))[0];
  if (!product) throw new Error('no product with plenty of stock');
  return product;
}

async function screenshotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(page, name);
}

const aed = (value: number) => `AED ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('coupon codes', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the admin creates a code, and a guest applies it at checkout and places the order with its discount', async ({ page, browser, request }) => {
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await login(page, ADMIN.email, ADMIN.password);
    await expect(page).not.toHaveURL(/\/auth\/login/);
    await page.goto('/admin/coupons');
    await page.getByRole('button', { name: 'Add coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a coupon' });
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Amount').fill('10');
    await dialog.getByLabel('Total uses').fill('100');
    await dialog.getByLabel('Uses per customer').fill('1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const table = page.getByRole('table', { name: 'Coupons' });
    const row = table.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('10% off');
    await expect(row).toContainText('0 of 100');
    await expect(page.locator('[data-toast]')).toHaveCount(0, { timeout: 10_000 });
    await screenshotBoth(page, 'admin-coupons');

    const product = await plentifulProduct(request);
    const guest = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    await guest.goto(`/shop/product/${product._id}`);
    await guest.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(guest.getByText('Success: Product added to cart!', { exact: true })).toBeVisible();
    await guest.goto('/shop/checkout');
    const summary = guest.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText(product.title, { exact: true })).toBeVisible();

    await summary.getByLabel('Coupon code').fill('NO-SUCH-CODE');
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(summary.getByText('This coupon code does not exist')).toBeVisible();

    await summary.getByLabel('Coupon code').fill(code.toLowerCase());
    await summary.getByLabel('Coupon code').press('Enter');
    await expect(summary.getByText(`Code ${code} applied`)).toBeVisible();
    await expect(summary.getByText(`Discount (${code})`)).toBeVisible();
    const discount = Math.round(product.price * 10) / 100;
    await expect(summary.getByText(`−${aed(discount)}`)).toBeVisible();
    await expect(guest).toHaveURL(/\/shop\/checkout$/);

    const main = guest.locator('main');
    await main.getByLabel('Full name').fill('Layla Hassan');
    await main.getByLabel('Email', { exact: true }).fill(`coupon.${Date.now()}@example.ae`);
    await main.getByLabel('Phone number').fill('050 765 4321');
    await main.getByLabel('Emirate').selectOption('Dubai');
    await main.getByLabel('City').fill('Dubai');
    await main.getByLabel('Area').fill('Al Barsha');
    await main.getByLabel('Street').fill('Al Barsha Road 12');
    await main.getByLabel('Building or villa').fill('Villa 4');
    await screenshotFromTop(guest, 'checkout-coupon');

    await guest.getByRole('button', { name: 'Place Order' }).click();
    await expectPath(guest, '/shop/order-confirmation');
    await expect(guest.getByText(`Discount (${code})`)).toBeVisible();
    await expect(guest.getByText(`−${aed(discount)}`)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('table', { name: 'Coupons' }).getByRole('row').filter({ hasText: code })).toContainText('1 of 100');
  });

  test('the admin limits a code to a category and a brand with the keyboard, and the table says it is limited', async ({ page }) => {
    const code = `LIMIT-${Date.now().toString(36).toUpperCase()}`;
    await login(page, ADMIN.email, ADMIN.password);
    await expect(page).not.toHaveURL(/\/auth\/login/);
    await page.goto('/admin/coupons');
    await page.getByRole('button', { name: 'Add coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a coupon' });
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Amount').fill('15');
    const categories = dialog.getByRole('group', { name: /Only these categories/ });
    const brands = dialog.getByRole('group', { name: /Only these brands/ });
    await expect(categories.getByRole('checkbox')).not.toHaveCount(0);
    await categories.getByRole('checkbox').first().focus();
    await page.keyboard.press('Space');
    await expect(categories.getByText('1 selected')).toBeVisible();
    await brands.getByRole('checkbox').nth(1).focus();
    await page.keyboard.press('Space');
    await expect(brands.getByText('1 selected')).toBeVisible();
    // The lists sit low in the dialog, which scrolls on its own: each width shows them.
    for (const [label, size] of Object.entries(WIDTHS)) {
      await page.setViewportSize(size);
      await categories.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`admin-coupon-limits-${label}`) });
    }
    await page.setViewportSize(WIDTHS.desktop);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('table', { name: 'Coupons' }).getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('Limited to some categories or brands');
  });
});
