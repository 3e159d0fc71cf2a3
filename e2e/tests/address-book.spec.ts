import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginViaApi, plentifulProduct, registerCustomer, screenshotPath, WIDTHS } from './helpers';

// Issue 27 item 2 (docs/store-rules.md#address-book): a customer saves two
// addresses on the account page, makes the second the default, and finds it
// chosen and filled in at checkout, where the order is placed; at phone and
// desktop width, in English and Arabic.

const TEXTS = {
  en: {
    prefix: '',
    section: 'Addresses',
    add: 'Add an address',
    fields: { emirate: 'Emirate', city: 'City', area: 'Area', street: 'Street', building: 'Building or villa', makani: 'Makani number' },
    save: 'Save address',
    saved: 'Address saved',
    makeDefault: 'Make default',
    isDefault: 'Default',
    picker: 'Your saved addresses',
    place: 'Place Order',
    thanks: 'Thank you for your order!',
  },
  ar: {
    prefix: '/ar',
    section: 'العناوين',
    add: 'أضف عنوانًا',
    fields: { emirate: 'الإمارة', city: 'المدينة', area: 'المنطقة', street: 'الشارع', building: 'المبنى أو الفيلا', makani: 'رقم مكاني' },
    save: 'احفظ العنوان',
    saved: 'حُفظ العنوان',
    makeDefault: 'اجعله افتراضيًا',
    isDefault: 'افتراضي',
    picker: 'عناوينك المحفوظة',
    place: 'تأكيد الطلب',
    thanks: 'شكرًا لطلبك!',
  },
} as const;

const HOME = { emirate: 'Dubai', city: 'Dubai', area: 'Al Barsha', street: 'Street 12', building: 'Villa 4', makani: '1234567890' };
const OFFICE = { emirate: 'Sharjah', city: 'Sharjah', area: 'Al Majaz', street: 'Corniche St', building: 'Tower B', makani: '' };

async function addAddress(section: Locator, texts: (typeof TEXTS)[keyof typeof TEXTS], address: typeof HOME) {
  // The new address's form folds away under its own summary, the last of the section's.
  const details = section.locator('details').last();
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  const form = section.getByRole('form', { name: texts.add });
  await form.getByLabel(texts.fields.emirate).selectOption(address.emirate);
  for (const name of ['city', 'area', 'street', 'building', 'makani'] as const) await form.getByLabel(texts.fields[name]).fill(address[name]);
  await form.getByRole('button', { name: texts.save }).click();
  await expect(section.getByText(texts.saved, { exact: true })).toBeVisible();
  await expect(section.getByRole('listitem', { name: `${address.building}, ${address.street}` })).toBeVisible();
}

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

for (const language of ['en', 'ar'] as const) {
  for (const [width, size] of Object.entries(WIDTHS)) {
    test(`a customer keeps two addresses, makes the second the default and checks out with it (${language}, ${size.width} px)`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const texts = TEXTS[language];
      await page.setViewportSize(size);
      const customer = await registerCustomer(request);
      const me = await loginViaApi(page.request, customer.email, customer.password);
      const product = await plentifulProduct(request);
      expect((await page.request.post('/api/shop/cart/add', { data: { userId: me._id, productId: product._id, quantity: 1 } })).ok()).toBe(true);

      await page.goto(`${texts.prefix}/shop/account`);
      const section = page.getByRole('region', { name: texts.section });
      await addAddress(section, texts, HOME);
      await addAddress(section, texts, OFFICE);
      // The first saved is the default; the second is made it.
      const office = section.getByRole('listitem', { name: 'Tower B, Corniche St' });
      await office.getByRole('button', { name: texts.makeDefault }).click();
      await expect(section.getByRole('listitem').first()).toHaveAttribute('aria-label', 'Tower B, Corniche St');
      await expect(section.getByRole('listitem').first().getByText(texts.isDefault, { exact: true })).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await shot(page, `address-book-account-${language}-${width}`);

      await page.goto(`${texts.prefix}/shop/checkout`);
      const main = page.locator('main');
      const picker = main.getByRole('navigation', { name: texts.picker });
      await expect(picker.getByRole('link')).toHaveCount(2);
      await expect(picker.locator('[aria-current="true"]')).toContainText('Tower B');
      await expect(main.getByLabel(texts.fields.emirate)).toHaveValue('Sharjah');
      await expect(main.getByLabel(texts.fields.street)).toHaveValue('Corniche St');
      await expect(main.getByLabel(texts.fields.building)).toHaveValue('Tower B');
      await shot(page, `address-book-checkout-${language}-${width}`);

      await main.getByRole('button', { name: texts.place }).click();
      await expect(page.getByRole('heading', { level: 1, name: texts.thanks })).toBeVisible();
      await expect(page.locator('main').getByText('Corniche St', { exact: false }).first()).toBeVisible();
    });
  }
}
