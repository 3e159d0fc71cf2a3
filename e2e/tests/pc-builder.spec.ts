import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginViaApi, registerCustomer, screenshotBoth, WIDTHS } from './helpers';

// The PC builder (issue 24 item 5, docs/decisions/049 "The builder page"): a
// build is its address; each slot lists what fits; the compatibility panel
// says what does not, with the numbers; the build goes to the cart in one
// step and a customer saves it to the account page.

// Eight picks, each a page, or several pages with their screenshots: more than the default minute on a busy 2-core machine.
test.describe.configure({ timeout: 240_000 });

const TEXTS = {
  en: {
    title: 'Build a PC',
    choose: 'Choose',
    fits: 'Parts that fit your build',
    ok: 'No problems found in the parts chosen.',
    slots: ['Processor', 'Motherboard', 'Memory', 'Graphics card', 'Storage', 'Power supply', 'Case', 'CPU cooler'],
    add: 'Add build to cart',
    added: '8 parts added to your cart',
  },
  ar: {
    title: 'جمّع جهازك',
    choose: 'اختر',
    fits: 'القطع المتوافقة مع جهازك',
    ok: 'لا توجد مشكلات في القطع المختارة.',
    slots: ['المعالج', 'اللوحة الأم', 'الذاكرة', 'بطاقة الرسومات', 'التخزين', 'مزود الطاقة', 'صندوق الجهاز', 'مبرد المعالج'],
    add: 'أضف الجهاز إلى السلة',
    added: 'أُضيفت 8 قطع إلى سلتك',
  },
} as const;

interface Part {
  _id: string;
  title: string;
}

/** A demo part of the category of `slug` whose title starts with `title`. */
async function part(request: APIRequestContext, slug: string, title: string): Promise<Part> {
  const categories = (await (await request.get('/api/shop/categories')).json()) as { data: { _id: string; slug: string }[] };
  const category = categories.data.find((c) => c.slug === slug);
  if (!category) throw new Error(`no category ${slug}`);
  const list = (await (await request.get(`/api/shop/products/get?category=${category._id}&limit=50`)).json()) as { data: Part[] };
  const found = list.data.find((p) => p.title.startsWith(title));
  if (!found) throw new Error(`no part ${title}`);
  return found;
}

const slotList = (page: Page, lang: 'en' | 'ar') => page.getByRole('region', { name: TEXTS[lang].fits });

/** Picks each slot's first part that fits, slot by slot, as a shopper would. */
async function buildCompatiblePc(page: Page, lang: 'en' | 'ar') {
  const texts = TEXTS[lang];
  await page.goto(`${lang === 'ar' ? '/ar' : ''}/shop/build`);
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  for (const slot of texts.slots) {
    await page.getByRole('link', { name: `${texts.choose}: ${slot}`, exact: true }).click();
    const list = slotList(page, lang);
    await list.getByRole('link', { name: new RegExp(`^${texts.choose}: `) }).first().click();
    await expect(list).toBeHidden();
  }
  await expect(page.getByText(texts.ok)).toBeVisible();
}

for (const lang of ['en', 'ar'] as const) {
  for (const [label, size] of Object.entries(WIDTHS)) {
    test(`${lang} at ${size.width} px: builds a compatible PC slot by slot and adds it to the cart in one step`, async ({ page }) => {
      await page.setViewportSize(size);
      await buildCompatiblePc(page, lang);
      await expect(page.getByTestId('build-total')).toHaveText(/\d/);
      await page.getByRole('button', { name: TEXTS[lang].add }).click();
      await expect(page.getByText(TEXTS[lang].added, { exact: true }).first()).toBeVisible();
      if (label === 'desktop') await screenshotBoth(page, `pc-builder-compatible-${lang}`);
      // Every part is in the cart: the header's count says 8.
      await expect(page.getByRole('button', { name: /^(Shopping cart|سلة التسوق)/ })).toContainText('8');
    });
  }
}

test('meets a socket conflict and a short power supply, with their numbers, in English and Arabic', async ({ page, request }) => {
  const am4 = await part(request, 'processors', 'AMD Ryzen 7 5700X3D');
  const board = await part(request, 'motherboards', 'MSI MAG B650 Tomahawk');
  const card = await part(request, 'graphics-cards', 'Gigabyte GeForce RTX 4090');
  const psu = await part(request, 'power-supplies', 'Corsair RM550x');
  const parts = [am4, board, card, psu].map((p) => `${p._id}:1`).join(',');
  await page.goto(`/shop/build?parts=${parts}`);
  const problems = page.getByTestId('build-problems');
  await expect(problems).toContainText('Does not fit: The processor fits socket AM4, the motherboard has socket AM5');
  await expect(problems).toContainText('Does not fit: The power supply gives 550 W; the build draws about 655 W and needs at least 688 W');
  await expect(page.getByTestId('build-watts')).toHaveText('655 W');
  await screenshotBoth(page, 'pc-builder-problems-en');

  await page.goto(`/ar/shop/build?parts=${parts}`);
  await expect(problems).toContainText('غير متوافق: المعالج لمقبس AM4، واللوحة الأم بمقبس AM5');
  await expect(problems).toContainText('مزوّد الطاقة يعطي 550 W؛ والتجميعة تستهلك نحو 655 W وتحتاج 688 W على الأقل');
  await screenshotBoth(page, 'pc-builder-problems-ar');

  // The processor's list, with the switch on, says why the AM4 part does not fit the AM5 board.
  await page.goto(`/shop/build?parts=${board._id}:1&slot=processor`);
  await expect(slotList(page, 'en').getByRole('link', { name: `Choose: ${am4.title}` })).toHaveCount(0);
  await page.getByRole('link', { name: 'Show parts that do not fit' }).click();
  const all = page.getByRole('region', { name: 'Every part, with what does not fit' });
  await expect(all.getByRole('listitem').filter({ hasText: am4.title })).toContainText('The processor fits socket AM4, the motherboard has socket AM5');
  await screenshotBoth(page, 'pc-builder-slot-list-en');
});

test('a customer saves a build and opens it again from the account page', async ({ page }) => {
  const customer = await registerCustomer(page.request);
  await loginViaApi(page.request, customer.email, customer.password);
  const cpu = await part(page.request, 'processors', 'AMD Ryzen 5 7600X');
  const board = await part(page.request, 'motherboards', 'MSI MAG B650 Tomahawk');
  const parts = `${cpu._id}:1,${board._id}:1`;
  await page.goto(`/shop/build?parts=${parts}`);
  await page.getByLabel('Build name').fill('Living room PC');
  await page.getByRole('button', { name: 'Save build' }).click();
  await expect(page.getByText('Build saved', { exact: true }).first()).toBeVisible();

  await page.goto('/shop/account');
  const saved = page.getByRole('region', { name: 'Saved builds' });
  await expect(saved).toContainText('Living room PC');
  await expect(saved).toContainText('2 parts');
  await screenshotBoth(page, 'pc-builder-saved-builds-en');
  await saved.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/shop/build' && url.searchParams.get('parts') === parts);
  await expect(page.getByRole('link', { name: cpu.title, exact: true })).toBeVisible();

  await page.goto('/ar/shop/account');
  await expect(page.getByRole('region', { name: 'الأجهزة المحفوظة' })).toContainText('Living room PC');
  await screenshotBoth(page, 'pc-builder-saved-builds-ar');
});

test('a guest is asked to sign in to save, and the share link is the build', async ({ page, request }) => {
  const cpu = await part(request, 'processors', 'AMD Ryzen 5 7600X');
  await page.goto(`/shop/build?parts=${cpu._id}:1`);
  await expect(page.getByRole('link', { name: 'Sign in to save this build' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share this build' })).toHaveAttribute('href', `/shop/build?parts=${cpu._id}:1`);
  await screenshotBoth(page, 'pc-builder-guest-en');
});
