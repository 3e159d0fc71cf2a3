import { expect, test, type Page } from '@playwright/test';
import { ADMIN, loginViaApi, placeOrderViaApi, plentifulProduct, registerCustomer, screenshotBoth, screenshotMobile } from './helpers';

// Issue #5: every admin screen at 1366 and 390 px, in e2e/artifacts/screenshots.
// Each test waits for the screen's data (not for a time) before its pictures.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  // No half-finished slide-ins or pop-ins in the pictures.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await loginViaApi(page.request, ADMIN.email, ADMIN.password);
});

/** Waits until no CSS animation or transition is still running (a dialog popping in, a drawer sliding). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

async function openScreen(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('admin screenshots', () => {
  test('dashboard and sales', async ({ page }) => {
    await openScreen(page, '/admin/dashboard', 'Dashboard');
    await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
    await screenshotBoth(page, 'admin-dashboard');

    await openScreen(page, '/admin/sales', 'Sales');
    await expect(page.getByRole('region', { name: /^Monthly sales, \d{4}$/ })).toBeVisible();
    await screenshotBoth(page, 'admin-sales');
  });

  test('orders: the list and the details of an order', async ({ page, request }) => {
    const order = await placeOrderViaApi(request, (await plentifulProduct(request))._id);
    await openScreen(page, '/admin/orders', 'Orders');
    await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: order.orderNumber })).toHaveCount(1);
    await screenshotBoth(page, 'admin-orders');

    await page.getByRole('button', { name: `View order ${order.orderNumber}` }).click();
    await expect(page.getByRole('dialog', { name: `Order ${order.orderNumber}` })).toBeVisible();
    await settled(page);
    await screenshotBoth(page, 'admin-order-details');
  });

  test('users: the list and the edit dialog', async ({ page, request }) => {
    const customer = await registerCustomer(request);
    await openScreen(page, '/admin/users', 'Users');
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1)).toBeVisible();
    await screenshotBoth(page, 'admin-users');

    await page.getByLabel('Search users').fill(customer.email);
    await page.getByRole('button', { name: `Edit ${customer.name}` }).click();
    await expect(page.getByRole('dialog', { name: 'Edit user' }).getByLabel('Full name')).toHaveValue(customer.name);
    await settled(page);
    await screenshotBoth(page, 'admin-user-edit');
  });

  test('catalogue screens: products, brands, category, features and settings', async ({ page }) => {
    // Products and Features are being built by others: the pictures show whatever is there.
    await openScreen(page, '/admin/products', 'Products');
    await screenshotBoth(page, 'admin-products');

    await openScreen(page, '/admin/brands', 'Brands');
    await expect(page.getByRole('table', { name: 'Brands' }).getByRole('row').nth(1)).toBeVisible();
    await screenshotBoth(page, 'admin-brands');

    await openScreen(page, '/admin/category', 'Category');
    await expect(page.getByRole('table', { name: 'Category' }).getByRole('row').nth(1)).toBeVisible();
    await screenshotBoth(page, 'admin-category');

    await openScreen(page, '/admin/features', 'Features');
    await screenshotBoth(page, 'admin-features');

    // Delivery fees by emirate (docs/decisions/032).
    await openScreen(page, '/admin/settings', 'Settings');
    await expect(page.getByLabel('Fee in Dubai (AED)')).toBeVisible();
    await screenshotBoth(page, 'admin-settings');
  });

  test('the admin drawer on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openScreen(page, '/admin/dashboard', 'Dashboard');
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Admin menu' });
    await expect(drawer.getByRole('navigation', { name: 'Admin' }).getByRole('link')).toHaveCount(11);
    await settled(page);
    await screenshotMobile(page, 'admin-drawer');

    // A link closes the drawer and opens its screen.
    await drawer.getByRole('link', { name: 'Users' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  });
});
