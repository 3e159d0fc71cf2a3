import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, expectPath, login, plentifulProduct, shopProducts, WIDTHS } from './helpers';

// Issue #6 item 5: the header, the cart panel, dialogs and the admin menu work
// with the keyboard alone, and whatever has the focus shows it.

/** What the focused element shows: its outline, or a box-shadow ring when the outline is off. */
async function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return { element: 'nothing', visible: false, style: '' };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.outlineStyle === 'none' && style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      element: element.outerHTML.slice(0, 160),
      visible: outline || ring,
      style: `outline: ${style.outlineStyle} ${style.outlineWidth}; box-shadow: ${style.boxShadow}`,
    };
  });
}

async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await focusIndicator(page);
  expect(focus.visible, `no visible focus indicator on ${focus.element} (${focus.style})`).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking on the way
 * that every stop shows its focus and, when `within` is given, stays inside it.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 40, within }: { back?: boolean; max?: number; within?: Locator } = {}) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (within) expect(await within.evaluate((el) => el.contains(document.activeElement)), 'focus left the dialog').toBe(true);
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectVisibleFocus(page);
      return;
    }
    await expectVisibleFocus(page);
  }
  throw new Error(`${String(target)} was not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Opens a page with nothing focused, as a keyboard user arrives. */
async function arrive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeAttached();
  // The page's data is in: the Tab order no longer changes under the keyboard.
  await page.waitForLoadState('networkidle');
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^Shopping cart: / });

test.describe('keyboard alone', () => {
  test.describe.configure({ mode: 'parallel', timeout: 90_000 });
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('the shop header: skip link, logo, navigation, search and the account menu', async ({ page, request }) => {
    const product = await plentifulProduct(request);
    await arrive(page, '/shop/about');

    // The first stop is the skip link; it moves the focus to the page's content.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();

    // Back into the header: the logo (its first link home) leads home.
    await tabTo(page, page.getByRole('banner').locator('a[href="/shop/home"]').first(), { back: true });
    await page.keyboard.press('Enter');
    await expectPath(page, '/shop/home');

    // The main navigation, past the search box and the header's buttons.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, nav.getByRole('link', { name: 'Products', exact: true }));
    await page.keyboard.press('Enter');
    await expectPath(page, '/shop/listing');
    await expect(nav.getByRole('link', { name: 'Products', exact: true })).toHaveAttribute('aria-current', 'page');

    // Back up to the search box with Shift+Tab; suggestions by arrow keys, Enter opens one.
    const search = page.getByRole('combobox', { name: 'Search products' });
    await tabTo(page, search, { back: true });
    await page.keyboard.type(product.title.slice(0, 6));
    const option = page.getByRole('listbox').getByRole('option').first();
    await expect(option).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The box keeps the focus; Escape closes the suggestions, then empties it.
    await expect(search).toBeFocused();
    await page.keyboard.type('xy');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(search).toHaveValue('');

    // The cart button and the avatar are next to each other.
    await tabTo(page, cartButton(page));
    const avatar = page.getByRole('button', { name: 'Account menu' });
    await tabTo(page, avatar);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const loginItem = menu.getByRole('menuitem', { name: 'Login' });
    await page.keyboard.press('ArrowDown');
    await expect(loginItem).toBeFocused();
    await expectVisibleFocus(page);
    // Escape closes the menu and gives the focus back to the avatar.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(avatar).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(loginItem).toBeFocused();
    await page.keyboard.press('Enter');
    await expectPath(page, '/auth/login');
  });

  test('the cart panel: open, change a quantity, remove, close with Escape', async ({ page, request }) => {
    const product = await plentifulProduct(request);
    await arrive(page, `/shop/product/${product._id}`);
    await tabTo(page, page.getByRole('button', { name: 'Add to Cart' }), { max: 60 });
    await page.keyboard.press('Enter');
    await expect(cartButton(page)).toHaveAccessibleName('Shopping cart: 1');

    const button = cartButton(page);
    await tabTo(page, button, { back: true, max: 60 });
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(panel).toBeVisible();
    // The focus moved into the panel.
    await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    const increase = panel.getByRole('button', { name: `Increase quantity of ${product.title}` });
    await tabTo(page, increase, { within: panel });
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('group', { name: `Quantity of ${product.title}` })).toContainText('2');
    // The button keeps the focus while the cart updates, so Space can press it again once the line is done.
    await expect(increase).toBeFocused();
    await expect(panel.locator('li[aria-busy="true"]')).toHaveCount(0);
    await page.keyboard.press('Space');
    await expect(panel.getByRole('group', { name: `Quantity of ${product.title}` })).toContainText('3');

    // Focus is trapped: Tab and Shift+Tab go round inside the panel.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement)), 'Tab left the cart panel').toBe(true);
    }
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement)), 'Shift+Tab left the cart panel').toBe(true);
    }

    await tabTo(page, panel.getByRole('button', { name: `Remove ${product.title}` }), { within: panel });
    await page.keyboard.press('Enter');
    await expect(panel.getByText(product.title, { exact: true })).toHaveCount(0);
    // The focus stays in the panel after its line went away.
    await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAccessibleName('Shopping cart: 0');
    await expectVisibleFocus(page);
  });

  test('a dialog: the focus moves in, is trapped, Escape closes and the focus returns', async ({ page, request }) => {
    const quoted = (await shopProducts(request)).find((p) => p.isQuoteAvailable);
    if (!quoted) throw new Error('the demo catalogue has no product sold on quote');
    await arrive(page, `/shop/product/${quoted._id}`);
    const opener = page.getByRole('button', { name: 'Get Quote' });
    await tabTo(page, opener, { max: 60 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Get a quote' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // Every field is reachable and labelled; the focus never leaves the dialog.
    await tabTo(page, dialog.getByLabel('Full name'), { within: dialog });
    await page.keyboard.type('Layla Hassan');
    await tabTo(page, dialog.getByRole('button', { name: 'Send request' }), { within: dialog });
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), 'Tab left the dialog').toBe(true);
      await expectVisibleFocus(page);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), 'Shift+Tab left the dialog').toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expectVisibleFocus(page);
  });

  test('the admin menu at desktop width and as the phone drawer', async ({ page }) => {
    await login(page, ADMIN.email, ADMIN.password);
    await expectPath(page, '/admin/dashboard');
    // A fresh load: the keyboard starts at the top of the page, not where the login button was.
    await arrive(page, '/admin/dashboard');

    const sideNav = page.getByRole('complementary').getByRole('navigation', { name: 'Admin' });
    await tabTo(page, sideNav.getByRole('link', { name: 'Orders' }));
    // Onwards through the entries to Brands.
    await tabTo(page, sideNav.getByRole('link', { name: 'Brands' }), { max: 4 });
    await tabTo(page, sideNav.getByRole('link', { name: 'Sales' }), { back: true, max: 3 });
    await page.keyboard.press('Enter');
    await expectPath(page, '/admin/sales');
    await expect(sideNav.getByRole('link', { name: 'Sales' })).toHaveAttribute('aria-current', 'page');

    await page.setViewportSize(WIDTHS.mobile);
    await arrive(page, '/admin/dashboard');
    const toggle = page.getByRole('button', { name: 'Open admin menu' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Admin menu' });
    await expect(drawer).toBeVisible();
    await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await tabTo(page, drawer.getByRole('link', { name: 'Users' }), { within: drawer });
    await page.keyboard.press('Enter');
    await expectPath(page, '/admin/users');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(toggle).toBeFocused();

    // Escape closes the drawer and the focus returns to its toggle.
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await expectVisibleFocus(page);
  });
});
