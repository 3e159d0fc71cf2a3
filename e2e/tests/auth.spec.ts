import { expect, test } from '@playwright/test';
import { ADMIN, expectPath, login, newCustomer, screenshotBoth } from './helpers';

test.describe('accounts', () => {
  test('a shopper registers, logs in, sees the initial and logs out', async ({ page }) => {
    const customer = newCustomer();
    await page.goto('/auth/register');
    await expect(page.getByRole('heading', { name: 'Welcome to Falcon Computers' })).toBeVisible();
    await page.getByLabel('Full name').fill(customer.name);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Phone number').fill(customer.phone);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Registration does not sign in: the shopper goes on to the login form.
    await expectPath(page, '/auth/login');
    await login(page, customer.email, customer.password);
    await expectPath(page, '/shop/home');

    const avatar = page.getByRole('button', { name: 'Account menu' });
    await expect(avatar).toHaveText('O');
    await avatar.click();
    await expect(page.getByText(`Logged in as ${customer.name}`)).toBeVisible();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectPath(page, '/auth/login');

    await page.goto('/shop/home');
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('G');
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await login(page, ADMIN.email, 'not-the-password');
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expectPath(page, '/auth/login');
  });

  test('registering an e-mail twice shows the conflict', async ({ page, request }) => {
    const customer = newCustomer();
    const first = await request.post('/api/auth/register', { data: customer });
    expect(first.status()).toBe(201);
    await page.goto('/auth/register');
    await page.getByLabel('Full name').fill(customer.name);
    await page.getByLabel('Email').fill(customer.email.toUpperCase());
    await page.getByLabel('Phone number').fill(customer.phone);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('An account with this email already exists')).toBeVisible();
  });
});

test.describe('route guard', () => {
  test('an anonymous visitor on an admin page goes to the shop home', async ({ page }) => {
    await page.goto('/admin/products');
    await expectPath(page, '/shop/home');
  });

  test('a customer on /admin goes to the unauthorised page', async ({ page, request }) => {
    const customer = newCustomer();
    expect((await request.post('/api/auth/register', { data: customer })).status()).toBe(201);
    await login(page, customer.email, customer.password);
    await expectPath(page, '/shop/home');
    await page.goto('/admin/dashboard');
    await expectPath(page, '/unauth-page');
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  });

  test('an admin on the shop goes to the dashboard', async ({ page }) => {
    await login(page, ADMIN.email, ADMIN.password);
    await expectPath(page, '/admin/dashboard');
    await page.goto('/shop/home');
    await expectPath(page, '/admin/dashboard');
  });

  test('an anonymous visitor on the account page logs in and comes back to it', async ({ page, request }) => {
    const customer = newCustomer();
    expect((await request.post('/api/auth/register', { data: customer })).status()).toBe(201);
    await page.goto('/shop/account');
    await expectPath(page, '/auth/login');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectPath(page, '/shop/account');
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('/ goes to the shop home', async ({ page }) => {
    await page.goto('/');
    await expectPath(page, '/shop/home');
  });
});

test.describe('screenshots', () => {
  test('auth page and both layouts at desktop and phone width', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Welcome to Falcon Computers' })).toBeVisible();
    await screenshotBoth(page, 'auth-login');
    await page.goto('/auth/register');
    await screenshotBoth(page, 'auth-register');

    await page.goto('/shop/home');
    await expect(page.getByText('Registered users get FREE first delivery!')).toBeVisible();
    await screenshotBoth(page, 'layout-shop');

    await login(page, ADMIN.email, ADMIN.password);
    await expectPath(page, '/admin/dashboard');
    await screenshotBoth(page, 'layout-admin');
  });
});
