import { expect, test } from '@playwright/test';
import { screenshotBoth } from './helpers';

// Issue 14 item 5: a guest compares four products of one category; a fifth and
// another category are refused with a clear message; the comparison survives a reload.

interface Row {
  _id: string;
  title: string;
  category: string;
  specs: { label: string }[];
}

test('a guest compares four products of one category', async ({ page, request }) => {
  const all = ((await (await request.get('/api/shop/products/get?limit=100')).json()) as { data: Row[] }).data;
  const byCategory = new Map<string, Row[]>();
  for (const p of all.filter((row) => row.specs.length > 0)) byCategory.set(p.category, [...(byCategory.get(p.category) ?? []), p]);
  const [category, same] = [...byCategory].find(([, list]) => list.length >= 5) ?? [];
  const other = all.find((p) => p.category !== category);
  if (!same || !other) throw new Error('the demo catalogue needs five products of one category');

  for (const product of same.slice(0, 4)) {
    await page.goto(`/shop/product/${product._id}`);
    await page.getByRole('button', { name: 'Add to compare' }).click();
    await expect(page.getByText('Added to the comparison', { exact: true }).first()).toBeVisible();
  }
  await page.goto(`/shop/product/${same[4]?._id}`);
  await page.getByRole('button', { name: 'Add to compare' }).click();
  await expect(page.getByText('You can compare at most 4 products. Remove one to add another.', { exact: true })).toBeVisible();
  await page.goto(`/shop/product/${other._id}`);
  await page.getByRole('button', { name: 'Add to compare' }).click();
  await expect(page.getByText('You can only compare products of one category. Clear the comparison to compare this one.', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Compare 4 products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compare products' })).toBeVisible();
  await page.reload();
  const table = page.getByRole('table', { name: 'Specifications side by side; highlighted rows differ' });
  for (const product of same.slice(0, 4)) await expect(table.getByRole('link', { name: product.title })).toBeVisible();
  // Every row has a cell per product, and at least one row differs.
  await expect(table.locator('tbody tr').first().locator('td')).toHaveCount(4);
  await expect(table.getByText('Differs').first()).toBeVisible();
  await screenshotBoth(page, 'compare');

  await table.getByRole('button', { name: `Remove ${same[0]?.title} from the comparison` }).click();
  await expect(table.getByRole('link', { name: same[0]?.title })).toHaveCount(0);
  await page.goto('/ar/shop/compare');
  await expect(page.getByRole('heading', { level: 1, name: 'مقارنة المنتجات' })).toBeVisible();
  await screenshotBoth(page, 'compare-arabic');
  await page.getByRole('button', { name: 'امسح المقارنة' }).click();
  await expect(page.getByText('لا شيء للمقارنة بعد')).toBeVisible();
});

// Issue 24 item 7: the rows are the typed attributes marked for compare, in
// the page's language with their units; "Differs" only where the values
// differ; `?same=hide` hides the others; "Add to cart" under each product.

interface Display {
  _id: string;
  title: string;
  category: string;
  totalStock: number;
  attributes: { refresh_hz?: number; panel?: string };
}

test('two displays of one panel and different refresh rates: only the refresh row differs, the switch hides the panel row, Add to cart', async ({ page, request }) => {
  const categories = ((await (await request.get('/api/shop/categories')).json()) as { data: { _id: string; category: string }[] }).data;
  const displays = categories.find((c) => c.category === 'Display');
  const all = ((await (await request.get(`/api/shop/products/get?category=${displays?._id}&limit=100&inStock=true`)).json()) as { data: Display[] }).data;
  const pair = all.flatMap((a) => all.filter((b) => b._id > a._id && a.attributes.panel && b.attributes.panel === a.attributes.panel && a.attributes.refresh_hz !== b.attributes.refresh_hz && a.attributes.refresh_hz && b.attributes.refresh_hz).map((b) => [a, b] as const))[0];
  if (!pair) throw new Error('the demo catalogue needs two in-stock displays of one panel with different refresh rates');
  const [one, two] = pair;

  await page.goto('/shop/home');
  await page.evaluate((entries) => localStorage.setItem('compare_products', JSON.stringify(entries)), pair.map((p) => ({ id: p._id, category: p.category })));
  for (const [prefix, texts] of [
    ['', { refresh: /^Refresh rate/, panel: /^Panel/, differs: 'Differs', unit: 'Hz', hide: 'Hide identical rows', show: 'Show identical rows' }],
    ['/ar', { refresh: /^معدل التحديث/, panel: /^نوع اللوحة/, differs: 'مختلف', unit: 'هرتز', hide: 'إخفاء الصفوف المتطابقة', show: 'إظهار الصفوف المتطابقة' }],
  ] as const) {
    await page.goto(`${prefix}/shop/compare`);
    const table = page.getByRole('table');
    const refresh = table.getByRole('row', { name: texts.refresh });
    await expect(refresh.getByText(texts.differs)).toBeVisible();
    await expect(refresh.getByRole('cell').first()).toHaveText(new RegExp(`^${one.attributes.refresh_hz}\\s${texts.unit}$`));
    const panel = table.getByRole('row', { name: texts.panel });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(texts.differs)).toHaveCount(0);
    await screenshotBoth(page, `compare-attributes${prefix ? '-ar' : ''}`);

    await page.getByRole('link', { name: texts.hide }).click();
    await expect(page).toHaveURL(/\?same=hide$/);
    await expect(panel).toHaveCount(0);
    await expect(refresh).toBeVisible();
    await screenshotBoth(page, `compare-attributes-hidden${prefix ? '-ar' : ''}`);
    await page.getByRole('link', { name: texts.show }).click();
    await expect(panel).toBeVisible();
  }

  // A guest's cart is this browser's: Add to cart puts the product there.
  await page.goto('/shop/compare?same=hide');
  await page.getByRole('button', { name: `Add to cart: ${two.title}` }).click();
  await expect(page.getByText('Success: Product added to cart!', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('guest_cart'))).toContain(two._id);
});
