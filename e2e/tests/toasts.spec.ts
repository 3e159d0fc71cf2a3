import { expect, test, type Page } from '@playwright/test';
import { plentifulProduct, screenshotPath, WIDTHS } from './helpers';

// Toasts (docs/decisions/044): one at a time, never over the cart panel's
// Close and Place Order, and a click on one leaves the panel open. On a phone,
// in both languages, and on a wide screen.

const CASES = [
  { name: 'phone', size: WIDTHS.mobile, prefix: '', texts: { add: 'Add to Cart', cart: /^Shopping cart/, panel: 'Shopping Cart', close: 'Close', place: 'Place Order', dismiss: 'Dismiss notification' } },
  { name: 'phone-ar', size: WIDTHS.mobile, prefix: '/ar', texts: { add: 'أضف إلى السلة', cart: /^سلة التسوق/, panel: 'سلة التسوق', close: 'إغلاق', place: 'تأكيد الطلب', dismiss: 'إغلاق الإشعار' } },
  { name: 'desktop', size: WIDTHS.desktop, prefix: '', texts: { add: 'Add to Cart', cart: /^Shopping cart/, panel: 'Shopping Cart', close: 'Close', place: 'Place Order', dismiss: 'Dismiss notification' } },
] as const;

/** The button is the element a click at its centre lands on: nothing (a toast) covers it. */
async function expectClickable(page: Page, name: string, locator: ReturnType<Page['locator']>) {
  await expect(locator, `${name} is visible`).toBeVisible();
  // trial: every check of a real click (the hit target included), without clicking.
  await locator.click({ trial: true, timeout: 3000 });
}

for (const { name, size, prefix, texts } of CASES) {
  test(`a toast never covers the cart panel's Close and Place Order (${name})`, async ({ page, request }) => {
    await page.setViewportSize(size);
    // The page's clock, so that the toast can be held on screen while the buttons are tried.
    await page.clock.install();
    const product = await plentifulProduct(request);
    await page.goto(`${prefix}/shop/product/${product._id}`);
    await page.getByRole('button', { name: texts.add }).click();
    await expect(page.locator('[data-toast="success"]')).toBeVisible();

    await page.getByRole('button', { name: texts.cart }).click();
    const panel = page.getByRole('dialog', { name: texts.panel });
    await expect(panel).toBeVisible();
    // The clock stops (a success toast goes after 3 s), so the toast stays while the buttons are tried.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
    // A change in the panel shows its toast over the open panel.
    await panel.getByRole('button', { name: new RegExp(prefix ? 'زيادة' : 'Increase quantity') }).click();
    const toast = page.locator('[data-toast]');
    await expect(toast).toHaveCount(1);
    await expect(toast).toBeVisible();
    await page.screenshot({ path: screenshotPath(`toast-over-cart-panel-${name}`) });

    const footer = panel.locator('div.border-t').last();
    await expectClickable(page, texts.close, footer.getByRole('button', { name: texts.close, exact: true }));
    await expectClickable(page, texts.place, footer.getByRole('link', { name: texts.place }));
    await expectClickable(page, 'the panel’s close button', panel.getByRole('button', { name: prefix ? 'إغلاق اللوحة' : 'Close panel' }));
    await expect(toast, 'the toast was showing all along').toBeVisible();
    await page.clock.resume();

    // Dismissing a toast is not a click outside the panel.
    await panel.getByRole('button', { name: new RegExp(prefix ? 'إنقاص' : 'Decrease quantity') }).click();
    await toast.getByRole('button', { name: texts.dismiss }).click();
    await expect(toast).toHaveCount(0);
    await expect(panel).toBeVisible();
  });
}
