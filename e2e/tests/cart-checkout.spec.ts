import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectPath, fillDeliveryAddress, fillGuestContact, login, placeOrderAndConfirm, screenshotBoth, screenshotFromTop, type ShopProductRow, shopProducts, signInNewCustomer } from './helpers';

/** Products with plenty of stock, so that orders of parallel tests never run them out. */
async function plentiful(request: APIRequestContext, count: number, skip = 0): Promise<ShopProductRow[]> {
  const products = (await shopProducts(request)).filter((p) => p.totalStock >= 20).toSorted((a, b) => a.title.localeCompare(b.title));
  expect(products.length).toBeGreaterThanOrEqual(skip + count);
  return products.slice(skip, skip + count);
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^Shopping cart: / });

async function addFromProductPage(page: Page, product: ShopProductRow) {
  await page.goto(`/shop/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
}

async function addToCart(page: Page, product: ShopProductRow) {
  await addFromProductPage(page, product);
  await expect(page.getByText('Success: Product added to cart!', { exact: true })).toBeVisible();
}

async function openCart(page: Page) {
  await cartButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(panel).toBeVisible();
  return panel;
}

/** The checkout's delivery address, with an apartment. */
const fillAddress = (page: Page) => fillDeliveryAddress(page.locator('main'), '7');

test.describe('cart and checkout', () => {
  // Each test walks through several pages and places orders: more than the default minute on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('a guest fills the cart, meets the stock limit and places an order', async ({ page, request }) => {
    const [first, second] = await plentiful(request, 2);
    if (!first || !second) throw new Error('the demo catalogue has too few products');
    // The product with the least stock left: adding one more than it holds is refused.
    const scarce = (await shopProducts(request)).filter((p) => p.totalStock > 0).toSorted((a, b) => a.totalStock - b.totalStock)[0];
    if (!scarce) throw new Error('no product in stock');

    await addToCart(page, first);
    await expect(cartButton(page)).toHaveAccessibleName('Shopping cart: 1');
    await addToCart(page, second);
    await expect(cartButton(page)).toHaveAccessibleName('Shopping cart: 2');

    for (let i = 0; i < scarce.totalStock; i += 1) await addToCart(page, scarce);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const warning = page.locator('[data-toast="warning"]');
    await expect(warning.getByText('Stock Limit')).toBeVisible();
    await expect(warning).toContainText(`Only ${scarce.totalStock} items available in stock`);

    const panel = await openCart(page);
    await panel.getByRole('button', { name: `Remove ${scarce.title}` }).click();
    await expect(page.getByText('Success: Product removed from cart', { exact: true })).toBeVisible();
    await expect(panel.getByText(scarce.title, { exact: true })).toHaveCount(0);

    await panel.getByRole('button', { name: `Increase quantity of ${first.title}` }).click();
    await expect(page.getByText('Updated: Quantity updated to 2', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: `Increase quantity of ${first.title}` }).click();
    await expect(page.getByText('Updated: Quantity updated to 3', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: `Decrease quantity of ${first.title}` }).click();
    await expect(page.getByText('Updated: Quantity updated to 2', { exact: true })).toBeVisible();
    await expect(panel.getByRole('group', { name: `Quantity of ${first.title}` })).toContainText('2');
    await expect(panel.getByRole('button', { name: `Decrease quantity of ${second.title}` })).toBeDisabled();
    // Success toasts go by themselves after 3 s: the screenshot shows the panel alone.
    await expect(page.locator('[data-toast]')).toHaveCount(0);
    await screenshotBoth(page, 'cart-panel');

    await panel.getByRole('link', { name: 'Place Order' }).click();
    await expectPath(page, '/shop/order');
    await expect(panel).toBeHidden();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText(first.title, { exact: true })).toBeVisible();
    await expect(summary.getByText('AED 25.00')).toBeVisible();

    // Nothing leaves without the required fields.
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Choose one of the seven emirates')).toBeVisible();

    const main = page.locator('main');
    await fillGuestContact(main, `layla.${Date.now()}@example.ae`);
    await fillAddress(page);
    await page.getByRole('radio', { name: /Card on delivery/ }).check();
    await screenshotFromTop(page, 'checkout-guest');

    const orderNumber = await placeOrderAndConfirm(page);
    await expect(page.getByText('Card on delivery')).toBeVisible();
    await expect(page.getByText(first.title)).toBeVisible();
    await expect(page.getByRole('link', { name: 'View my orders' })).toHaveCount(0);
    await expect(cartButton(page)).toHaveAccessibleName('Shopping cart: 0');
    await screenshotFromTop(page, 'order-confirmation');

    // A reload keeps the confirmation (session storage).
    await page.reload();
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
    expect(await page.evaluate(() => localStorage.getItem('guest_cart'))).toBeNull();
  });

  test("a customer's cart survives logout and login", async ({ page, request }) => {
    const [product] = await plentiful(request, 1, 2);
    if (!product) throw new Error('the demo catalogue has too few products');
    const customer = await signInNewCustomer(page, request);
    await addToCart(page, product);
    await expect(cartButton(page)).toHaveAccessibleName('Shopping cart: 1');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectPath(page, '/auth/login');
    await page.goto('/shop/home');
    await expect(cartButton(page)).toHaveAccessibleName('Shopping cart: 0');

    await login(page, customer.email, customer.password);
    await expectPath(page, '/shop/home');
    await expect(cartButton(page)).toHaveAccessibleName('Shopping cart: 1');
    const panel = await openCart(page);
    await expect(panel.getByText(product.title, { exact: true })).toBeVisible();
  });

  test('a guest cart merges into the server cart at login', async ({ page, request }) => {
    const [kept, added] = await plentiful(request, 2, 3);
    if (!kept || !added) throw new Error('the demo catalogue has too few products');
    const customer = await signInNewCustomer(page, request);
    await addToCart(page, kept);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectPath(page, '/auth/login');

    // As a guest: the cart lives in local storage.
    await addToCart(page, added);
    await addToCart(page, added);
    await expect(cartButton(page)).toHaveAccessibleName('Shopping cart: 2');
    expect(await page.evaluate(() => localStorage.getItem('guest_cart'))).toContain(added._id);

    await login(page, customer.email, customer.password);
    await expectPath(page, '/shop/home');
    await expect(cartButton(page)).toHaveAccessibleName('Shopping cart: 3');
    const panel = await openCart(page);
    await expect(panel.getByText(kept.title, { exact: true })).toBeVisible();
    await expect(panel.getByText(added.title, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('guest_cart'))).toBeNull();
  });

  test("a new customer's first order ships free, the second does not, and both show in the account", async ({ page, request }) => {
    const [product] = await plentiful(request, 1, 5);
    if (!product) throw new Error('the demo catalogue has too few products');
    const customer = await signInNewCustomer(page, request);

    await addToCart(page, product);
    await page.goto('/shop/checkout');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText('Free', { exact: true })).toBeVisible();
    await expect(summary.getByText('Your first order ships free.')).toBeVisible();
    await expect(page.getByText(`Ordering as ${customer.name}`)).toBeVisible();
    await fillAddress(page);
    await screenshotFromTop(page, 'checkout-customer');
    const firstOrder = await placeOrderAndConfirm(page);
    await expect(page.getByText('Free', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'View my orders' }).click();
    await expectPath(page, '/shop/account');
    await expect(page.getByRole('heading', { name: `Order ${firstOrder}` })).toBeVisible();

    await addToCart(page, product);
    await page.goto('/shop/checkout');
    await expect(summary.getByText('AED 25.00')).toBeVisible();
    await expect(summary.getByText('Free', { exact: true })).toHaveCount(0);
    await fillAddress(page);
    const secondOrder = await placeOrderAndConfirm(page);
    await expect(page.getByText('AED 25.00')).toBeVisible();

    await page.goto('/shop/account');
    const orders = page.getByRole('article');
    await expect(orders).toHaveCount(2);
    // Newest first.
    await expect(orders.nth(0).getByRole('heading')).toHaveText(`Order ${secondOrder}`);
    await expect(orders.nth(1).getByRole('heading')).toHaveText(`Order ${firstOrder}`);
    await expect(orders.nth(0).getByText('Pending')).toBeVisible();
    await screenshotFromTop(page, 'account');
  });
});
