import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { WIDTHS } from './helpers';

// What every Arabic page must be (issue 12, Tests): right to left and Arabic in
// the server's HTML, no sideways scrolling, no English word left in the
// interface, axe clean, and a screenshot at 1366 and 390 px kept with the output.

const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'screenshots');

/** The store's name, a brand written in Latin letters on both trees (STORE_NAME of start-server.mjs: the default). */
const STORE_NAME = 'Falcon';
/** Latin abbreviations the Arabic design keeps: none today (prices use "د.إ"); add one here only when the design does. */
const DESIGN_ABBREVIATIONS: readonly string[] = [];

/**
 * Web addresses, e-mail addresses, order references (FC-7K3M-9QXD, an older FC-000123, or the "FC-" a hint names) and SKUs
 * (ASU-LAP-000042, docs/decisions/032): Latin by nature, never interface words.
 */
const LATIN_BY_NATURE = /https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\bFC-(?:[0-9A-Z]{4}-[0-9A-Z]{4}\b|\d*)|\b[A-Z0-9]{1,3}-[A-Z0-9]{1,3}-\d{6,7}\b/g;

/** Latin words (letters, with inner apostrophes, dots or hyphens) in a text, e-mail addresses and order numbers left out. */
export function latinWords(text: string): string[] {
  return text.replace(LATIN_BY_NATURE, ' ').match(/[A-Za-z](?:[A-Za-z0-9]|['’.\-+](?=[A-Za-z0-9]))*/g) ?? [];
}

/**
 * The Latin words the Arabic pages may show: those of the catalogue's own data in
 * Arabic (product titles, descriptions, specification values, brand and category
 * names, slides) and the store's name; a test adds its own data (the
 * customer's name, the titles an order kept). Built from the data, so an interface word that
 * leaks is never hidden by a list of words.
 */
export async function catalogueLatinWords(request: APIRequestContext): Promise<Set<string>> {
  const texts: string[] = [STORE_NAME, ...DESIGN_ABBREVIATIONS];
  const read = async (url: string): Promise<unknown> => {
    const response = await request.get(url);
    expect(response.ok(), url).toBe(true);
    return ((await response.json()) as { data: unknown }).data;
  };
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) if (!['_id', 'image', 'images', 'createdAt', 'slug'].includes(key)) collect(inner);
    }
  };
  for (let pageNumber = 1; ; pageNumber += 1) {
    const response = await request.get(`/api/shop/products/get?lang=ar&limit=100&page=${pageNumber}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { data: unknown[]; totalPages: number };
    collect(body.data);
    if (pageNumber >= body.totalPages) break;
  }
  collect(await read('/api/shop/brands?lang=ar'));
  collect(await read('/api/shop/categories?lang=ar'));
  collect(await read('/api/shop/features?lang=ar'));
  return new Set(texts.flatMap(latinWords));
}

/**
 * The interface text of the page as a shopper meets it: the visible text, the
 * options of its lists, the document's title, and the names given to assistive
 * technology (aria-label, alt, title, placeholder). Text marked as another
 * language (`lang="en"`, e.g. the switch's "English") is that language by design.
 */
async function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    // Inside an element marked as another language than Arabic.
    const FOREIGN = '[lang]:not([lang^="ar"])';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(FOREIGN) || parent.closest('script, style, noscript, template')) continue;
      const shown = parent.closest('option') !== null || parent.checkVisibility({ visibilityProperty: true }) || parent.closest('.sr-only') !== null;
      if (shown && node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder], [aria-roledescription]')) {
      if (element.closest(FOREIGN)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription']) {
        const value = element.getAttribute(name);
        if (value?.trim()) texts.push(value.trim());
      }
    }
    return texts;
  });
}

/**
 * The Latin words of a product's shown reviews (the reviewers' first names and
 * their texts): shoppers' words, not the interface's. Read just before a page
 * that shows them is checked, since other tests write reviews meanwhile.
 */
export async function reviewLatinWords(request: APIRequestContext, productId: string): Promise<string[]> {
  const response = await request.get(`/api/shop/reviews/${productId}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { author: string; text: string }[] };
  return body.data.flatMap((review) => latinWords(`${review.author} ${review.text}`));
}

/** A key's name on the keyboard (the toasts' F8), the same in both languages. */
const KEY_NAME = /^F\d{1,2}$/;

/** Each Latin word of the interface that is not catalogue data or a key's name, with the text it stands in. */
export async function englishLeft(page: Page, allowed: ReadonlySet<string>): Promise<string[]> {
  const leaks = new Set<string>();
  for (const text of await interfaceTexts(page)) {
    const words = latinWords(text).filter((word) => !allowed.has(word) && !KEY_NAME.test(word));
    if (words.length > 0) leaks.add(`${words.join(' ')} ‹${text.slice(0, 120)}›`);
  }
  return [...leaks];
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical axe violations of the page as it is now, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `[${violation.impact}] ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
}

/** Waits until no finite animation runs (a panel sliding in). */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** The server's HTML of an address starts right to left and in Arabic. */
export async function expectArabicHtml(request: APIRequestContext, address: string): Promise<void> {
  const response = await request.get(address);
  expect(response.status(), address).toBe(200);
  expect((await response.text()).slice(0, 60), address).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
}

/**
 * The page as it is now, at 1366 and at 390 px: nothing wider than the screen,
 * no English word, no serious or critical axe violation (soft: every page is
 * checked and every finding reported), and a screenshot `ar-<name>-<width>.png`.
 * `fullPage: false` for an open panel, which a full-page picture would cut off.
 */
export async function checkArabicPage(page: Page, name: string, allowed: ReadonlySet<string>, options: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  for (const size of Object.values(WIDTHS)) {
    await page.setViewportSize(size);
    await page.waitForLoadState('networkidle');
    await settle(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect.soft(overflow, `${name} at ${size.width} px scrolls sideways by ${overflow} px`).toBe(0);
    expect.soft(await englishLeft(page, allowed), `English words on ${name} at ${size.width} px`).toEqual([]);
    expect.soft(await axeViolations(page), `axe on ${name} at ${size.width} px`).toEqual([]);
    // From the top, so the sticky header sits where it belongs in the full-page picture.
    if (options.fullPage ?? true) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(shotsDir, `ar-${name}-${size.width}.png`), fullPage: options.fullPage ?? true });
  }
  await page.setViewportSize(WIDTHS.desktop);
}
