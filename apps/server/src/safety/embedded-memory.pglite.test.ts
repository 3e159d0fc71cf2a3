import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '#server-test/safety/server-process';
import { webBuildDir } from '#server-test/web-build';

// Issue 28 items 1 and 2 (docs/decisions/042): `npm start`'s process, the
// compiled server with no NODE_ENV set, on a fresh data folder: it loads the
// demo catalogue, renders the shop's pages (React's production build, chosen
// before React loads), and reads its own resident memory (GET /metrics). The
// figure is printed for the record; the 300 MB bar is the bench's memory
// section, not a timed test.

const METRICS_TOKEN = 'a-metrics-token-for-the-memory-test';
/** A first start draws the demo's pictures and fills the catalogue: longer than a restart. */
const SEED_TIMEOUT_MS = 280_000;
let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-memory-'));
  server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', METRICS_TOKEN, LOG_LEVEL: 'warn', WEB_DIST: webBuildDir() }, SEED_TIMEOUT_MS);
}, 300_000);
afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded store on a fresh data folder', () => {
  it('serves the demo catalogue once started', async () => {
    const listing = (await (await fetch(`${server.url}/api/shop/products/get?limit=1`)).json()) as { total: number };
    expect(listing.total).toBeGreaterThanOrEqual(60);
    // Made by a child process that exits when done (docs/decisions/042): its sign-ins still reach the terminal.
    expect(server.output()).toContain('Customer: customer@falcon.ae');
  });

  it('renders the home page in both languages', async () => {
    for (const [page, lang] of [['/shop/home', 'en'], ['/ar/shop/home', 'ar']] as const) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`<html lang="${lang}"`);
    }
  });

  it('reports its own resident memory once seeded', async () => {
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    const rss = Number(/^process_resident_memory_bytes (\d+)/m.exec(await response.text())?.[1]);
    expect(rss).toBeGreaterThan(0);
    console.info(`Embedded store, fresh data folder, demo loaded: resident memory ${Math.round(rss / 1048576)} MB`);
  });
});
