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
