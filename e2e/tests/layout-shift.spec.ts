import { expect, test, type Page } from '@playwright/test';

// Issue #6 item 3 (CLS at most 0.05): the home page must not move under the
// shopper while its slides, categories and shelves arrive. The calls are held
// back a little so the loading states are on screen first, as on a slow phone.
// Checked with the demo's hero slides and with none (a new store shows its
// welcome in the hero's place), on a phone and a desktop.

const HOLD_MS = 400;

interface Shift {
  value: number;
  sources: string[];
}

async function homeShifts(page: Page, slides: 'demo' | 'none'): Promise<Shift[]> {
  if (slides === 'none') {
    await page.route('**/api/shop/features', (route) => route.fulfill({ json: { success: true, data: [] } }));
  }
  await page.route('**/api/shop/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.fallback();
  });
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) => {
            const node = source.node as Element | null | undefined;
            return node ? `${node.nodeName.toLowerCase()} ${node.textContent?.trim().slice(0, 40) ?? ''}` : '?';
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/shop/home');
  // The page is settled once the last shelf has its products.
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main').getByText(/AED/).first()).toBeVisible();
  return page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}

const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  for (const slides of ['demo', 'none'] as const) {
    test(`the home page holds still while it loads (${viewport.name}, ${slides === 'demo' ? 'hero slides' : 'no slides'})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const shifts = await homeShifts(page, slides);
      if (slides === 'demo') {
        await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
      } else {
        await expect(page.getByRole('link', { name: 'Shop all products' })).toBeVisible();
      }
      expect(total(shifts), JSON.stringify(shifts)).toBeLessThan(0.01);
    });
  }
}
