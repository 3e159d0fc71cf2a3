import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, loginViaApi, plentifulProduct, screenshotBoth } from './helpers';
import { waitForParsedMail } from './mailbox';

// Issue 14 item 8 (docs/decisions/037): a guest asks "Notify me" on an
// out-of-stock product, the admin puts stock in, and the guest's mailbox gets
// the e-mail once, with the product's link and a working unsubscribe link.

const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'screenshots');

interface ProductPage {
  product: { _id: string; title: string; brand: string; category: string; image: string | null; images: string[]; price: number };
}

/** A new sold-out product, a copy of a demo one, so that tests side by side never touch it. */
async function soldOutProduct(admin: APIRequestContext, request: APIRequestContext, title: string) {
  const model = await plentifulProduct(request);
  const details = ((await (await request.get(`/api/shop/products/get/${model._id}`)).json()) as { data: ProductPage }).data.product;
  const form = {
    title,
    titleAr: `${title} (عربي)`,
    description: 'A graphics card for e2e tests of stock alerts.',
    category: details.category,
    brand: details.brand,
    images: details.images,
    price: 2499,
    totalStock: 0,
    specs: [{ label: 'Memory', value: '16 GB' }],
  };
  const created = await admin.post('/api/admin/products/create', { data: form });
  expect(created.status()).toBe(201);
  return { id: ((await created.json()) as { data: { _id: string } }).data._id, form };
}

/** How many e-mails went to `to` with a subject that includes `subject`. */
function mailsTo(to: string, subject: string): number {
  const file = path.join(os.tmpdir(), `store-e2e-mailbox-${process.env.E2E_PORT ?? '4310'}.jsonl`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string[]; raw: string })
    .filter((mail) => mail.to.includes(to) && mail.raw.includes(subject)).length;
}

test('a guest asks to be told, the admin restocks, and one e-mail arrives with the links', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext();
  const admin = adminContext.request;
  await loginViaApi(admin, ADMIN.email, ADMIN.password);
  const stamp = Date.now().toString(36);
  const title = `Alert Card ${stamp}`;
  const { id, form } = await soldOutProduct(admin, request, title);
  const email = `notify.${stamp}@example.ae`;

  await page.goto(`/shop/product/${id}`);
  const block = page.getByRole('region', { name: 'Notify me when it’s back' });
  await expect(block).toBeVisible();
  await expect(block.getByText('Leave your e-mail and we will write to you once, as soon as it is back in stock.')).toBeVisible();
  const field = block.getByLabel('E-mail address');
  await expect(field).toHaveAttribute('type', 'email');
  await expect(field).toHaveAttribute('dir', 'ltr');
  await screenshotBoth(page, 'stock-alert-en');

  // Nothing typed: said at the field, nothing sent.
  await block.getByRole('button', { name: 'Notify me' }).click();
  await expect(block.getByText('Enter your e-mail address')).toBeVisible();
  await field.fill(email);
  await block.getByRole('button', { name: 'Notify me' }).click();
  await expect(block.getByText('Done. We will e-mail you once when it is back in stock')).toBeVisible();
  await screenshotBoth(page, 'stock-alert-done-en');

  // The Arabic page offers the same, in Arabic.
  await page.goto(`/ar/shop/product/${id}`);
  const arBlock = page.getByRole('region', { name: 'أعلمني عند توفّره' });
  await expect(arBlock).toBeVisible();
  await expect(arBlock.getByLabel('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr');
  await screenshotBoth(page, 'stock-alert-ar');
  await arBlock.getByLabel('البريد الإلكتروني').fill(`ar.${email}`);
  await arBlock.getByRole('button', { name: 'أعلمني' }).click();
  await expect(arBlock.getByText('تم. سنرسل إليك رسالة واحدة عند توفّر المنتج من جديد')).toBeVisible();
  await screenshotBoth(page, 'stock-alert-done-ar');

  // The admin puts stock in: the alert's e-mail goes out.
  const updated = await admin.put(`/api/admin/products/update/${id}`, { data: { ...form, totalStock: 5 } });
  expect(updated.status()).toBe(200);
  const mail = await waitForParsedMail(email, new RegExp(`^${title} is back in stock at Falcon$`));
  const productLink = `/shop/product/${id}`;
  expect(mail.text).toContain(productLink);
  const arMail = await waitForParsedMail(`ar.${email}`, /متوفر من جديد/);
  expect(arMail.text).toContain(`/ar${productLink}`);
  // As a mail client shows them, at 600 and 390 px: nothing wider than a phone's screen.
  const mailPage = await adminContext.newPage();
  mkdirSync(shotsDir, { recursive: true });
  for (const [name, message] of [['en', mail], ['ar', arMail]] as const) {
    await mailPage.setContent(String(message.html));
    for (const width of [600, 390]) {
      await mailPage.setViewportSize({ width, height: 900 });
      expect(await mailPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await mailPage.screenshot({ path: path.join(shotsDir, `email-back-in-stock-${name}-${width}.png`), fullPage: true });
    }
  }

  // Once only: a second restock (out, then in again) sends nothing more.
  expect((await admin.put(`/api/admin/products/update/${id}`, { data: { ...form, totalStock: 0 } })).status()).toBe(200);
  expect((await admin.put(`/api/admin/products/update/${id}`, { data: { ...form, totalStock: 3 } })).status()).toBe(200);
  await page.waitForTimeout(7_000); // more than one pass of the outbox worker
  expect(mailsTo(email, 'back in stock')).toBe(1);

  // The product's link opens the product, now in stock; the unsubscribe link's page ends the alerts.
  const unsubscribe = /(https?:\/\/\S+\/shop\/stock-alerts\/unsubscribe#token=[^\s\]]+)/.exec(mail.text ?? '')?.[1];
  expect(unsubscribe).toBeTruthy();
  const address = new URL(unsubscribe ?? '');
  await page.goto(`${address.pathname}${address.hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Stop stock alerts' })).toBeVisible();
  await screenshotBoth(page, 'stock-alert-unsubscribe');
  await page.getByRole('button', { name: 'Stop stock alerts' }).click();
  await expect(page.getByText('Done. This address will get no more stock alerts from us')).toBeVisible();

  // The Arabic e-mail's link opens the Arabic page.
  await page.goto(`/ar${address.pathname}${address.hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'إيقاف تنبيهات التوفّر' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'إيقاف التنبيهات' })).toBeEnabled();
  await screenshotBoth(page, 'stock-alert-unsubscribe-ar');
  await adminContext.close();
});
