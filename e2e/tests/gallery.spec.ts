// Photo galleries (issue 14 item 4, docs/decisions/034): the admin uploads
// three photos, puts the last one first with the keyboard and saves; a
// shopper sees that photo as the listing image, turns the photos with the
// thumbnails and in the enlarged view on a desktop, and with a swipe on a phone.
import { expect, test, type Locator } from '@playwright/test';
import { ADMIN, login, photoPng, screenshotBoth, WIDTHS } from './helpers';

async function swipe(target: Locator, fromX: number, toX: number) {
  const box = await target.boundingBox();
  const y = (box?.y ?? 0) + 100;
  await target.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: fromX, clientY: y }] });
  await target.dispatchEvent('touchend', { changedTouches: [{ identifier: 1, clientX: toX, clientY: y + 4 }] });
}

test('an admin orders a product’s photos by keyboard; shoppers see the gallery on a desktop and a phone', async ({ page, browser }) => {
  // Three photos made into their sizes on the server, then two browsers: the longest walk of the suite.
  test.slow();
  const title = `Gallery Tower ${Date.now().toString(36)}`;
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Add product' }).click();
  const form = page.getByRole('dialog', { name: 'Add a product' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
  await form.getByLabel('Brand', { exact: true }).selectOption({ index: 1 });
  await form.getByLabel('Add photos').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: photoPng(600, 600) },
    { name: 'side.png', mimeType: 'image/png', buffer: photoPng(640, 400) },
    { name: 'back.png', mimeType: 'image/png', buffer: photoPng(400, 640) },
  ]);
  const photos = form.getByRole('list', { name: 'Photos' }).getByRole('button', { name: /^Photo \d of 3/ });
  await expect(photos).toHaveCount(3);
  const sources = await photos.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));

  // The third photo goes first with the arrow keys, and the move is announced.
  await form.getByRole('button', { name: 'Photo 3 of 3' }).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(form.getByText('Photo moved to position 1 of 3')).toBeAttached();
  await expect(form.getByRole('button', { name: 'Photo 1 of 3, Listing image' }).locator('img')).toHaveAttribute('src', sources[2] ?? '');
  await form.getByLabel('Price (AED)', { exact: true }).fill('4999');
  await form.getByLabel('Stock', { exact: true }).fill('5');
  await screenshotBoth(page, 'admin-gallery-editor');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  const found = await page.request.get(`/api/admin/products/getall?search=${encodeURIComponent(title)}`);
  const [product] = ((await found.json()) as { data: { _id: string; image: string; images: string[] }[] }).data;
  expect(product?.images).toEqual([sources[2], sources[0], sources[1]].map((src) => src?.replace('-320.webp', '-640.webp')));
  expect(product?.image).toBe(product?.images[0]);

  // Desktop: thumbnails and the enlarged view.
  const shopper = await browser.newPage({ viewport: WIDTHS.desktop });
  await shopper.goto(`/shop/product/${product?._id}`);
  const main = shopper.getByRole('button', { name: /^Enlarge photo/ });
  await expect(main).toHaveAccessibleName('Enlarge photo 1 of 3');
  // The first photo is server rendered and fetched first, as the page's largest image.
  await expect(main.locator('img')).toHaveAttribute('fetchpriority', 'high');
  await shopper.getByRole('button', { name: 'Photo 2 of 3' }).click();
  await expect(main).toHaveAccessibleName('Enlarge photo 2 of 3');
  // The height the page draws its photo at (fitted into its box), measured before the dialog opens: the page
  // behind a dialog leaves the accessibility tree.
  const onPage = await main
    .locator('img')
    .evaluate((image: HTMLImageElement) => Math.min(image.clientWidth / image.naturalWidth, image.clientHeight / image.naturalHeight) * image.naturalHeight);
  await main.click();
  const zoom = shopper.getByRole('dialog', { name: title });
  await expect(zoom).toHaveAccessibleDescription('Photo 2 of 3');
  // Enlarged means larger than the page shows the same photo (issue 27 item 6: it used to be smaller).
  await expect.poll(async () => (await zoom.getByRole('img', { name: title }).boundingBox())?.height ?? 0).toBeGreaterThan(onPage);
  await shopper.keyboard.press('ArrowRight');
  await expect(zoom).toHaveAccessibleDescription('Photo 3 of 3');
  await expect.poll(() => zoom.getByRole('img', { name: title }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await screenshotBoth(shopper, 'product-gallery-zoom');
  await shopper.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
  await expect(main).toBeFocused();
  await screenshotBoth(shopper, 'product-gallery');

  // Phone: a leftward swipe brings the next photo.
  const phoneContext = await browser.newContext({ viewport: WIDTHS.mobile, hasTouch: true, isMobile: true });
  const phone = await phoneContext.newPage();
  await phone.goto(`/shop/product/${product?._id}`);
  const phoneMain = phone.getByRole('button', { name: /^Enlarge photo/ });
  await expect(phoneMain).toHaveAccessibleName('Enlarge photo 1 of 3');
  await swipe(phoneMain, 300, 100);
  await expect(phoneMain).toHaveAccessibleName('Enlarge photo 2 of 3');
  await swipe(phoneMain, 100, 300);
  await expect(phoneMain).toHaveAccessibleName('Enlarge photo 1 of 3');
  await phoneContext.close();
});
