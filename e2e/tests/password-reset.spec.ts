import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectPath, newCustomer } from './helpers';
import { waitForMail } from './mailbox';

// Issue 13 item 1: forgot password → the e-mail's link → a new password → signed in.

const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'screenshots');

/** The page at 390 and 1280 px wide, for a person to look at. */
async function screenshots(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: path.join(shotsDir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a customer who forgot the password gets a link, sets a new password and is signed in', async ({ page, request }) => {
  const customer = newCustomer();
  const registered = await request.post('/api/auth/register', { data: customer });
  expect(registered.status()).toBe(201);

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectPath(page, '/auth/forgot-password');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for this email, we have sent it a link')).toBeVisible();
  await screenshots(page, 'forgot-password');

  const [link] = await waitForMail(customer.email, /http:\/\/127\.0\.0\.1:\d+\/auth\/reset-password#token=[A-Za-z0-9_-]{43}/);
  const referrers: (string | undefined)[] = [];
  page.on('request', (sent) => referrers.push(sent.headers().referer));
  const opened = page.waitForResponse((response) => response.url().endsWith('/auth/reset-password'));
  await page.goto(link);
  expect((await opened).headers()['referrer-policy']).toBe('no-referrer');
  // The token leaves the address bar at once.
  await expect(page).toHaveURL((url) => url.pathname === '/auth/reset-password' && url.hash === '');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await screenshots(page, 'reset-password');

  await page.getByLabel('New password').fill('a brand new password');
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await expectPath(page, '/shop/home');
  expect(referrers.filter((r) => r?.includes('token'))).toEqual([]);

  const session = await page.request.get('/api/auth/check-auth');
  expect(session.status()).toBe(200);
  expect((await session.json()).user.email).toBe(customer.email);
  // The link worked once; the old password is gone, the new one signs in.
  expect((await request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).status()).toBe(401);
  expect((await request.post('/api/auth/login', { data: { email: customer.email, password: 'a brand new password' } })).status()).toBe(200);
});
