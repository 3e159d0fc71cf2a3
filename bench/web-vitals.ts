import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/chromium';

// LCP and CLS of the shop's pages in Chromium, as a shopper on a phone over
// mobile data sees them: Chrome DevTools' "Fast 4G" preset (Fast4GConditions in
// devtools-frontend front_end/core/sdk/NetworkManager.ts: 9 Mbit/s down and
// 1.5 Mbit/s up, each derated to 90 %, 60 ms latency times 2.75) and the CPU
// slowed 4 times. Each run starts with a cold cache (a new browser context);
// the median of the runs is the result.

const FAST_4G = {
  offline: false,
  latency: 60 * 2.75,
  downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9,
};
const CPU_SLOWDOWN = 4;

/** Runs in the page before any of its scripts: LCP and CLS (largest session window) as the browser reports them. */
const OBSERVE_VITALS = `
  window.benchVitals = { lcp: 0, cls: 0, lcpElement: '', shifts: [] };
  const describe = (node) => node ? node.nodeName.toLowerCase() + (node.id ? '#' + node.id : '') + (typeof node.className === 'string' && node.className ? '.' + node.className.trim().split(/\\s+/).slice(0, 3).join('.') : '') : '';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.benchVitals.lcp = entry.startTime;
      window.benchVitals.lcpElement = describe(entry.element) + (entry.url ? ' ' + entry.url.replace(location.origin, '') : '');
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let windowValue = 0, windowStart = 0, last = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      if (entry.startTime - last > 1000 || entry.startTime - windowStart > 5000) { windowValue = 0; windowStart = entry.startTime; }
      windowValue += entry.value;
      window.benchVitals.shifts.push({ value: Number(entry.value.toFixed(4)), sources: (entry.sources || []).map((source) => describe(source.node)) });
      last = entry.startTime;
      window.benchVitals.cls = Math.max(window.benchVitals.cls, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface Vitals {
  lcp: number;
  cls: number;
  lcpElement: string;
  shifts: { value: number; sources: string[] }[];
}

export interface PageVitals {
  page: string;
  path: string;
  lcpMs: number;
  cls: number;
  runs: { lcpMs: number; cls: number }[];
  /** The LCP element (tag, id, classes, image URL) and the layout shifts of the last run, to find the cause. */
  lcpElement: string;
  shifts: { value: number; sources: string[] }[];
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

export async function measureWebVitals(
  baseUrl: string,
  pages: { page: string; path: string }[],
  runs: number,
): Promise<PageVitals[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const results: PageVitals[] = [];
  try {
    for (const target of pages) {
      const samples: { lcpMs: number; cls: number }[] = [];
      let last: Vitals = { lcp: 0, cls: 0, lcpElement: '', shifts: [] };
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Network.emulateNetworkConditions', FAST_4G);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.addInitScript(OBSERVE_VITALS);
        await page.goto(baseUrl + target.path, { waitUntil: 'load', timeout: 60_000 });
        await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
        await page.waitForTimeout(1500);
        const vitals = await page.evaluate(() => (window as unknown as { benchVitals: Vitals }).benchVitals);
        last = vitals;
        samples.push({ lcpMs: Math.round(vitals.lcp), cls: Number(vitals.cls.toFixed(4)) });
        await context.close();
      }
      results.push({
        ...target,
        lcpMs: Math.round(median(samples.map((s) => s.lcpMs))),
        cls: Number(median(samples.map((s) => s.cls)).toFixed(4)),
        runs: samples,
        lcpElement: last.lcpElement,
        shifts: last.shifts,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
