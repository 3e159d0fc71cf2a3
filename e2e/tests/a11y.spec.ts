import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, expectPath, fillDeliveryAddress, fillGuestContact, login, placeGuestOrder, plentifulProduct, registerCustomer, type ShopProductRow, shopProducts, WIDTHS } from './helpers';

// Issue #6 item 5: an axe scan (WCAG 2.0/2.1 A and AA) of every page of the
// route table (docs/store-rules.md#route-table), shop, auth and admin, at desktop and phone
// width, and of the open states (cart panel, menus, dialogs). A serious or
// critical violation fails the test; every one found is printed.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

type Width = keyof typeof WIDTHS;

/** The serious and critical violations on the page as it is now, one readable paragraph each. */
async function violations(page: Page): Promise<string[]> {
  // Only the violations come back: the passes of a long page are most of axe's time and of no use here.
  const results = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => `    at ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    …and ${violation.nodes.length - 8} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    });
}

/** Waits until no animation is running (with reduced motion they last a millisecond). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Scans the page as it is at each width given (soft: every state of a test is scanned and reported). */
async function scan(page: Page, label: string, widths: readonly Width[] = ['desktop', 'mobile']): Promise<void> {
  // The page's data is in before the first scan.
  await page.waitForLoadState('networkidle');
  for (const width of widths) {
    await page.setViewportSize(WIDTHS[width]);
    await settle(page);
    const found = await violations(page);
    expect.soft(found, `serious or critical axe violations on ${label} at ${WIDTHS[width].width} px:\n${found.join('\n')}`).toEqual([]);
  }
  await page.setViewportSize(WIDTHS.desktop);
}

/** Opens a page and waits for its heading before scanning it. */
async function visit(page: Page, path: string, heading?: string | RegExp): Promise<void> {
  await page.goto(path);
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
  else await expect(page.locator('h1').first()).toBeAttached();
}

/** Signs the page's browser context in as the admin, through the API (the cookie is shared with the page). */
async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(response.status()).toBe(200);
}

/** Shop pages reachable by a guest as they are, with a label and, where it matters, a path made from a product. */
const SHOP_PAGES: ReadonlyArray<{ label: string; path: (product: ShopProductRow) => string; heading?: (product: ShopProductRow) => string }> = [
  { label: 'home', path: () => '/shop/home' },
  { label: 'listing', path: () => '/shop/listing' },
  { label: 'product page', path: (p) => `/shop/product/${p._id}`, heading: (p) => p.title },
  { label: 'hot deals', path: () => '/shop/deals' },
  { label: 'new arrivals', path: () => '/shop/new' },
  { label: 'search', path: (p) => `/shop/search?keyword=${encodeURIComponent(p.title.split(' ')[0] ?? 'a')}` },
  { label: 'about', path: () => '/shop/about' },
  { label: 'privacy policy', path: () => '/shop/policies/privacy' },
  { label: 'checkout with an empty cart', path: () => '/shop/checkout' },
  { label: 'unauthorized page', path: () => '/unauth-page' },
  { label: 'not found page', path: () => '/no-such-page' },
];

const ADMIN_PAGES: ReadonlyArray<[path: string, label: string]> = [
  ['/admin/dashboard', 'dashboard'],
  ['/admin/products', 'products'],
  ['/admin/orders', 'orders'],
  ['/admin/orders?tab=quotes', 'orders, quote requests tab'],
  ['/admin/sales', 'sales'],
  ['/admin/users', 'users'],
  ['/admin/brands', 'brands'],
  ['/admin/category', 'category'],
  ['/admin/features', 'features'],
  ['/admin/settings', 'settings'],
];

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  // The scans are independent: let both workers share them.
  test.describe.configure({ mode: 'parallel', timeout: 120_000 });
  // Animations finish at once, so a scan never meets a half-faded panel.
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  for (const { label, path, heading } of SHOP_PAGES) {
    test(`shop: ${label}`, async ({ page, request }) => {
      const product = await plentifulProduct(request);
      await visit(page, path(product), heading?.(product));
      await scan(page, label);
    });
  }

  for (const [path, label] of ADMIN_PAGES) {
    test(`admin: ${label}`, async ({ page }) => {
      await signInAsAdmin(page);
      await visit(page, path);
      await scan(page, `admin ${label}`);
    });
  }

  test('auth pages', async ({ page }) => {
    await visit(page, '/auth/login');
    await scan(page, 'login');
    // The form's errors, shown after an empty submit, are part of the page too.
    await page.getByRole('button', { name: /log in|sign in/i }).click();
    await scan(page, 'login with errors', ['desktop']);
    await visit(page, '/auth/register');
    await scan(page, 'register');
    await visit(page, '/auth/forgot-password');
    await scan(page, 'forgot password');
    await visit(page, '/auth/reset-password');
    await scan(page, 'reset password without a link');
  });

  test('the quote dialog', async ({ page, request }) => {
    const quoted = (await shopProducts(request)).find((p) => p.isQuoteAvailable);
    if (!quoted) throw new Error('the demo catalogue has no product sold on quote');
    await visit(page, `/shop/product/${quoted._id}`, quoted.title);
    await page.getByRole('button', { name: 'Get Quote' }).click();
    await expect(page.getByRole('dialog', { name: 'Get a quote' })).toBeVisible();
    await scan(page, 'the quote dialog');
  });

  test('the cart panel and the account menu', async ({ page, request }) => {
    const product = await plentifulProduct(request);
    await visit(page, `/shop/product/${product._id}`, product.title);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('button', { name: 'Shopping cart: 1' })).toBeVisible();
    await scan(page, 'a product page with the added-to-cart toast', ['desktop']);
    await page.getByRole('button', { name: 'Shopping cart: 1' }).click();
    await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
    await scan(page, 'the cart panel');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await scan(page, 'the account menu', ['desktop']);
  });

  test("the phone's menu and search bar", async ({ page }) => {
    await page.setViewportSize(WIDTHS.mobile);
    await visit(page, '/shop/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await scan(page, 'the mobile menu', ['mobile']);
    await page.setViewportSize(WIDTHS.mobile);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Search products' }).click();
    await expect(page.getByRole('combobox', { name: 'Search products' })).toBeFocused();
    await scan(page, 'the phone search bar', ['mobile']);
  });

  test('the order page with items, its errors, and the order confirmation', async ({ page, request }) => {
    const product = await plentifulProduct(request);
    await visit(page, `/shop/product/${product._id}`, product.title);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('button', { name: 'Shopping cart: 1' })).toBeVisible();

    // The cart panel's Place Order leads to /shop/order.
    await visit(page, '/shop/order');
    await expect(page.getByRole('region', { name: 'Order summary' }).getByText(product.title, { exact: true })).toBeVisible();
    await scan(page, 'the order page with items');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Choose one of the seven emirates')).toBeVisible();
    await scan(page, 'the order page with errors', ['desktop']);

    const main = page.locator('main');
    await fillGuestContact(main, `layla.a11y.${Date.now()}@example.ae`);
    await fillDeliveryAddress(main);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expectPath(page, '/shop/order-confirmation');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    await scan(page, 'the order confirmation');
  });

  test("a customer's account", async ({ page, request }) => {
    const customer = await registerCustomer(request);
    await login(page, customer.email, customer.password);
    await expectPath(page, '/shop/home');
    await visit(page, '/shop/account');
    await scan(page, 'account');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await scan(page, "a customer's account menu", ['desktop']);
    await page.keyboard.press('Escape');
    // Deleting the account (docs/decisions/031): the dialog with the errors of an empty submit.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Tick the box to confirm that you want to delete your account')).toBeVisible();
    await scan(page, 'the delete account dialog with errors');
  });

  test('admin dialogs and the admin drawer', async ({ page, request }) => {
    const product = await plentifulProduct(request);
    const orderNumber = await placeGuestOrder(request, product._id);
    await signInAsAdmin(page);

    await visit(page, `/admin/orders?search=${encodeURIComponent(orderNumber)}`);
    await page.getByRole('button', { name: `View order ${orderNumber}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await scan(page, 'the order details dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.setViewportSize(WIDTHS.mobile);
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Admin menu' })).toBeVisible();
    await scan(page, 'the admin drawer', ['mobile']);
  });
});
