import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type ConsoleMessage, type Page } from '@playwright/test';
import { ADMIN, newCustomer, shopProducts, WIDTHS } from './helpers';

// Every page of the route table (apps/web/app/routes.ts), in English and
// Arabic, signed out, as a customer who has just registered and logged in, and
// as the admin, at phone and desktop width: no page error, no hydration
// warning, no console error but the not-found page's own 404, and no raw
// catalogue key (`track.formTitle` where a text should be: its part of the
// catalogue did not load, docs/decisions/040). One browser context per role
// and width, its pages visited one after another.

const i18nDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/lib/i18n');

/** Every key of the web app's catalogue: the English parts name them all (the Arabic ones are their twins). */
const CATALOGUE_KEYS: ReadonlySet<string> = new Set(
  readdirSync(i18nDir)
    .filter((file) => /^en(-[\w-]+)?\.ts$/.test(file))
    .flatMap((file) => [...readFileSync(path.join(i18nDir, file), 'utf8').matchAll(/^\s*'([a-z]\w*(?:\.\w+)+)':/gm)].map((m) => m[1] ?? '')),
);
/** What a key looks like inside a text. */
const KEY_SHAPE = /\b[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+\b/g;

/** The catalogue keys a page shows as they are: in its text, its title, or the labels and hints of its elements. */
async function rawKeysOn(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const labelled = [...document.querySelectorAll('[aria-label], [placeholder], [title], [alt], meta[name="description"]')];
    const attributes = labelled.flatMap((element) =>
      ['aria-label', 'placeholder', 'title', 'alt', 'content'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
  return [...new Set(shown.match(KEY_SHAPE) ?? [])].filter((candidate) => CATALOGUE_KEYS.has(candidate));
}

type Role = 'guest' | 'customer' | 'admin';

/** The shop and auth pages, under `/ar` too; `:product` is a product of the demo catalogue. */
const STORE_PAGES = [
  '/',
  '/auth',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/shop',
  '/shop/home',
  '/shop/listing',
  '/shop/product/:product',
  '/shop/deals',
  '/shop/search?q=gaming',
  '/shop/checkout',
  '/shop/order',
  '/shop/order-confirmation',
  '/shop/account',
  '/shop/track',
  '/shop/about',
  '/shop/policies/delivery',
  '/shop/policies/returns',
  '/shop/policies/privacy',
  '/shop/policies/terms',
  '/shop/new',
  '/shop/wishlist',
  '/shop/compare',
  '/shop/build',
  '/shop/stock-alerts/unsubscribe',
];
/** The admin area (English only). */
const ADMIN_PAGES = [
  '/admin',
  '/admin/dashboard',
  '/admin/products',
  '/admin/products/import',
  '/admin/orders',
  '/admin/sales',
  '/admin/users',
  '/admin/features',
  '/admin/settings',
  '/admin/coupons',
  '/admin/reviews',
  '/admin/brands',
  '/admin/category',
];
/** Pages that answer 404: the browser reports the document's status as a console error, which is expected there. */
const NOT_FOUND_PAGES = ['/no-such-page', '/ar/no-such-page', '/shop/policies/no-such-policy'];
const OTHER_PAGES = ['/unauth-page', ...NOT_FOUND_PAGES];

function pagesFor(productId: string): string[] {
  const store = STORE_PAGES.map((page) => page.replace(':product', productId));
  return [...store, ...store.map((page) => (page === '/' ? '/ar' : `/ar${page}`)), ...ADMIN_PAGES, ...OTHER_PAGES];
}

const EXPECTED_404 = /Failed to load resource: the server responded with a status of 404/;
const HYDRATION = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;

/** Collects what would tell a visitor or a developer that a page is broken, with the address it happened on. */
function watch(page: Page) {
  const problems: string[] = [];
  let current = '';
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    const expected404 = NOT_FOUND_PAGES.includes(current) && EXPECTED_404.test(text);
    if ((message.type() === 'error' && !expected404) || (message.type() === 'warning' && HYDRATION.test(text)))
      problems.push(`${current}: console ${message.type()}: ${text}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', (error) => problems.push(`${current}: page error: ${error.message}`));
  return {
    problems,
    at(address: string) {
      current = address;
    },
  };
}

async function visitAll(page: Page, addresses: string[], watcher: ReturnType<typeof watch>) {
  for (const address of addresses) {
    watcher.at(address);
    const response = await page.goto(address);
    expect(response, `${address} answered`).not.toBeNull();
    // Hydration has run (and any error it met has been reported) once the page has gone quiet.
    await page.waitForLoadState('networkidle');
    const rawKeys = await rawKeysOn(page);
    if (rawKeys.length > 0) watcher.problems.push(`${address}: catalogue keys shown instead of their texts: ${rawKeys.join(', ')}`);
  }
}

/** A new customer, registered through the form and then logged in through the login page it leads to. */
async function registerAndLogIn(page: Page) {
  const customer = newCustomer();
  await page.goto('/auth/register');
  await page.getByLabel('Full name').fill(customer.name);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Phone number').fill(customer.phone);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.waitForLoadState('networkidle');
  // The login page as a shopper arrives on it right after registering, and as it is when reloaded.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/shop\/home/);
}

async function logInAsAdmin(page: Page) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

async function checkRole(browser: Browser, role: Role, viewport: { width: number; height: number }, productId: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const watcher = watch(page);
  watcher.at(`signing in as ${role}`);
  if (role === 'customer') await registerAndLogIn(page);
  if (role === 'admin') await logInAsAdmin(page);
  await visitAll(page, pagesFor(productId), watcher);
  await context.close();
  expect(watcher.problems, `page errors, hydration warnings, console errors or raw keys as ${role} at ${viewport.width} px`).toEqual([]);
}

test.describe('no page errors and no raw catalogue key on any page', () => {
  // About 80 pages one after another per role and width.
  test.describe.configure({ timeout: 600_000 });

  for (const role of ['guest', 'customer', 'admin'] as const) {
    for (const [name, viewport] of Object.entries(WIDTHS)) {
      test(`${role}, ${name} (${viewport.width} px)`, async ({ browser, request }) => {
        expect(CATALOGUE_KEYS.has('track.formTitle'), 'the catalogue keys were read').toBe(true);
        const product = (await shopProducts(request))[0];
        if (!product) throw new Error('the demo catalogue is empty');
        await checkRole(browser, role, viewport, product._id);
      });
    }
  }
});
