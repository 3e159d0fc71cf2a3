// `npm run lighthouse`: Lighthouse 12's mobile preset (its default simulated
// slow 4G and 4x slower CPU), performance only, on the three pages a first
// visit lands on (home, a category's listing, a product), in English and in
// Arabic; the median of three runs each (docs/testing.md, "Lighthouse").
// It builds nothing: it starts the built store as the browser tests do
// (e2e/start-server.mjs: the embedded database, the demo catalogue), or
// measures a running one with --origin. Not part of `npm test`: the scores move
// with the machine's load, printed with them. Writes a markdown table to
// bench/results/<date>-lighthouse.md (--label NAME adds -NAME to the file name).
//
//   npm run build -w @store/web && npm run lighthouse
//   npm run lighthouse -- --origin http://127.0.0.1:3000 --runs 5 --json /tmp/lhr
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    origin: { type: 'string' },
    port: { type: 'string', default: process.env.LIGHTHOUSE_PORT ?? '4390' },
    runs: { type: 'string', default: '3' },
    label: { type: 'string' },
    /** A folder for every run's full report (lhr JSON): the LCP element, its phases, what blocked rendering. */
    json: { type: 'string' },
    /** Only the pages whose name contains this (home, listing, product, ar). */
    only: { type: 'string' },
  },
});
const runs = Number(options.runs);

/** Starts e2e/start-server.mjs on the port and waits until the store answers. */
async function startStore(port) {
  const child = spawn(process.execPath, [path.join(root, 'e2e/start-server.mjs')], {
    env: { ...process.env, E2E_PORT: port },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 180_000; waited += 500) {
    if (child.exitCode !== null) throw new Error(`the store stopped (exit ${child.exitCode}); is the web app built?`);
    const up = await fetch(`${origin}/api/shop/categories`).then((res) => res.ok, () => false);
    if (up) return { origin, stop: () => child.kill('SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the store did not answer within 3 minutes');
}

/** The demo catalogue's first top category, and the first product of its listing. */
async function pagesOf(origin) {
  const categories = (await (await fetch(`${origin}/api/shop/categories`)).json()).data;
  const category = categories.find((c) => c.isTop && c.productCount > 0) ?? categories[0];
  const products = (await (await fetch(`${origin}/api/shop/products/get?limit=1&category=${category._id}`)).json()).data;
  const english = [
    { page: 'home', path: '/shop/home' },
    { page: 'listing', path: `/shop/listing?category=${category._id}` },
    { page: 'product', path: `/shop/product/${products[0]._id}` },
  ];
  const all = [...english, ...english.map(({ page, path: address }) => ({ page: `ar ${page}`, path: `/ar${address}` }))];
  return all.map((p) => ({ ...p, page: p.page.startsWith('ar') ? p.page : `en ${p.page}` })).filter((p) => !options.only || p.page.includes(options.only));
}

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const METRICS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcp: 'first-contentful-paint',
  bytes: 'total-byte-weight',
};

async function measure(origin, pages) {
  const chrome = await chromeLauncher.launch({
    // chrome-launcher reads CHROME_PATH itself; Debian's Chromium otherwise.
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const rows = [];
    for (const { page, path: address } of pages) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${origin}${address}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${address}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${address}: ${lhr.runtimeError.message}`);
        if (options.json) {
          mkdirSync(options.json, { recursive: true });
          writeFileSync(path.join(options.json, `${page.replace(' ', '-')}-${run + 1}.json`), JSON.stringify(lhr));
        }
        // Lighthouse's own measure of the machine's speed while it ran: it falls as the load rises.
        const sample = { score: Math.round((lhr.categories.performance?.score ?? 0) * 100), cpu: lhr.environment.benchmarkIndex };
        for (const [key, audit] of Object.entries(METRICS)) sample[key] = lhr.audits[audit]?.numericValue ?? 0;
        samples.push(sample);
        console.error(`${page} run ${run + 1}: ${sample.score} (LCP ${Math.round(sample.lcp)} ms, TBT ${Math.round(sample.tbt)} ms)`);
      }
      const row = { page, path: address, scores: samples.map((s) => s.score) };
      for (const key of ['score', 'cpu', ...Object.keys(METRICS)]) row[key] = median(samples.map((s) => s[key]));
      rows.push(row);
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

const load = () => os.loadavg().map((n) => n.toFixed(2)).join(', ');

function table(rows) {
  const lines = [
    '| page | score | runs | LCP | TBT | CLS | FCP | transfer | CPU index |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.page} | **${r.score}** | ${r.scores.join(', ')} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ` +
        `${(r.fcp / 1000).toFixed(2)} s | ${(r.bytes / 1024).toFixed(0)} KB | ${Math.round(r.cpu)} |`,
    ),
  ];
  return lines.join('\n');
}

const store = options.origin ? { origin: options.origin.replace(/\/$/, ''), stop: () => {} } : await startStore(options.port);
try {
  const pages = await pagesOf(store.origin);
  const loadBefore = load();
  const startedAt = new Date();
  const rows = await measure(store.origin, pages);
  const loadAfter = load();
  const { version } = (await import('lighthouse/package.json', { with: { type: 'json' } })).default;
  const date = startedAt.toISOString().slice(0, 10);
  const report = [
    `# Lighthouse ${version}, mobile preset, performance (${date})`,
    '',
    `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, \`npm run lighthouse\` (scripts/lighthouse.mjs) on ${store.origin}` +
      `${options.origin ? '' : ' (the built store, embedded database, demo catalogue)'}; Chromium ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}, Node ${process.version}, ` +
      `${os.cpus().length} cores. Load average (1, 5, 15 min): ${loadBefore} at the start, ${loadAfter} at the end.`,
    '',
    `Median of ${runs} runs each (every column on its own); "runs" lists each run's score. Transfer: Lighthouse's total byte weight. CPU index: Lighthouse's benchmark index of the machine during the run (higher is faster; it falls with the load).`,
    '',
    table(rows),
    '',
    'Pages:',
    '',
    ...rows.map((r) => `- ${r.page}: \`${r.path}\``),
    '',
  ].join('\n');
  console.info(`\n${table(rows)}\n\nLoad average: ${loadBefore} (start), ${loadAfter} (end)`);
  const file = path.join(root, 'bench/results', `${date}-lighthouse${options.label ? `-${options.label}` : ''}.md`);
  writeFileSync(file, report);
  console.info(`Written to ${path.relative(root, file)}`);
} finally {
  store.stop();
}
