import { expect, test } from '@playwright/test';
import { expectPath, screenshotBoth } from './helpers';

// The Arabic store under /ar (issue 12, docs/decisions/023): right to left from
// the server's HTML, a language switch that keeps the page, and `/` that follows
// the language the shopper chose.

test('an Arabic page comes right to left from the server, in Arabic, with its font', async ({ page }) => {
  const response = await page.goto('/ar/shop/home');
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await expect(nav.getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/ar/shop/home');
  await expect(page.getByRole('combobox', { name: 'البحث عن المنتجات' })).toBeVisible();
  // The Arabic face arrives once the page has loaded (Arabic pages only), and Arabic text uses it.
  const plexLoaded = () =>
    page.evaluate(() => [...document.fonts].some((face) => face.family.replaceAll('"', '') === 'IBM Plex Sans Arabic' && face.status === 'loaded'));
  await expect.poll(plexLoaded).toBe(true);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "IBM Plex Sans Arabic"', 'الرئيسية'))).toBe(true);
  await screenshotBoth(page, 'arabic-home');
});

test('English pages carry none of the Arabic texts or font', async ({ page }) => {
  const scripts: string[] = [];
  const styles: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (url.endsWith('.js')) scripts.push(url);
    if (url.endsWith('.css') || url.endsWith('.woff2')) styles.push(url);
  });
  await page.goto('/shop/home');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(scripts.filter((url) => /ar-layout|arabic/.test(url))).toEqual([]);
  expect(styles.filter((url) => /arabic/.test(url))).toEqual([]);
});

test('the language switch keeps the page and its query, both ways, and `/` follows the choice', async ({ page, context }) => {
  await page.goto('/shop/listing?sortBy=price-lowtohigh');
  await page.getByRole('link', { name: 'العربية' }).click();
  await expectPath(page, '/ar/shop/listing');
  expect(new URL(page.url()).search).toBe('?sortBy=price-lowtohigh');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ar');

  // `/` now opens the Arabic store.
  await page.goto('/');
  await expectPath(page, '/ar/shop/home');

  // And back to English, which `/` then remembers.
  await page.getByRole('link', { name: 'English' }).click();
  await expectPath(page, '/shop/home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.goto('/');
  await expectPath(page, '/shop/home');
});

test('the phone menu has the switch too, and links inside an Arabic page stay in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/shop/about');
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  const menu = page.getByRole('dialog', { name: 'القائمة' });
  await menu.getByRole('link', { name: 'وصل حديثًا' }).click();
  await expectPath(page, '/ar/shop/new');
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  await page.getByRole('dialog', { name: 'القائمة' }).getByRole('link', { name: 'English' }).click();
  await expectPath(page, '/shop/new');
});

test('a guest asking for the Arabic account page is sent to the Arabic login, never to /shop/home', async ({ page }) => {
  await page.goto('/ar/shop/account');
  await expectPath(page, '/ar/auth/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await screenshotBoth(page, 'arabic-login');
});

test.describe('a browser that prefers Arabic', () => {
  test.use({ locale: 'ar-AE' });

  test('is offered the Arabic store on its first visit, not redirected', async ({ page }) => {
    await page.goto('/shop/about');
    await expectPath(page, '/shop/about');
    const offer = page.getByRole('region', { name: 'Arabic store' });
    await offer.getByRole('link', { name: 'تصفّح هذه الصفحة باللغة العربية' }).click();
    await expectPath(page, '/ar/shop/about');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
