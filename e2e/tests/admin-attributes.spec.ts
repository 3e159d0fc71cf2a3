// A category's typed attributes end to end (issue 24 item 1, docs/decisions/048): the admin
// adds a number attribute to the displays, sets it on a display in the product form, and a
// shopper reads it in the product page's specification table, at desktop and phone width.
import { expect, test } from '@playwright/test';
import { ADMIN, login, screenshotBoth, screenshotPath, WIDTHS } from './helpers';

test('an admin adds a number attribute to a category, sets it on a product, and the product page shows it', async ({ page, browser }) => {
  test.slow();
  const tag = Date.now().toString(36);
  const code = `weight_${tag}`;
  const label = `Weight ${tag}`;
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const categories = (await (await page.request.get('/api/admin/categories/getall')).json()) as { data: { _id: string; category: string }[] };
  const display = categories.data.find((category) => category.category === 'Display');
  expect(display).toBeDefined();
  const listed = (await (await page.request.get(`/api/admin/products/getall?category=${display?._id}&limit=4`)).json()) as { data: { _id: string; title: string }[] };
  const product = listed.data[0];
  expect(product).toBeDefined();

  await page.goto('/admin/category');
  await page.getByRole('link', { name: 'Attributes of Display' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Attributes of Display' })).toBeVisible();
  await page.getByRole('button', { name: 'Add attribute' }).click();
  const form = page.getByRole('dialog', { name: 'Add an attribute' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Type').selectOption({ label: 'Number' });
  await form.getByLabel('Label', { exact: true }).fill(label);
  await form.getByLabel('Label (Arabic)').fill('الوزن');
  await form.getByLabel('Unit').fill('kg');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('table', { name: 'Attributes, in display order' }).getByRole('row').filter({ hasText: label });
  await expect(row).toContainText('Number (kg)');
  await expect(row).toContainText('Compare, Specification table');
  await screenshotBoth(page, 'admin-attributes');

  await page.goto(`/admin/products?search=${encodeURIComponent(product?.title ?? '')}`);
  await page.getByRole('button', { name: `Edit ${product?.title}` }).first().click();
  const edit = page.getByRole('dialog', { name: 'Edit product' });
  const weight = edit.getByLabel(`${label} (kg)`);
  await expect(weight).toBeVisible();
  await screenshotBoth(page, 'admin-product-attributes', { fullPage: false });
  await weight.fill('5.4');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();

  // A shopper (the admin's own pages are the admin area) reads it in the specification table.
  const shopper = await browser.newPage();
  for (const size of Object.values(WIDTHS)) {
    await shopper.setViewportSize(size);
    await shopper.goto(`/shop/product/${product?._id}`);
    const specs = shopper.getByRole('table', { name: `Specifications of ${product?.title}` });
    await expect(specs.getByRole('row', { name: `${label} 5.4 kg` })).toBeVisible();
  }
  await shopper.goto(`/ar/shop/product/${product?._id}`);
  // The unit in Arabic on an Arabic page (packages/contract/src/attribute-units.ts).
  await expect(shopper.getByRole('row').filter({ hasText: 'الوزن' })).toContainText('5.4 كغ');
  await shopper.screenshot({ path: screenshotPath('product-attributes-ar-390'), fullPage: true });
  await shopper.close();

  // The other tests' catalogue stays as it was.
  await page.goto(`/admin/category/${display?._id}/attributes`);
  await page.getByRole('button', { name: `Delete ${label}` }).click();
  await page.getByRole('dialog', { name: 'Delete this attribute?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('table', { name: 'Attributes, in display order' }).getByRole('row').filter({ hasText: label })).toHaveCount(0);
});
