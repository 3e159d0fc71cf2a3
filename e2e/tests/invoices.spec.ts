import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Download } from '@playwright/test';
import { addToCartFromPage, ADMIN, expectPath, fillDeliveryAddress, login, loginViaApi, type PlacedOrder, plentifulProduct, registerCustomer, screenshotBoth, TEST_ADDRESS } from './helpers';
import { waitForMail } from './mailbox';

// Issue 13 items 4 and 5: a business buyer gives a company name and TRN at
// checkout, the admin confirms the order, and the invoice downloads from the
// admin's order dialog and from the customer's account. The e2e store sets no
// STORE_TRN, like the demo: the document is an order receipt, marked as not a
// tax invoice. The PDF's first page is kept as a PNG (pdftoppm) to look at.

const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'screenshots');

/** The downloaded PDF's text (poppler's pdftotext), and its first page as a PNG beside the screenshots. */
async function readPdf(download: Download, shot: string): Promise<string> {
  const file = await download.path();
  const pdf = readFileSync(file);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  mkdirSync(shotsDir, { recursive: true });
  const png = spawnSync('pdftoppm', ['-png', '-r', '80', '-singlefile', file, path.join(shotsDir, shot)]);
  expect(png.status).toBe(0);
  const text = spawnSync('pdftotext', ['-layout', file, '-']);
  expect(text.status).toBe(0);
  return text.stdout.toString('utf8');
}

test('a business buyer orders, the admin confirms, and both download the invoice', async ({ page, browser, baseURL }) => {
  const product = await plentifulProduct(page.request);
  const customer = await registerCustomer(page.request);
  await login(page, customer.email, customer.password);
  await expectPath(page, '/shop/home');

  await addToCartFromPage(page, product._id);
  await page.goto('/shop/order');
  const main = page.locator('main');
  await fillDeliveryAddress(main);
  await main.getByText('Buying for a company?').click();
  await main.getByLabel('Company name (optional)').fill('Gulf Trading LLC');
  await main.getByLabel('Company TRN (optional)').fill('12345');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(main.getByLabel('Company TRN (optional)')).toHaveAccessibleDescription(/Enter the company TRN as 15 digits/);
  await screenshotBoth(page, 'checkout-company-trn');
  await main.getByLabel('Company TRN (optional)').fill('100-2345-6789-0003');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expectPath(page, '/shop/order-confirmation');
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';

  // The admin, in a browser of their own, confirms it: the receipt is issued then.
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await loginViaApi(adminPage.request, ADMIN.email, ADMIN.password);
  await adminPage.goto(`/admin/orders?search=${encodeURIComponent(orderNumber)}`);
  await adminPage.getByRole('button', { name: `View order ${orderNumber}` }).click();
  const details = adminPage.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(details.getByText('The invoice is issued when the order is confirmed.')).toBeVisible();
  await details.getByLabel('Change status').selectOption('confirmed');
  await details.getByRole('button', { name: 'Update status' }).click();
  const adminLink = details.getByRole('link', { name: /^Invoice RCT-\d{6} \(PDF\)$/ });
  await expect(adminLink).toBeVisible();
  const invoiceNumber = /RCT-\d{6}/.exec((await adminLink.textContent()) ?? '')?.[0] ?? '';
  const [adminDownload] = await Promise.all([adminPage.waitForEvent('download'), adminLink.click()]);
  expect(adminDownload.suggestedFilename()).toBe(`Order-receipt-${invoiceNumber}.pdf`);
  const adminText = await readPdf(adminDownload, 'invoice-pdf-admin');
  for (const expected of ['Order receipt', 'This is not a tax invoice', invoiceNumber, orderNumber, 'Gulf Trading LLC', '100234567890003', product.title.slice(0, 20)]) {
    expect(adminText).toContain(expected);
  }
  await adminContext.close();

  // The customer downloads the same document from the account.
  await page.goto('/shop/account');
  const link = page.getByRole('link', { name: `Download invoice ${invoiceNumber} as a PDF` });
  await expect(link).toBeVisible();
  await screenshotBoth(page, 'account-invoice-link');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const text = await readPdf(download, 'invoice-pdf-account');
  expect(text).toContain(invoiceNumber);
  expect(text).toContain('This is not a tax invoice');
});

test('a guest gets the receipt attached to the confirmation e-mail and downloads it again from the tracking page', async ({ page, request }) => {
  const product = await plentifulProduct(request);
  const email = `invoice.${Date.now().toString(36)}@example.ae`;
  const items = [{ productId: product._id, quantity: 1 }];
  const preview = (await (await page.request.post('/api/shop/order/preview', { data: { items } })).json()) as { data: { totalPrice: number } };
  const placed = await page.request.post('/api/shop/order/place-guest-order', {
    data: { name: 'Layla Hassan', email, phone: '050 123 4567', items, totalPrice: preview.data.totalPrice, deliveryAddress: TEST_ADDRESS },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { order: PlacedOrder }).order;

  // The admin confirms through the API (the `request` fixture is a session of its own).
  await loginViaApi(request, ADMIN.email, ADMIN.password);
  const confirmed = await request.patch(`/api/shop/order/update-order-status/${order._id}/guest`, { data: { newStatus: 'confirmed' } });
  expect(confirmed.status()).toBe(200);

  const [, receipt] = await waitForMail(email, /Your invoice (RCT-\d{6}) is attached to this e-mail as a PDF\./);
  const [, link] = await waitForMail(email, /(http:\/\/[^\s"<>]+\/shop\/track\?token=[^\s"<>]+)/);
  await waitForMail(email, new RegExp(`Content-Type: application/pdf; name="?Order-receipt-${receipt}\\.pdf`));

  await page.goto(link ?? '');
  const button = page.getByRole('button', { name: `Download invoice ${receipt} as a PDF` });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(`Order-receipt-${receipt}.pdf`);
  const text = await readPdf(download, 'invoice-pdf-tracking');
  expect(text).toContain(order.orderNumber);
  expect(text).toContain('Layla Hassan');
  await screenshotBoth(page, 'track-invoice-download');
});
