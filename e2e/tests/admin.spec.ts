import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  expectPath,
  login,
  loginViaApi,
  placeOrderViaApi,
  plentifulProduct,
  registerCustomer,
  type SignedInUser,
} from './helpers';
import { waitForMail } from './mailbox';

// Issue #5 "Tests": the admin area in a real browser against the production
// build. Every test makes its own customers, orders and names, so the tests
// run side by side on the one shared database.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/** A name no other test (or earlier run on the same database) uses. */
function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** The year of the store calendar (Asia/Dubai), the one the sales screen means by "this year". */
function storeYear(): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Dubai', year: 'numeric' }).format(new Date()));
}

/** AED as shown ("AED 1,234.50") to a number. */
function aed(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

/** Signs the page's browser context in as the admin, without going through the form. */
async function asAdmin(page: Page): Promise<SignedInUser> {
  return loginViaApi(page.request, ADMIN.email, ADMIN.password);
}

/** Today's date as the admin screens write it ("21 Nov 2026"), in store time (Dubai). */
async function todayInBrowser(page: Page): Promise<string> {
  return page.evaluate(() => new Intl.DateTimeFormat('en-AE', { dateStyle: 'medium', timeZone: 'Asia/Dubai' }).format(new Date()));
}

const tableRow = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });

test.describe('admin: brands and categories', () => {
  test('creates a top brand and deletes it; a brand still in use cannot be deleted', async ({ page }) => {
    await asAdmin(page);
    const name = unique('E2E Brand');
    await page.goto('/admin/brands');
    await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Brands' });

    await page.getByRole('button', { name: 'Add brand' }).click();
    const form = page.getByRole('dialog', { name: 'Add a brand' });
    await form.getByLabel('Brand', { exact: true }).fill(name);
    await form.getByLabel('Is Top Brand?').check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Brand added successfully', { exact: true })).toBeVisible();
    await expect(form).toBeHidden();
    const row = tableRow(table, name);
    await expect(row).toHaveCount(1);
    // Name, Arabic name (none: "—"), top, products.
    await expect(row.getByRole('cell').nth(1)).toHaveText('—');
    await expect(row.getByRole('cell').nth(2)).toHaveText('Yes');
    await expect(row.getByRole('cell').nth(3)).toHaveText('0');

    // A brand of the demo catalogue with several products: the server refuses and says why.
    const listed = await page.request.get('/api/admin/brands/getall');
    expect(listed.status()).toBe(200);
    const used = ((await listed.json()) as { data: { brand: string; productCount: number }[] }).data
      .filter((brand) => brand.productCount >= 2)
      .toSorted((a, b) => b.productCount - a.productCount)[0];
    if (!used) throw new Error('the demo catalogue has no brand with two products or more');
    await tableRow(table, used.brand).getByRole('button', { name: `Delete ${used.brand}` }).click();
    const refusal = page.getByRole('dialog', { name: 'Delete this brand?' });
    await expect(refusal).toContainText(`“${used.brand}” will be removed. This cannot be undone.`);
    await refusal.getByRole('button', { name: 'Delete', exact: true }).click();
    // messages.BRAND_IN_USE; the count may grow if another test adds a product meanwhile.
    await expect(refusal.getByRole('alert')).toHaveText(/^This brand is used by \d+ products\. Move or delete them first$/);
    await refusal.getByRole('button', { name: 'Cancel' }).click();
    await expect(refusal).toBeHidden();
    await expect(tableRow(table, used.brand)).toHaveCount(1);

    // The new brand is used by nothing: it goes.
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this brand?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Brand deleted successfully', { exact: true })).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(tableRow(table, name)).toHaveCount(0);
  });

  test('creates a top category and sees it in the list', async ({ page }) => {
    await asAdmin(page);
    const name = unique('E2E Category');
    await page.goto('/admin/category');
    await expect(page.getByRole('heading', { level: 1, name: 'Category' })).toBeVisible();

    await page.getByRole('button', { name: 'Add category' }).click();
    const form = page.getByRole('dialog', { name: 'Add a category' });
    // An empty name is refused at the field before anything is sent.
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByLabel('Category', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Category', { exact: true }).fill(name);
    await form.getByLabel('Is Top Category?').check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Category added successfully', { exact: true })).toBeVisible();
    await expect(form).toBeHidden();

    const row = tableRow(page.getByRole('table', { name: 'Category' }), name);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(2)).toHaveText('Yes');

    // Still there after a reload: it was saved, not only shown.
    await page.reload();
    await expect(tableRow(page.getByRole('table', { name: 'Category' }), name)).toHaveCount(1);
  });
});

test.describe('admin: orders', () => {
  test("moves a customer's order through every allowed status; the customer sees the result", async ({ page, browser, baseURL }) => {
    // The customer, in a browser of their own.
    const customerContext = await browser.newContext({ baseURL });
    const shopper = await customerContext.newPage();
    const customer = await registerCustomer(shopper.request);
    const customerUser = await loginViaApi(shopper.request, customer.email, customer.password);
    const order = await placeOrderViaApi(shopper.request, (await plentifulProduct(shopper.request))._id, customerUser._id);
    expect(order.status).toBe('pending');

    const admin = await asAdmin(page);
    await page.goto(`/admin/orders?search=${encodeURIComponent(order.orderNumber)}`);
    const row = tableRow(page.getByRole('table', { name: 'Orders' }), order.orderNumber);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(customer.name);
    await expect(row).toContainText('Registered');
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: `View order ${order.orderNumber}` }).click();

    const details = page.getByRole('dialog', { name: `Order ${order.orderNumber}` });
    await expect(details).toBeVisible();
    const history = details.getByRole('region', { name: 'History' }).getByRole('listitem');
    await expect(history).toHaveCount(1);
    await expect(history.nth(0)).toContainText('Pending');
    await expect(history.nth(0)).toContainText('by the customer');
    const today = await todayInBrowser(page);

    // docs/store-rules.md#order-statuses / packages/contract/src/order-status.ts: only these steps are offered.
    const lifecycle = [
      { from: 'Pending', offered: ['Confirmed', 'Cancelled'], next: 'confirmed', nextLabel: 'Confirmed' },
      { from: 'Confirmed', offered: ['Processing', 'Cancelled'], next: 'processing', nextLabel: 'Processing' },
      { from: 'Processing', offered: ['Shipped', 'Cancelled'], next: 'shipped', nextLabel: 'Shipped' },
      { from: 'Shipped', offered: ['Delivered'], next: 'delivered', nextLabel: 'Delivered' },
    ] as const;
    const statusSelect = details.getByLabel('Change status');
    for (const [index, step] of lifecycle.entries()) {
      // Never a step back, never a skip: a pending order cannot go straight to Shipped or Delivered.
      await expect(statusSelect.locator('option')).toHaveText(['Choose the next status', ...step.offered]);
      await expect(details.getByRole('button', { name: 'Update status' })).toBeDisabled();
      await statusSelect.selectOption(step.next);
      await details.getByRole('button', { name: 'Update status' }).click();
      await expect(page.getByText(`Order status updated to ${step.next}`, { exact: true })).toBeVisible();

      await expect(history).toHaveCount(index + 2);
      const change = history.nth(index + 1);
      await expect(change).toContainText(`${step.from} → ${step.nextLabel}`);
      await expect(change).toContainText(`by ${admin.name}`);
      await expect(change).toContainText(today);
    }

    // Delivered is final: nothing more is offered.
    await expect(details.getByRole('region', { name: 'Order status' })).toHaveText('This order is Delivered: its status can no longer change.');
    await expect(statusSelect).toHaveCount(0);
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();
    await expect(row).toContainText('Delivered');

    // The server agrees: a step out of Delivered is refused.
    const refused = await page.request.patch(`/api/shop/order/update-order-status/${order._id}/registered`, { data: { newStatus: 'pending' } });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'An order that is delivered cannot become pending. Allowed next statuses: none',
    );

    await shopper.goto('/shop/account');
    const card = shopper.getByRole('article', { name: `Order ${order.orderNumber}` });
    await expect(card).toContainText('Delivered');
    await customerContext.close();
  });
});

test.describe('admin: users', () => {
  test("edits a customer's name and phone, then deletes them", async ({ page, request }) => {
    const customer = await registerCustomer(request);
    await asAdmin(page);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await page.getByLabel('Search users').fill(customer.email);
    const table = page.getByRole('table', { name: 'Users' });
    const row = tableRow(table, customer.email);
    await expect(row).toHaveCount(1);
    await expect(page.getByText('1 user', { exact: true })).toBeVisible();
    await expect(row).toContainText(customer.name);
    await expect(row).toContainText('+971501234567');
    await expect(row).toContainText('Customer');

    // A password reset link goes to the customer's inbox; the admin reads only where it went.
    await row.getByRole('button', { name: `Send reset link to ${customer.name}` }).click();
    await expect(page.getByText(`A password reset link was sent to ${customer.email}`, { exact: true })).toBeVisible();
    await waitForMail(customer.email, /\/auth\/reset-password#token=[A-Za-z0-9_-]{43}/);

    await row.getByRole('button', { name: `Edit ${customer.name}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit user' });
    await expect(form.getByLabel('Full name')).toHaveValue(customer.name);
    const renamed = `${customer.name} Renamed`;
    await form.getByLabel('Full name').fill(renamed);
    await form.getByLabel('Phone number').fill('050 765 4321');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User updated successfully', { exact: true })).toBeVisible();
    await expect(form).toBeHidden();
    await expect(row).toContainText(renamed);
    // Saved in E.164, as every phone of the store.
    await expect(row).toContainText('+971507654321');

    await row.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this user?' });
    await expect(confirm).toContainText(`The account of “${renamed}” will be removed. This cannot be undone.`);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('User deleted successfully', { exact: true })).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(tableRow(table, customer.email)).toHaveCount(0);
    await expect(table).toContainText('No users match.');
    await expect(page.getByText('0 users', { exact: true })).toBeVisible();

    // The account is really gone: its password no longer opens anything.
    const again = await request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } });
    expect(again.status()).toBe(401);
  });

  test('the admin cannot delete their own account', async ({ page }) => {
    const admin = await asAdmin(page);
    await page.goto(`/admin/users?search=${encodeURIComponent(ADMIN.email)}`);
    const row = tableRow(page.getByRole('table', { name: 'Users' }), ADMIN.email);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Admin');
    await row.getByRole('button', { name: `Delete ${admin.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this user?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm.getByRole('alert')).toHaveText('You cannot delete your own account');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(1);
  });
});

test.describe('admin: sales', () => {
  test("this year's total includes a new order, the best month shows and the CSV has twelve months", async ({ page, request }) => {
    await asAdmin(page);
    const year = storeYear();
    const before = await page.request.get(`/api/admin/dashboard/monthly-sales?year=${year}`);
    expect(before.status()).toBe(200);
    const totalBefore = ((await before.json()) as { monthlySales: number[] }).monthlySales.reduce((sum, value) => sum + value, 0);
    const order = await placeOrderViaApi(request, (await plentifulProduct(request))._id);

    await page.goto('/admin/sales');
    await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
    await page.getByLabel('Year').selectOption(String(year));
    await expect(page.getByRole('region', { name: `Monthly sales, ${year}` })).toBeVisible();

    const totalTerm = page.getByRole('term').filter({ hasText: `Total sales in ${year}` });
    const totalShown = totalTerm.locator('xpath=following-sibling::dd[1]');
    await expect(totalShown).toHaveText(/AED/);
    // Other tests may add orders meanwhile (none cancels one): at least the old total plus ours.
    expect(aed(await totalShown.textContent())).toBeGreaterThanOrEqual(Math.round((totalBefore + order.totalPrice) * 100) / 100);

    const best = page.getByRole('term').filter({ hasText: 'Best month' }).locator('xpath=following-sibling::dd[1]');
    await expect(best).toHaveText(/^(January|February|March|April|May|June|July|August|September|October|November|December)\s+AED\s?[\d,]+\.\d{2}$/);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`sales-${year}.csv`);
    const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\n');
    expect(lines[0]).toBe('month,total_aed,discount_aed');
    const rows = lines.slice(1);
    expect(rows.map((line) => line.split(',')[0])).toEqual(Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`));
    for (const line of rows) expect(line).toMatch(/^\d{4}-\d{2},\d+\.\d{2},\d+\.\d{2}$/);
    // The file holds the figures on the screen.
    const csvTotal = rows.reduce((sum, line) => sum + Number(line.split(',')[1]), 0);
    expect(Math.round(csvTotal * 100)).toBe(Math.round(aed(await totalShown.textContent()) * 100));
  });
});

test.describe('admin: dashboard', () => {
  test('each card shows a figure and leads to its screen; recent activity lists a change just made', async ({ page }) => {
    const admin = await asAdmin(page);
    const category = unique('E2E Activity');
    const created = await page.request.post('/api/admin/categories/create', { data: { category, isTop: false } });
    expect(created.status()).toBe(201);

    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const activity = page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem').filter({ hasText: `Created category "${category}"` });
    await expect(activity).toHaveCount(1);
    await expect(activity).toContainText(admin.name);
    await expect(activity).toContainText(await todayInBrowser(page));

    const main = page.getByRole('main');
    const cards = [
      { name: /^Revenue\s*AED\s?[\d,]+\.\d{2}$/, to: '/admin/sales', heading: 'Sales' },
      { name: /^Orders\s*[\d,]+$/, to: '/admin/orders', heading: 'Orders' },
      { name: /^Customers\s*[\d,]+$/, to: '/admin/users', heading: 'Users' },
      { name: /^Products\s*[\d,]+$/, to: '/admin/products', heading: 'Products' },
    ];
    for (const card of cards) {
      const link = main.getByRole('link', { name: card.name });
      await expect(link).toHaveAttribute('href', card.to);
      await link.click();
      await expectPath(page, card.to);
      await expect(page.getByRole('heading', { level: 1, name: card.heading })).toBeVisible();
      await page.goBack();
      await expectPath(page, '/admin/dashboard');
    }

    // Every status has its count, zeros included.
    const byStatus = main.getByRole('region', { name: 'Orders by status' });
    for (const status of ['Pending', 'Confirmed', 'Processing', 'Shipped', 'Delivered', 'Cancelled']) {
      await expect(byStatus.getByRole('term').filter({ hasText: status }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^\d+$/);
    }
  });
});

/** The admin calls of docs/store-rules.md#admin-calls, with a made-up id where one is needed (the guard answers before any input is read). */
const SOME_ID = '0d4f2c4e-8a64-4c1b-9f0e-2b7a4c1d9e11';
interface AdminCall {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  url: string;
}

const ADMIN_CALLS: AdminCall[] = [
  { method: 'get', url: '/api/auth?page=1' },
  { method: 'put', url: `/api/auth/${SOME_ID}` },
  { method: 'delete', url: `/api/auth/${SOME_ID}` },
  { method: 'get', url: '/api/shop/order/all-orders?page=1' },
  { method: 'patch', url: `/api/shop/order/update-order-status/${SOME_ID}/guest` },
  { method: 'delete', url: `/api/shop/order/delete/${SOME_ID}/guest` },
  { method: 'get', url: '/api/admin/dashboard' },
  { method: 'get', url: `/api/admin/dashboard/monthly-sales?year=${storeYear()}` },
  { method: 'get', url: '/api/admin/dashboard/sales-years' },
  { method: 'get', url: '/api/admin/audit' },
  ...(['products', 'brands', 'categories'] as const).flatMap((kind): AdminCall[] => [
    { method: 'get', url: `/api/admin/${kind}/getall` },
    { method: 'post', url: `/api/admin/${kind}/create` },
    { method: 'put', url: `/api/admin/${kind}/update/${SOME_ID}` },
    { method: 'delete', url: `/api/admin/${kind}/delete/${SOME_ID}` },
  ]),
  { method: 'get', url: '/api/admin/features/getall' },
  { method: 'post', url: '/api/admin/features/create' },
  { method: 'delete', url: `/api/admin/features/delete/${SOME_ID}` },
  { method: 'get', url: '/api/admin/quotes' },
  { method: 'patch', url: `/api/admin/quotes/${SOME_ID}/handled` },
  { method: 'get', url: '/api/admin/coupons' },
  { method: 'post', url: '/api/admin/coupons' },
  { method: 'put', url: `/api/admin/coupons/${SOME_ID}` },
  { method: 'delete', url: `/api/admin/coupons/${SOME_ID}` },
];

async function callEach(api: APIRequestContext): Promise<{ call: string; status: number; message: unknown }[]> {
  const answers = [];
  for (const { method, url } of ADMIN_CALLS) {
    const response = await api.fetch(url, { method: method.toUpperCase(), ...(method === 'get' || method === 'delete' ? {} : { data: {} }) });
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    answers.push({ call: `${method.toUpperCase()} ${url}`, status: response.status(), message: body.message });
  }
  return answers;
}

test.describe('admin: a customer is kept out', () => {
  test('the admin screens send a customer to the unauthorised page', async ({ page, request }) => {
    const customer = await registerCustomer(request);
    await login(page, customer.email, customer.password);
    await expectPath(page, '/shop/home');
    for (const screen of ['dashboard', 'products', 'orders', 'sales', 'users', 'brands', 'category', 'features', 'coupons']) {
      await page.goto(`/admin/${screen}`);
      // docs/store-rules.md#route-guard: a signed-in non-admin on /admin/* goes to /unauth-page (route-guard.ts).
      await expectPath(page, '/unauth-page');
      await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    }
  });

  test("every admin call answers 403 with the customer's cookies and 401 without any", async ({ page, request }) => {
    const customer = await registerCustomer(request);
    await loginViaApi(page.request, customer.email, customer.password);

    const asCustomer = await callEach(page.request);
    expect(asCustomer.filter((answer) => answer.status !== 403)).toEqual([]);
    expect(new Set(asCustomer.map((answer) => answer.message))).toEqual(new Set(['Admins only']));
    // An upload is refused before its body is read.
    const upload = await page.request.post('/api/admin/uploads', {
      multipart: { file: { name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') } },
    });
    expect(upload.status()).toBe(403);

    const anonymous = await callEach(request);
    expect(anonymous.filter((answer) => answer.status !== 401)).toEqual([]);
    expect(new Set(anonymous.map((answer) => answer.message))).toEqual(new Set(['Please log in to continue']));
  });
});
