import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, loginViaApi, screenshotBoth } from './helpers';

// Issue 14 item 9 (docs/decisions/038): the admin downloads the catalogue as
// CSV, checks a file with mistakes (each reported by line), then imports a
// clean one and watches its progress to the summary, which a reload shows again.

/** Serious and critical WCAG 2.1 AA findings of axe on the page as it is (the a11y spec's rule). */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const HEADER = 'sku,title,title_ar,brand,category,price,sale_price,stock,specs,specs_ar';

test('import a CSV in the admin with its progress and its report', async ({ page }) => {
  // Three axe runs and four pairs of screenshots, the reload's included.
  test.slow();
  await loginViaApi(page.request, ADMIN.email, ADMIN.password);
  const brands = (await (await page.request.get('/api/admin/brands/getall')).json()) as { data: { brand: string }[] };
  const categories = (await (await page.request.get('/api/admin/categories/getall')).json()) as { data: { category: string }[] };
  const brand = brands.data[0]?.brand ?? '';
  const category = categories.data[0]?.category ?? '';
  const stamp = Date.now().toString(36).toUpperCase();

  await page.goto('/admin/products');
  await expect(page.getByRole('link', { name: 'Import / export CSV' })).toBeVisible();
  await screenshotBoth(page, 'admin-products-import-link');
  await page.getByRole('link', { name: 'Import / export CSV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import and export' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Products', exact: true })).toHaveAttribute('aria-current', 'page');

  // The export is a download of the whole catalogue.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);

  // A file with mistakes: every one reported by its line, and nothing to import.
  const bad = [
    HEADER,
    `E2E-${stamp}-1,Good row,,${brand},${category},100,,1,,`,
    `E2E-${stamp}-2,Unknown brand,,Acme Nobody,${category},100,,1,,`,
    `E2E-${stamp}-3,Price in words,,${brand},${category},one hundred,,1,,`,
  ].join('\n');
  const picker = page.getByLabel('CSV file');
  await picker.setInputFiles({ name: 'mistakes.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('The file has 2 problems. Fix them in the spreadsheet and check again; nothing was saved.')).toBeVisible();
  const report = page.getByRole('table', { name: 'Problems in the file' });
  await expect(report.getByRole('row')).toHaveCount(3);
  await expect(report.getByRole('row').nth(1)).toContainText(`3E2E-${stamp}-2brandNo brand is called "Acme Nobody". Add it on the Brands page first`);
  await expect(report.getByRole('row').nth(2)).toContainText(`4E2E-${stamp}-3priceWrite a plain number such as 1299.50`);
  await expect(page.getByRole('button', { name: /^Import/ })).toBeDisabled();
  expect(await axeFindings(page)).toEqual([]);
  await screenshotBoth(page, 'catalogue-import-report');

  // A clean file: checked, then imported with its progress and summary.
  const good = [
    HEADER,
    `E2E-${stamp}-1,Imported desk lamp,مصباح مكتب,${brand},${category},149.00,129.00,7,Power: 9 W | Colour: Black,القدرة: 9 واط | اللون: أسود`,
    `E2E-${stamp}-2,Imported mouse pad,,${brand},${category},59.50,,40,,`,
    `E2E-${stamp}-3,Imported cable,,${brand},${category},25,,100,,`,
  ].join('\r\n');
  await picker.setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${good}`) });
  await expect(page.getByRole('button', { name: /^Import/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('The file is ready: 3 rows, 3 new, 0 changed, 0 unchanged.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByText('Import finished: 3 created, 0 updated, 0 unchanged')).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toHaveAttribute('value', '3');
  await expect(progress).toHaveAttribute('max', '3');
  await expect(page.getByText('3 of 3 rows saved')).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await screenshotBoth(page, 'catalogue-import-done');

  // The import is a job (issue 26 item 17): a reload shows it again, with its result.
  await page.reload();
  await expect(page.getByText(/^Last import, started /)).toBeVisible();
  await expect(page.getByText('Import finished: 3 created, 0 updated, 0 unchanged')).toBeVisible();
  await expect(page.getByText('3 of 3 rows saved')).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await screenshotBoth(page, 'catalogue-import-after-reload');

  // The products are in the catalogue.
  await page.goto(`/admin/products?search=E2E-${stamp}-1`);
  await expect(page.getByText('Imported desk lamp')).toBeVisible();
});
