import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-1' };

const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'screenshots');

export const WIDTHS = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } } as const;

/** Where a screenshot called `name` is kept with the test output (the folder is made). */
export function screenshotPath(name: string): string {
  mkdirSync(shotsDir, { recursive: true });
  return path.join(shotsDir, `${name}.png`);
}

/**
 * A screenshot kept with the test output, at desktop and phone width: the whole
 * page, or with `fullPage: false` the screen as it is (an open dialog stays in view).
 */
export async function screenshotBoth(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  for (const [label, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(shotsDir, `${name}-${label}.png`), fullPage });
  }
  await page.setViewportSize(WIDTHS.desktop);
}

/** A full-page screenshot from the page's top, so the sticky header sits where it belongs. */
export async function screenshotFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(page, name);
}

/** Places the order on the checkout page and answers its number from the confirmation page. */
export async function placeOrderAndConfirm(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expectPath(page, '/shop/order-confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderNumber).not.toBe('');
  return orderNumber;
}

let counter = 0;
/** A new customer's details, unique per call. */
export function newCustomer() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
  return { name: `Omar ${tag}`, email: `omar.${tag}@example.ae`, phone: '050 123 4567', password: 'customer-pass-1' };
}

export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /log in|sign in/i }).click();
}

export async function expectPath(page: Page, pathname: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
}

/** A customer registered through the API and signed in on `page` through the login form, landed on the home page. */
export async function signInNewCustomer(page: Page, request: APIRequestContext) {
  const customer = await registerCustomer(request);
  await login(page, customer.email, customer.password);
  await expectPath(page, '/shop/home');
  return customer;
}

/** Searches from the header's box on the home page, landing on the results. */
export async function searchFromHome(page: Page, words: string): Promise<void> {
  await page.goto('/shop/home');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill(words);
  await box.press('Enter');
  await expectPath(page, '/shop/search');
}

/** Adds one of a product to the cart from its page, as a shopper does, and waits for the toast. */
export async function addToCartFromPage(page: Page, productId: string): Promise<void> {
  await page.goto(`/shop/product/${productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Success: Product added to cart!', { exact: true })).toBeVisible();
}

/** Types a guest's name, e-mail and phone into the checkout (`scope`: the page or its main). */
export async function fillGuestContact(scope: Page | Locator, email: string, phone = '050 123 4567'): Promise<void> {
  await scope.getByLabel('Full name').fill('Layla Hassan');
  await scope.getByLabel('Email', { exact: true }).fill(email);
  await scope.getByLabel('Phone number').fill(phone);
}

/** Types TEST_ADDRESS into the checkout's delivery address (`scope`: the page or its main). */
export async function fillDeliveryAddress(scope: Page | Locator, apartment?: string): Promise<void> {
  await scope.getByLabel('Emirate').selectOption(TEST_ADDRESS.emirate);
  await scope.getByLabel('City').fill(TEST_ADDRESS.city);
  await scope.getByLabel('Area').fill(TEST_ADDRESS.area);
  await scope.getByLabel('Street').fill(TEST_ADDRESS.street);
  await scope.getByLabel('Building or villa').fill(TEST_ADDRESS.building);
  if (apartment !== undefined) await scope.getByLabel('Apartment (optional)').fill(apartment);
}

/** A product of the demo catalogue as the shop API lists it. */
export interface ShopProductRow {
  _id: string;
  title: string;
  price: number;
  salePrice: number | null;
  totalStock: number;
  isQuoteAvailable: boolean;
  specs: { label: string; value: string }[];
}

/** The demo catalogue as the shop lists it (one page of up to 100). */
export async function shopProducts(request: APIRequestContext): Promise<ShopProductRow[]> {
  const response = await request.get('/api/shop/products/get?limit=100');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ShopProductRow[] }).data;
}

/** A product with plenty of stock, so that tests running side by side never sell it out. */
export async function plentifulProduct(request: APIRequestContext): Promise<ShopProductRow> {
  const products = (await shopProducts(request)).filter((p) => p.totalStock >= 20).toSorted((a, b) => a.title.localeCompare(b.title));
  const product = products.at(-1);
  if (!product) throw new Error('the demo catalogue has no product with 20 or more in stock');
  return product;
}

/** A registered customer, signed up through the API (with the `request` fixture: the page stays signed out). */
export async function registerCustomer(request: APIRequestContext) {
  const customer = newCustomer();
  expect((await request.post('/api/auth/register', { data: customer })).status()).toBe(201);
  return customer;
}

/** A guest order for one item of `productId`, placed through the API (use a request without a session); answers its order number. */
export async function placeGuestOrder(request: APIRequestContext, productId: string): Promise<string> {
  return (await placeOrderViaApi(request, productId)).orderNumber;
}

/**
 * One screenshot at phone width, of the screen only: for an overlay that exists
 * only there (the admin drawer open), which a full-page picture would cut off mid-page.
 */
export async function screenshotMobile(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.setViewportSize(WIDTHS.mobile);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(shotsDir, `${name}-mobile.png`) });
}

export interface SignedInUser {
  _id: string;
  name: string;
  email: string;
  role: 'admin' | 'customer';
}

/** Logs in through the API; the cookie lands in `api` (a page's `page.request` shares its browser context's cookies). */
export async function loginViaApi(api: APIRequestContext, email: string, password: string): Promise<SignedInUser> {
  const response = await api.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: SignedInUser }).user;
}

export interface PlacedOrder {
  _id: string;
  orderNumber: string;
  totalPrice: number;
  status: string;
  type: 'guest' | 'registered';
}

export const TEST_ADDRESS = { emirate: 'Dubai', city: 'Dubai', area: 'Al Barsha', street: 'Al Barsha Road 12', building: 'Villa 4' };

/**
 * Places an order of one product through the API at the server's own price:
 * as the signed-in customer of `api` when `userId` is given, else as a guest.
 * Unlike placeGuestOrder it answers the whole order (id, type, total), which the admin tests need.
 */
export async function placeOrderViaApi(api: APIRequestContext, productId: string, userId?: string): Promise<PlacedOrder> {
  const items = [{ productId, quantity: 1 }];
  const preview = await api.post('/api/shop/order/preview', { data: { items } });
  expect(preview.status()).toBe(200);
  const { totalPrice } = ((await preview.json()) as { data: { totalPrice: number } }).data;
  const common = { items, totalPrice, deliveryAddress: TEST_ADDRESS, paymentMethod: 'cash_on_delivery' };
  const guest = newCustomer();
  const response = userId
    ? await api.post('/api/shop/order/place-registered-order', { data: { ...common, userId } })
    : await api.post('/api/shop/order/place-guest-order', { data: { ...common, name: guest.name, email: guest.email, phone: guest.phone } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { order: PlacedOrder }).order;
}

/** CRC-32 of a PNG chunk's type and data. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG picture (a colour gradient), as a shop owner's photo would be, for the upload fields. */
export function photoPng(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let x = 0; x < width; x += 1) {
      row[1 + x * 3] = Math.round((x / width) * 255);
      row[2 + x * 3] = 64;
      row[3 + x * 3] = Math.round((y / height) * 255);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
