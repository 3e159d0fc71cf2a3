import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addToCartFromPage, ADMIN, expectPath, fillDeliveryAddress, fillGuestContact, login, screenshotBoth, screenshotFromTop, screenshotPath, type ShopProductRow, shopProducts, WIDTHS } from './helpers';

// Coupon codes (issue 14 item 2, docs/decisions/033): the admin creates one on
// /admin/coupons, a guest applies it at checkout, sees the discount line and
// places the order with it.

async function plentifulProduct(request: APIRequestContext): Promise<ShopProductRow> {
  const products = (await shopProducts(request)).filter((p) => p.totalStock >= 20 && p.salePrice === null);
  const product = products.toSorted((a, b) => b.title.localeCompare(a.title))[0];
  if (!product) throw new Error('no product with plenty of stock');
  return product;
}

const aed = (value: number) => `AED ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** As the admin, the coupons page's "Add a coupon" dialog with its code and percentage typed in. */
async function newCouponDialog(page: Page, code: string, percent: string) {
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/admin/coupons');
  await page.getByRole('button', { name: 'Add coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a coupon' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Amount').fill(percent);
  return dialog;
}

test.describe('coupon codes', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the admin creates a code, and a guest applies it at checkout and places the order with its discount', async ({ page, browser, request }) => {
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const dialog = await newCouponDialog(page, code, '10');
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
    await addToCartFromPage(guest, product._id);
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
    await fillGuestContact(main, `coupon.${Date.now()}@example.ae`, '050 765 4321');
    await fillDeliveryAddress(main);
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
    const dialog = await newCouponDialog(page, code, '15');
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
