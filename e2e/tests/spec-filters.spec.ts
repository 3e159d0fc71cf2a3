import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { screenshotBoth } from './helpers';

// Shopping by specification (issue 24 item 3, docs/decisions/052): the
// category page's filters, before JavaScript (a GET form) and after (the
// address changes, the page stays), in English and Arabic; the search page's
// (decision 052's addendum on search) at 390 and 1366 px.

async function displaysId(request: APIRequestContext): Promise<string> {
  const answer = (await (await request.get('/api/shop/categories')).json()) as { data: { _id: string; category: string }[] };
  const displays = answer.data.find((c) => c.category === 'Display');
  if (!displays) throw new Error('The demo catalogue has no Display category');
  return displays._id;
}

const TEXTS = {
  en: { filters: 'Filters', panel: 'Panel', apply: 'Apply filters', chip: /^Remove filter: Panel: OLED$/, refresh: 'Refresh rate', min: 'Min' },
  ar: { filters: 'التصفية', panel: 'نوع اللوحة', apply: 'تطبيق التصفية', chip: /إزالة عامل التصفية: .*نوع اللوحة.*: .*OLED/, refresh: 'معدل التحديث', min: 'من' },
} as const;
const BRAND = { en: 'Brand', ar: 'العلامة التجارية' } as const;

const productCards = (page: Page) => page.getByRole('main').locator('li h2');
const filterColumn = (page: Page, lang: 'en' | 'ar') => page.getByRole('complementary', { name: TEXTS[lang].filters });

async function openDisplays(page: Page, request: APIRequestContext, lang: 'en' | 'ar'): Promise<number> {
  await page.goto(`${lang === 'ar' ? '/ar' : ''}/shop/listing?category=${await displaysId(request)}`);
  const before = await productCards(page).count();
  expect(before).toBeGreaterThan(2);
  return before;
}

/** Ticks OLED in the Panel group, whose count says what the list will hold. */
async function tickOled(page: Page, lang: 'en' | 'ar'): Promise<number> {
  const panel = filterColumn(page, lang).getByRole('group', { name: TEXTS[lang].panel });
  const oled = panel.getByRole('checkbox', { name: /^OLED\W/ });
  const count = Number((await oled.locator('xpath=..').innerText()).match(/(\d+)\s*$/)?.[1]);
  await oled.click();
  return count;
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`${lang}: before JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('ticking a choice and submitting the form shows fewer products and the chip', async ({ page, request }) => {
      const before = await openDisplays(page, request, lang);
      const expected = await tickOled(page, lang);
      await filterColumn(page, lang).getByRole('button', { name: TEXTS[lang].apply }).click();
      // The form's fields become the list's own address.
      await expect(page).toHaveURL(/[?&]f\.panel=OLED(&|$)/);
      expect(page.url()).not.toContain('.min=');
      await expect(productCards(page)).toHaveCount(expected);
      expect(expected).toBeLessThan(before);
      const chip = page.getByRole('link', { name: TEXTS[lang].chip });
      await expect(chip).toBeVisible();
      // The chip is a link to the list without it.
      await chip.click();
      await expect(productCards(page)).toHaveCount(before);
    });
  });

  test.describe(`${lang}: on a phone before JavaScript`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

    test('the Filters link opens the filters column, and its form filters the list', async ({ page, request }) => {
      const before = await openDisplays(page, request, lang);
      await expect(filterColumn(page, lang)).toBeHidden();
      await page.getByRole('link', { name: new RegExp(`^${TEXTS[lang].filters}( |$)`) }).click();
      await expect(filterColumn(page, lang)).toBeVisible();
      const expected = await tickOled(page, lang);
      await filterColumn(page, lang).getByRole('button', { name: TEXTS[lang].apply }).click();
      await expect(productCards(page)).toHaveCount(expected);
      expect(expected).toBeLessThan(before);
      await expect(page.getByRole('link', { name: TEXTS[lang].chip })).toBeVisible();
    });
  });

  test.describe(`${lang}: with JavaScript`, () => {
    test('ticking a choice filters the list without reloading the page, and the counts follow a range', async ({ page, request }) => {
      const before = await openDisplays(page, request, lang);
      await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
      const expected = await tickOled(page, lang);
      await expect(page).toHaveURL(/[?&]f\.panel=OLED(&|$)/);
      await expect(productCards(page)).toHaveCount(expected);
      expect(expected).toBeLessThan(before);
      await expect(page.getByRole('link', { name: TEXTS[lang].chip })).toBeVisible();

      // Refresh rate from 240 Hz: the panel counts now say what each panel gives at 240 Hz and above.
      const ips = filterColumn(page, lang).getByRole('group', { name: TEXTS[lang].panel }).getByRole('checkbox', { name: /^IPS\W/ });
      const ipsBefore = await ips.locator('xpath=..').innerText();
      const refresh = filterColumn(page, lang).getByRole('group', { name: new RegExp(TEXTS[lang].refresh) });
      await refresh.getByRole('spinbutton', { name: TEXTS[lang].min }).fill('240');
      await refresh.getByRole('spinbutton', { name: TEXTS[lang].min }).press('Enter');
      await expect(page).toHaveURL(/f\.refresh_hz=240\.\./);
      await expect(ips.locator('xpath=..')).not.toHaveText(ipsBefore);
      expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    });
  });
}

test('screenshots: the category page with its filters at 390 and 1366 px, English and Arabic', async ({ page, request }) => {
  const id = await displaysId(request);
  for (const prefix of ['', '/ar']) {
    await page.goto(`${prefix}/shop/listing?category=${id}&f.panel=OLED&f.panel=QD-OLED&f.refresh_hz=240..`);
    await expect(productCards(page).first()).toBeVisible();
    await screenshotBoth(page, `spec-filters${prefix ? '-ar' : ''}`);
  }
});

/** A brand of the search "rtx" that holds some of its results but not all, and how many the search finds. */
async function rtxBrand(request: APIRequestContext, lang: 'en' | 'ar') {
  const answer = (await (await request.get(`/api/shop/products/search?keyword=rtx&facets=1&lang=${lang}`)).json()) as {
    total: number;
    facets: { brand: { value: string; label: string; count: number }[] };
  };
  // A brand whose products fit one page (24), among results of several brands.
  const brand = answer.facets.brand.find((b) => b.count > 1 && b.count < Math.min(answer.total, 24));
  if (!brand) throw new Error('"rtx" should find products of several brands');
  return { ...brand, total: answer.total };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const lang of ['en', 'ar'] as const) {
  for (const width of [390, 1366]) {
    test(`${lang} at ${width} px: search "rtx", tick a brand, and the results and counts follow`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const brand = await rtxBrand(request, lang);
      await page.goto(`${lang === 'ar' ? '/ar' : ''}/shop/search?keyword=rtx`);
      await expect(productCards(page)).toHaveCount(Math.min(brand.total, 24));
      // On a phone the filters are in the drawer.
      let filters = filterColumn(page, lang);
      if (width === 390) {
        await page.getByRole('button', { name: new RegExp(`^${TEXTS[lang].filters}`) }).click();
        filters = page.getByRole('dialog', { name: TEXTS[lang].filters });
      }
      const box = filters.getByRole('group', { name: BRAND[lang] }).getByRole('checkbox', { name: new RegExp(`^${escaped(brand.label)}\\W`) });
      // The count beside the brand is what ticking it gives.
      await expect(box.locator('xpath=..')).toHaveText(new RegExp(`${brand.count}\\s*$`));
      await box.click();
      await expect(page).toHaveURL(new RegExp(`\\?keyword=rtx&brand=${brand.value}$`));
      if (width === 390) await page.keyboard.press('Escape');
      await expect(productCards(page)).toHaveCount(brand.count);
      // The other brands' counts stay (their facet ignores its own selection); the category counts follow.
      const categories = (await (await request.get(`/api/shop/products/search?keyword=rtx&brand=${brand.value}&facets=1&lang=${lang}`)).json()) as {
        facets: { category: { label: string; count: number }[] };
      };
      const first = categories.facets.category.find((c) => c.count > 0);
      if (width === 390) await page.getByRole('button', { name: new RegExp(`^${TEXTS[lang].filters}`) }).click();
      const category = filters.getByRole('group', { name: lang === 'ar' ? 'الفئة' : 'Category' }).getByRole('checkbox', { name: new RegExp(`^${escaped(first?.label ?? '')}\\W`) });
      await expect(category.locator('xpath=..')).toHaveText(new RegExp(`${first?.count}\\s*$`));
      if (width === 390) await page.keyboard.press('Escape');
      else await screenshotBoth(page, `search-filters${lang === 'ar' ? '-ar' : ''}`);
    });
  }
}

test.describe('search before JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the Filters link opens the column, and its form keeps the words', async ({ page, request }) => {
    const brand = await rtxBrand(request, 'en');
    await page.goto('/shop/search?keyword=rtx');
    await page.getByRole('link', { name: /^Filters( |$)/ }).click();
    await filterColumn(page, 'en').getByRole('group', { name: 'Brand' }).getByRole('checkbox', { name: new RegExp(`^${escaped(brand.label)}\\W`) }).check();
    await filterColumn(page, 'en').getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?keyword=rtx&brand=${brand.value}$`));
    await expect(productCards(page)).toHaveCount(brand.count);
  });
});
