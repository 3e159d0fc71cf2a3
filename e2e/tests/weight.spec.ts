import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

// A first visit to /shop/home: the JavaScript it transfers (bodies and
// response headers, as they travel over HTTP/1.1), in at most 12 files, with
// none of the admin code (nor the chart library). Measured in the browser, as
// the server sends it (brotli or gzip), until the page has gone quiet, so
// chunks fetched on idle count too.

/**
 * The budget: 120 KB with headers (docs/decisions/013, "Chunks").
 * React Router's framework mode alone is 91 KB of it (react-dom and the
 * router's data and hydration runtime), so the shop's own first-visit code,
 * its texts (lib/i18n.ts: each page's texts travel with its code) and the
 * sentences it names (the contract's message-texts, a module per audience)
 * have the rest, and static assets carry only the headers a script needs.
 */
const BUDGET_BYTES = 120 * 1024;
const MAX_FILES = 12;
/** The page counts as idle once no script has been asked for during this long. */
const QUIET_MS = 3000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// The server resolves WEB_DIST from its own folder (start-server.mjs runs it in apps/server).
const dist = path.join(path.resolve(root, 'apps/server', process.env.WEB_DIST || '../web/build'), 'client');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Files reachable from `keys` through static imports (what loading those chunks pulls in). */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

const isAdminRoute = (key: string) => key.startsWith('app/routes/admin-');

/**
 * The build's admin-only chunks: those the admin route modules load that no
 * shop, auth or shared entry needs.
 */
function adminOnlyFiles(manifest: Manifest): Set<string> {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry || chunk.isDynamicEntry);
  const admin = staticClosure(manifest, entries.filter(([key]) => isAdminRoute(key)).map(([key]) => key));
  const rest = staticClosure(manifest, entries.filter(([key]) => !isAdminRoute(key)).map(([key]) => key));
  return new Set([...admin].filter((file) => !rest.has(file)));
}

/** The source modules bundled into a built file, from its source map. */
function sourcesOf(file: string): string[] {
  const map = path.join(dist, `${file}.map`);
  if (!existsSync(map)) return [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] }).sources ?? [];
}

const ADMIN_SOURCE = /(app\/routes\/admin-|src\/(app\/routes\/admin\/|features\/admin-|components\/admin\/|components\/layouts\/admin-|components\/charts\/|lib\/admin-query\/|lib\/i18n\/(en-admin|admin-texts)))/;
/** The admin's sentences in the contract: a shop page that preloads a chunk holding them downloads the admin's words. */
const ADMIN_TEXTS = /packages\/contract\/src\/message-texts\/admin\.ts$/;
const CHART_LIBRARY = /node_modules\/(recharts|d3-|victory-vendor)/;

interface Transfer {
  url: string;
  file: string;
  bytes: number;
  encoding: string;
}

/** Records every script the page downloads, with its compressed body size, through the DevTools protocol. */
async function recordScripts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending = new Map<string, { url: string; headerBytes: number; encoding: string }>();
  const done: Transfer[] = [];
  let lastActivity = Date.now();

  cdp.on('Network.responseReceived', (event) => {
    const { url, mimeType, headers, encodedDataLength } = event.response;
    if (event.type !== 'Script' && !/javascript/.test(mimeType)) return;
    const encoding = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'identity';
    pending.set(event.requestId, { url, headerBytes: encodedDataLength, encoding: String(encoding) });
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = pending.get(event.requestId);
    if (!response) return;
    pending.delete(event.requestId);
    // Bodies and response headers: what travels over the wire.
    const bytes = event.encodedDataLength;
    done.push({ url: response.url, file: new URL(response.url).pathname.replace(/^\//, ''), bytes, encoding: response.encoding });
    lastActivity = Date.now();
  });
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Script') lastActivity = Date.now();
  });

  return {
    transfers: done,
    /** Resolves once no script has been requested or received for QUIET_MS and none is on its way. */
    async idle() {
      await expect
        .poll(() => pending.size === 0 && Date.now() - lastActivity >= QUIET_MS, { timeout: 30_000, intervals: [500] })
        .toBe(true);
    },
  };
}

test('the first visit to /shop/home stays within its budget of compressed JavaScript, with no admin code', async ({ page }) => {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  expect(existsSync(manifestPath), `no build manifest at ${manifestPath}`).toBe(true);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const adminFiles = adminOnlyFiles(manifest);
  expect(adminFiles.size, 'the build has admin chunks of its own').toBeGreaterThan(0);

  const recorder = await recordScripts(page);
  await page.goto('/shop/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await page.waitForLoadState('networkidle');
  await recorder.idle();

  const scripts = recorder.transfers;
  expect(scripts.length).toBeGreaterThan(0);
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const rows = scripts
    .toSorted((a, b) => b.bytes - a.bytes)
    .map((s) => `${(s.bytes / 1024).toFixed(1).padStart(7)} KB  ${s.encoding.padEnd(8)} ${s.file}`);
  console.info(
    `First visit to /shop/home: ${(total / 1024).toFixed(1)} KB of compressed JavaScript with headers in ${scripts.length} files ` +
      `(budget ${BUDGET_BYTES / 1024} KB)\n${rows.join('\n')}`,
  );

  // Every script came compressed: the figure is what a shopper downloads.
  expect(scripts.filter((s) => s.encoding === 'identity').map((s) => s.file)).toEqual([]);

  const fetchedAdmin = scripts.filter((s) => adminFiles.has(s.file)).map((s) => s.file);
  expect(fetchedAdmin, 'admin chunks fetched on a shop visit').toEqual([]);
  const withAdminSources = scripts
    .map((s) => ({ file: s.file, sources: sourcesOf(s.file).filter((source) => ADMIN_SOURCE.test(source)) }))
    .filter((s) => s.sources.length > 0);
  expect(withAdminSources, 'admin modules inside the scripts of a shop visit').toEqual([]);
  const withCharts = scripts.filter((s) => sourcesOf(s.file).some((source) => CHART_LIBRARY.test(source))).map((s) => s.file);
  expect(withCharts, 'the chart library fetched on a shop visit').toEqual([]);

  expect(scripts.length, 'JavaScript files of the first visit').toBeLessThanOrEqual(MAX_FILES);
  expect(total, `compressed JavaScript of the first visit with headers, in bytes (budget ${BUDGET_BYTES})`).toBeLessThanOrEqual(BUDGET_BYTES);
});

test("a page's HTML names its own route modules for preloading, never admin code", async ({ request }) => {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const adminFiles = adminOnlyFiles(manifest);
  const preloaded = async (address: string) => {
    const html = await (await request.get(address)).text();
    return [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1] ?? '');
  };
  const chunkOf = (route: string) => manifest[`app/routes/${route}.tsx?__react-router-build-client-route`]?.file ?? `no chunk for ${route}`;

  const home = await preloaded('/shop/home');
  expect(home).toContain(chunkOf('shop-home'));
  expect(home).toContain(chunkOf('shop-layout'));
  expect(home.filter((file) => adminFiles.has(file))).toEqual([]);

  const products = await request.get('/api/shop/products/get?limit=1');
  const productId = ((await products.json()) as { data: { _id: string }[] }).data[0]?._id ?? '';
  const product = await preloaded(`/shop/product/${productId}`);
  expect(product).toContain(chunkOf('shop-product'));
  expect(product).not.toContain(chunkOf('shop-home'));

  // Neither the admin's code nor its sentences, on the pages that show products, orders and reviews.
  const adminOnPage = (files: string[]) => files.filter((file) => adminFiles.has(file) || sourcesOf(file).some((source) => ADMIN_SOURCE.test(source) || ADMIN_TEXTS.test(source)));
  expect(adminOnPage(product)).toEqual([]);
  expect(adminOnPage(await preloaded('/shop/track'))).toEqual([]);
  const listing = await preloaded('/shop/listing');
  expect(adminOnPage(listing)).toEqual([]);

  // The validation library (zod and the phone numbers, 62 KB) waits for a page whose form needs it:
  // neither a product page (its review form) nor a listing preloads it (docs/decisions/054).
  const forms = Object.values(manifest).find((chunk) => chunk.file.startsWith('assets/forms-'))?.file ?? 'no forms chunk';
  expect(product).not.toContain(forms);
  expect(listing).not.toContain(forms);

  expect(await preloaded('/auth/login')).toContain(chunkOf('auth-login'));
});

test("the home page's slides come with its HTML: the browser does not ask for them again", async ({ page, request }) => {
  const html = await (await request.get('/shop/home')).text();
  expect(html).toContain('Gaming PCs');
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/shop/features')) asked.push(sent.url());
  });
  await page.goto('/shop/home');
  await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});
