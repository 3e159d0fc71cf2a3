import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectPath, login, registerCustomer, screenshotBoth, screenshotMobile, WIDTHS } from './helpers';

// Issue 13 items 9 and 10: the store's policy pages, and the customer's own data
// (docs/decisions/031): download it, then delete the account.

const POLICIES = [
  ['delivery', 'Delivery', 'Delivery policy'],
  ['returns', 'Returns', 'Returns and refunds'],
  ['privacy', 'Privacy', 'Privacy policy'],
  ['terms', 'Terms', 'Terms and conditions'],
] as const;

test('a guest reaches every policy page from the footer, rendered on the server with its title', async ({ page, request }) => {
  for (const [slug, , title] of POLICIES) {
    // The server's HTML already holds the page (no JavaScript needed), with its title.
    const response = await request.get(`/shop/policies/${slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${title} | Falcon Computers</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  }
  expect((await request.get('/shop/policies/secrets')).status()).toBe(404);

  await page.goto('/shop/home');
  const footer = page.getByRole('contentinfo');
  for (const [slug, label, title] of POLICIES) {
    await footer.getByRole('link', { name: label, exact: true }).click();
    await expectPath(page, `/shop/policies/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Falcon Computers`);
  }
  await page.goto('/shop/policies/privacy');
  await screenshotBoth(page, 'policy-privacy');
});

test('a customer downloads their data, then deletes the account and cannot log in again', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await login(page, customer.email, customer.password);
  await expectPath(page, '/shop/home');
  await page.goto('/shop/account');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toBeVisible();
  await screenshotBoth(page, 'account-data');

  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^falcon-account-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as { profile: { email: string }; sessions: unknown[] };
  expect(file.profile.email).toBe(customer.email);
  expect(file.sessions).toHaveLength(1);
  await expect(section.getByText(/^Your data was saved as falcon-account-data-/)).toBeVisible();

  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill(customer.password);
  await dialog.getByRole('checkbox', { name: /I understand that my account will be deleted/ }).check();
  await screenshotMobile(page, 'delete-account-dialog');
  await page.setViewportSize(WIDTHS.desktop);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expectPath(page, '/shop/home');
  await expect(page.getByText('Your account has been deleted', { exact: true })).toBeVisible();
  expect((await page.request.get('/api/auth/check-auth')).status()).toBe(401);
  const again = await request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } });
  expect(again.status()).toBe(401);
});
