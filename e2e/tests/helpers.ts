import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-1' };

const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'screenshots');

export const WIDTHS = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } } as const;

/** A screenshot kept with the test output, at desktop and phone width. */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  for (const [label, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(shotsDir, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(WIDTHS.desktop);
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
