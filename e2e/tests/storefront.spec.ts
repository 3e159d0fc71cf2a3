import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectPath, screenshotBoth, searchFromHome } from './helpers';

// The storefront against the production build and the demo catalogue:
// browsing, filters and sorts in the address, product pages, search, the
// header's category entries (docs/store-rules.md#shop-layout) and the HTML a crawler gets.

interface Named {
  _id: string;
  productCount?: number;
}
interface CategoryRow extends Named {
  category: string;
}
interface BrandRow extends Named {
  brand: string;
}
interface ProductRow {
  _id: string;
  title: string;
  salePrice: number | null;
  specs: unknown[];
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function categoryNamed(request: APIRequestContext, name: string): Promise<CategoryRow> {
  const found = (await apiData<CategoryRow[]>(request, '/shop/categories')).find((c) => c.category === name);
  if (!found) throw new Error(`no category ${name} in the demo catalogue`);
  return found;
}

async function brandNamed(request: APIRequestContext, name: string): Promise<BrandRow> {
  const found = (await apiData<BrandRow[]>(request, '/shop/brands')).find((b) => b.brand === name);
  if (!found) throw new Error(`no brand ${name} in the demo catalogue`);
  return found;
}

/** The total of a shop list, as the API counts it. */
async function listTotal(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`/api/shop/products/get?${query}`);
  return ((await response.json()) as { total: number }).total;
}

const cards = (page: Page) => page.locator('main article');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

/** The price the shopper pays on each card: the first amount in AED it shows. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).allTextContents();
  return texts.map((text) => {
    const match = /AED\s?([\d,]+\.\d{2})/.exec(text);
    if (!match?.[1]) throw new Error(`no price on a card: ${text}`);
    return Number(match[1].replace(/,/g, ''));
  });
}

/** Waits until the listing shows what the address asks for, then the cards. */
async function waitForList(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(cards(page).first()).toBeVisible();
}

test.describe('storefront', () => {
  test('the home page leads to the listing', async ({ page }) => {
    await page.goto('/shop/home');
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'New Arrivals' }).locator('article').first()).toBeVisible();
    await page.getByRole('link', { name: 'All products' }).click();
    await expectPath(page, '/shop/listing');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await waitForList(page);
    await expect(cards(page)).toHaveCount(24);
    // 78 demo products and 64 PC parts, plus any an admin test running alongside has just added.
    await expect(page.getByText(/^Showing 1–24 of (14[2-9]|1[5-9]\d) products$/)).toBeVisible();
  });

  test('filters by brand and by category, in the address and in the results', async ({ page, request }) => {
    const msi = await brandNamed(request, 'MSI');
    const gaming = await categoryNamed(request, 'Gaming PC');
    await page.goto('/shop/listing');
    await waitForList(page);

    // A long brand list shows its first eight; the rest open under "Show … more".
    await filters(page).getByRole('group', { name: 'Brand' }).getByText(/^Show \d+ more$/).click();
    await filters(page).getByRole('checkbox', { name: /^MSI/ }).check();
    await expect(page).toHaveURL(new RegExp(`[?&]brand=${msi._id}`));
    await waitForList(page);
    const msiTotal = await listTotal(request, `brand=${msi._id}`);
    await expect(cards(page)).toHaveCount(msiTotal);
    for (const card of await cards(page).all()) await expect(card).toContainText('MSI');

    await filters(page).getByRole('checkbox', { name: /^Gaming PC/ }).check();
    await expect(page).toHaveURL(new RegExp(`category=${gaming._id}&brand=${msi._id}`));
    const both = await listTotal(request, `category=${gaming._id}&brand=${msi._id}`);
    expect(both).toBeLessThan(msiTotal);
    await expect(cards(page)).toHaveCount(both);

    // The address alone brings the same list back.
    await page.reload();
    await expect(filters(page).getByRole('checkbox', { name: /^Gaming PC/ })).toBeChecked();
    await expect(cards(page)).toHaveCount(both);
  });

  test('sorts by price, low to high', async ({ page }) => {
    await page.goto('/shop/listing');
    await waitForList(page);
    await page.getByLabel('Sort by').selectOption('price-lowtohigh');
    await expect(page).toHaveURL(/sortBy=price-lowtohigh/);
    await page.waitForLoadState('networkidle');
    await expect(async () => {
      const prices = await cardPrices(page);
      expect(prices.length).toBe(24);
      expect(prices).toEqual(prices.toSorted((a, b) => a - b));
    }).toPass();
  });

  test('opens a product, then a related product', async ({ page, request }) => {
    // A demo category: the newest product overall may be one an admin test has just added, with nothing related.
    await page.goto(`/shop/listing?category=${(await categoryNamed(request, 'Gaming PC'))._id}`);
    await waitForList(page);
    const first = cards(page).first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/shop\/product\//);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Falcon Computers`);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();

    const related = page.getByRole('region', { name: 'Related products' }).locator('article').first().getByRole('link');
    const relatedTitle = (await related.textContent()) ?? '';
    const before = page.url();
    await related.click();
    await expect(page).not.toHaveURL(before);
    await expect(page.getByRole('heading', { level: 1, name: relatedTitle })).toBeVisible();
  });

  test('a search with a typo finds the ASUS ROG Strix products', async ({ page }) => {
    await searchFromHome(page, 'asus rgo strix');
    await expect(page).toHaveURL(/keyword=asus\+rgo\+strix/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “asus rgo strix”' })).toBeVisible();
    await expect(cards(page).getByRole('link', { name: /ASUS ROG Strix/ }).first()).toBeVisible();
  });

  test('the header entries set and clear the category filter (docs/store-rules.md#shop-layout)', async ({ page, request }) => {
    const gaming = await categoryNamed(request, 'Gaming PC');
    const display = await categoryNamed(request, 'Display');

    await page.goto('/shop/home');
    await mainNav(page).getByRole('link', { name: 'Gaming PC' }).click();
    await expectPath(page, '/shop/listing');
    await expect(page.getByRole('heading', { level: 1, name: 'Gaming PC' })).toBeVisible();
    await waitForList(page);
    await expect(cards(page)).toHaveCount(await listTotal(request, `category=${gaming._id}`));
    await expect(filters(page).getByRole('checkbox', { name: /^Gaming PC/ })).toBeChecked();
    await expect(mainNav(page).getByRole('link', { name: 'Gaming PC' })).toHaveAttribute('aria-current', 'page');

    // Already on the listing: the category goes into the query string.
    await mainNav(page).getByRole('link', { name: 'Display' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/shop/listing' && url.searchParams.get('category') === display._id);
    await expect(page.getByRole('heading', { level: 1, name: 'Display' })).toBeVisible();
    await expect(cards(page)).toHaveCount(await listTotal(request, `category=${display._id}`));

    // Products clears it.
    await mainNav(page).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/shop/listing' && url.search === '');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByText(/^Showing 1–24 of (14[2-9]|1[5-9]\d) products$/)).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('filters'))).toBeNull();
  });

  test('a product page carries its structured data without JavaScript', async ({ request }) => {
    const [product] = await apiData<ProductRow[]>(request, '/shop/products/last-added');
    if (!product) throw new Error('the demo catalogue is empty');
    const response = await request.get(`/shop/product/${product._id}`);
    expect(response.ok()).toBe(true);
    const html = await response.text();
    expect(html).toContain('application/ld+json');
    const jsonLd = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
    const data = JSON.parse(jsonLd) as { name?: string; offers?: { priceCurrency?: string } };
    expect(data.name).toBe(product.title);
    expect(data.offers?.priceCurrency).toBe('AED');
  });

  test('screenshots of every storefront page at desktop and phone width', async ({ page, request }) => {
    test.setTimeout(180_000);
    const products = await apiData<ProductRow[]>(request, '/shop/products/get?limit=100');
    const onSale = products.find((p) => p.salePrice !== null && p.specs.length > 0) ?? products[0];
    const gaming = await categoryNamed(request, 'Gaming PC');
    const pages: Array<[string, string]> = [
      ['storefront-home', '/shop/home'],
      ['storefront-listing', '/shop/listing'],
      ['storefront-listing-filtered', `/shop/listing?category=${gaming._id}&sortBy=price-lowtohigh`],
      ['storefront-product', `/shop/product/${onSale?._id ?? ''}`],
      ['storefront-deals', '/shop/deals'],
      ['storefront-new', '/shop/new'],
      ['storefront-search', '/shop/search?keyword=asus+rgo+strix'],
      ['storefront-search-empty', '/shop/search?keyword=zzzzqx'],
      ['storefront-about', '/shop/about'],
      ['storefront-product-not-found', '/shop/product/00000000-0000-4000-8000-000000000000'],
    ];
    for (const [name, path] of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await screenshotBoth(page, name);
    }
  });
});
