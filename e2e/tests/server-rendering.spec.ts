import { expect, test, type Page } from '@playwright/test';
import { ADMIN, login, shopProducts } from './helpers';

// Issue 7 (docs/decisions/013): shop pages are rendered on the server. A
// crawler or a browser without JavaScript gets the content; status codes are
// true; the route guard answers from the server; the browser takes over the
// server's HTML without a hydration mismatch or a Content-Security-Policy
// violation.

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c);

interface ProductDetails {
  product: { _id: string; title: string; description: string; price: number; salePrice?: number | null; image: string | null; specs: { label: string; value: string }[] };
}

test("a product page's HTML, fetched without JavaScript, holds its title, price, description, specifications and image", async ({ request }) => {
  // A product in stock with specifications (other tests add products without any).
  const listed = (await shopProducts(request)).find((p) => p.totalStock > 0 && p.specs.length > 0);
  expect(listed).toBeDefined();
  const details = (await (await request.get(`/api/shop/products/get/${listed!._id}`)).json()) as { data: ProductDetails };
  const { product } = details.data;
  expect(product.specs.length).toBeGreaterThan(0);

  const response = await request.get(`/shop/product/${product._id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(escapeHtml(product.title));
  const price = (product.salePrice ?? product.price).toLocaleString('en-AE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  expect(html).toContain(price);
  expect(html).toContain(escapeHtml(product.description.slice(0, 40)));
  for (const spec of product.specs) {
    expect(html).toContain(escapeHtml(spec.label));
    expect(html).toContain(escapeHtml(spec.value));
  }
  if (product.image) expect(html).toContain(product.image.replace(/\.webp$/, ''));
  expect(html).toContain('application/ld+json');
});

test('an unknown path and an unknown product answer 404 with the not-found page', async ({ request, page }) => {
  const notFound = await request.get('/no/such/page');
  expect(notFound.status()).toBe(404);
  expect(await notFound.text()).toContain('Page not found');
  // An unknown product keeps the shop's frame, with its own message, and tells crawlers not to index it.
  for (const address of ['/shop/product/00000000-0000-4000-8000-000000000000', '/shop/product/not-an-id']) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
    const html = await response.text();
    expect(html).toContain('Product not found');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  }
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test("the route guard answers from the server: a guest's protected page is a redirect", async ({ request }) => {
  const redirectOf = async (address: string) => {
    const response = await request.get(address, { maxRedirects: 0 });
    return { status: response.status(), location: response.headers().location };
  };
  expect(await redirectOf('/')).toEqual({ status: 302, location: '/shop/home' });
  expect(await redirectOf('/shop/account')).toEqual({ status: 302, location: '/auth/login?from=%2Fshop%2Faccount' });
  expect(await redirectOf('/admin/dashboard')).toEqual({ status: 302, location: '/shop/home' });
});

test('a guest sent to log in from the account page comes back to it after logging in', async ({ page, request }) => {
  const email = `back.${Date.now()}@example.ae`;
  const created = await request.post('/api/auth/register', {
    data: { name: 'Back Again', email, phone: '050 765 4321', password: 'customer-pass-1' },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/shop/account');
  await expect(page).toHaveURL(/\/auth\/login\?from=%2Fshop%2Faccount$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('customer-pass-1');
  await page.getByRole('button', { name: /log in|sign in/i }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/shop/account');
});

/** Console errors, uncaught errors and CSP violations while `visit` runs. */
async function problemsDuring(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    // A 404 page's own status is logged by Chromium as a failed resource: not a problem of the page.
    if (/Failed to load resource: the server responded with a status of 404/.test(text)) return;
    problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await visit();
  return problems;
}

test('shop pages hydrate without a mismatch, a console error or a CSP violation', async ({ page, request }) => {
  const product = (await shopProducts(request))[0]!;
  const pages = [
    '/shop/home',
    '/shop/listing',
    '/shop/listing?sortBy=price-hightolow&page=2',
    `/shop/product/${product._id}`,
    '/shop/new',
    '/shop/deals',
    '/shop/search?keyword=gaming',
    '/shop/about',
    '/shop/policies/returns',
    '/shop/checkout',
    '/auth/login',
    '/auth/register',
    '/no/such/page',
  ];
  const problems = await problemsDuring(page, async () => {
    for (const address of pages) {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
    }
  });
  expect(problems).toEqual([]);
});

test('a signed-in admin gets the client-rendered admin area without a console error or a CSP violation', async ({ page }) => {
  const problems = await problemsDuring(page, async () => {
    await login(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard');
    for (const address of ['/admin/products', '/admin/orders', '/admin/sales']) {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
    }
  });
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, a listing and a product page show their content', async ({ page, request }) => {
    const product = (await shopProducts(request))[0]!;
    await page.goto('/shop/home');
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    await page.goto('/shop/listing');
    await expect(page.getByRole('link', { name: product.title }).first()).toBeVisible();
    await page.goto(`/shop/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  });
});
