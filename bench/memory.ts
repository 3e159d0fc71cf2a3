import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDemoStore, type RunningServer } from './servers';

// The bench's memory section (issue 28 item 1, docs/decisions/042 "Memory"): the store as `npm start`
// runs it for a shop owner trying it, on a fresh data folder with the demo catalogue. Its resident
// memory once seeded and idle, then its peak and end during a minute of guest browsing (home, listing,
// product, search, in both languages), as a page after page from a few shoppers at once. Measured on a
// fresh start each time: PGlite's WebAssembly memory never shrinks, so a process that has run anything
// else says nothing about this. The same on PostgreSQL when the bench has one.

export interface MemoryResult {
  database: 'pglite' | 'postgres';
  /** Seconds from start until the store answered, the demo loaded. */
  startSeconds: number;
  /** Resident memory (MB) once seeded, after 5 s idle. */
  idleMb: number;
  /** The highest resident memory (MB) read during the browsing, once a second. */
  peakMb: number;
  /** Resident memory (MB) 5 s after the browsing ended. */
  afterMb: number;
  pagesServed: number;
  browsingSeconds: number;
}

/** The 300 MB idle and 400 MB browsing bars of the embedded store; 250 MB idle on PostgreSQL. */
export const MEMORY_TARGETS = { pglite: { idleMb: 300, peakMb: 400 }, postgres: { idleMb: 250 } } as const;

const SHOPPERS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** VmRSS of a process, in MB (Linux). */
function residentMb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Math.round(Number(match?.[1] ?? 0) / 1024);
}

/** The guest pages of a minute's browsing: both languages, the demo's products and words from their titles. */
async function guestPages(url: string): Promise<string[]> {
  const listing = (await (await fetch(`${url}/api/shop/products/get?limit=40`)).json()) as { data: { _id: string; title: string }[] };
  const products = listing.data;
  const words = [...new Set(products.flatMap((p) => p.title.split(/[\s,]+/).filter((w) => /^[a-z]{4,}$/i.test(w))))].slice(0, 20);
  const paths = ['/shop/home', '/shop/listing', '/shop/listing?page=2', '/shop/deals', '/shop/new'];
  for (const product of products) paths.push(`/shop/product/${product._id}`);
  for (const word of words) paths.push(`/shop/search?q=${encodeURIComponent(word)}`);
  return [...paths, ...paths.map((p) => `/ar${p}`)];
}

async function browse(store: RunningServer, seconds: number, onSecond: () => void): Promise<number> {
  const pages = await guestPages(store.url);
  const until = Date.now() + seconds * 1000;
  let served = 0;
  const ticker = setInterval(onSecond, 1000);
  try {
    await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, shopper) => {
        for (let i = shopper; Date.now() < until; i += SHOPPERS) {
          const page = pages[i % pages.length] ?? '/shop/home';
          // Each shopper from an address of its own: the store's per-IP limit counts a shop owner's few visitors.
          const response = await fetch(`${store.url}${page}`, { headers: { 'x-forwarded-for': `10.9.0.${shopper + 1}` } });
          await response.arrayBuffer();
          if (response.ok) served += 1;
        }
      }),
    );
  } finally {
    clearInterval(ticker);
  }
  return served;
}

/** Starts the demo store on a fresh folder (and, with a URL, a fresh PostgreSQL database), measures it and stops it. */
export async function measureMemory(options: {
  webDist: string;
  databaseUrl?: string | undefined;
  browsingSeconds?: number;
  log: (message: string) => void;
}): Promise<MemoryResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-bench-memory-'));
  const database = options.databaseUrl ? 'postgres' : 'pglite';
  const seconds = options.browsingSeconds ?? 60;
  const started = Date.now();
  const store = await startDemoStore({ dataDir, databaseUrl: options.databaseUrl, webDist: options.webDist });
  try {
    const startSeconds = Math.round((Date.now() - started) / 1000);
    await sleep(5000);
    const idleMb = residentMb(store.pid);
    options.log(`  ${database}: started with the demo in ${startSeconds} s; ${idleMb} MB resident, idle`);
    let peakMb = idleMb;
    const pagesServed = await browse(store, seconds, () => {
      peakMb = Math.max(peakMb, residentMb(store.pid));
    });
    await sleep(5000);
    const afterMb = residentMb(store.pid);
    peakMb = Math.max(peakMb, afterMb);
    options.log(`  ${database}: ${pagesServed} pages in ${seconds} s of guest browsing; peak ${peakMb} MB, ${afterMb} MB after`);
    return { database, startSeconds, idleMb, peakMb, afterMb, pagesServed, browsingSeconds: seconds };
  } finally {
    await store.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
