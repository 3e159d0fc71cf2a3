import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { generateCatalogue, hasCatalogue, type CatalogueSize } from './generate';
import { openCpuProbe } from './cpu';
import { measure, warmUp, type LoadResult } from './load';
import { describeMachine, judge, memoryMarkdown, toMarkdown, type CallResult, type Report } from './report';
import { bareWriteRequest, buildCacheOffScenarios, buildScenarios, makeApiFixtures, readDbFixtures, type Scenario } from './scenarios';
import { startBareServer, startFloorServer, startStoreServer } from './servers';
import { measureLighthouse, type PageScores } from './lighthouse';
import { measureRenderTimes, type RenderTimes } from './render-times';
import { measureWebVitals } from './web-vitals';
import { measureCsvImport, type CsvImportResult } from './import';
import { measureMemory, type MemoryResult } from './memory';

// `npm run bench` (bench/README.md): make or reuse the catalogue, then measure
// the bare handler and every hot call of the store with autocannon, and the
// shop's LCP and CLS in Chromium; write bench/results/<date>-<db>-<products>.{json,md}.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (message: string) => console.info(message);

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '1000000' },
    orders: { type: 'string' },
    pglite: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    regenerate: { type: 'boolean', default: false },
    'generate-only': { type: 'boolean', default: false },
    only: { type: 'string' },
    web: { type: 'boolean', default: true },
    'no-web': { type: 'boolean', default: false },
    'cache-off': { type: 'boolean', default: true },
    'store-node-args': { type: 'string' },
    'no-cache-off': { type: 'boolean', default: false },
    'web-dist': { type: 'string' },
    'web-runs': { type: 'string', default: '3' },
    'import-rows': { type: 'string', default: '10000' },
  },
  allowPositionals: false,
});

const products = Number(args.products);
const size: CatalogueSize = {
  products,
  orders: args.orders ? Number(args.orders) : Math.max(1000, Math.round(products / 10)),
  customers: Math.max(100, Math.round(products / 100)),
};
const kind = args.pglite ? 'pglite' : 'postgres';
const databaseUrl = args.pglite
  ? undefined
  : (args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/store_bench_${products}`);
const dataDir = args['data-dir'] ?? path.join(os.tmpdir(), `store-bench-pglite-${products}`);
const admin = { email: 'bench-admin@bench.example', password: 'bench-admin-password' };

/** Creates the PostgreSQL database when it does not exist; with `drop`, empties it first (bench databases only). */
async function prepareDatabase(url: string, drop: boolean): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const exists = (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (exists && drop) {
      if (!name.includes('bench')) throw new Error(`refusing to drop "${name}": only a database whose name contains "bench" is regenerated`);
      await client.query(`drop database "${name}" with (force)`);
    }
    if (!exists || drop) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

async function open(): Promise<Database> {
  const database = await openDatabase({ databaseUrl, dataDir, poolSize: 1 });
  await database.migrate();
  return database;
}

/** The catalogue of the size asked for: the one already there, or a new one. Seconds spent making it, or null. */
async function ensureCatalogue(): Promise<number | null> {
  if (databaseUrl) await prepareDatabase(databaseUrl, false);
  let database = await open();
  if (!args.regenerate && (await hasCatalogue(database, size))) {
    await database.close();
    log(`Reusing the catalogue of ${products.toLocaleString('en')} products (--regenerate to make it again)`);
    return null;
  }
  const count = Number(((await database.db.execute('select count(*) as n from products')) as unknown as { rows: { n: string }[] }).rows[0]?.n ?? 0);
  if (count > 0 || args.regenerate) {
    await database.close();
    if (databaseUrl) await prepareDatabase(databaseUrl, true);
    else rmSync(dataDir, { recursive: true, force: true });
    database = await open();
  }
  log(`Generating ${products.toLocaleString('en')} products, ${size.orders.toLocaleString('en')} orders (${kind})`);
  const started = Date.now();
  await generateCatalogue(database, size, { kind, log });
  await database.close();
  return Math.round((Date.now() - started) / 1000);
}

/** The built web app for the page measurements: --web-dist, WEB_DIST, or a build of our own. */
function webDist(): string {
  const given = args['web-dist'] ?? process.env.WEB_DIST;
  // Inside the web app's folder: the server build imports its packages from the project's node_modules.
  const dist = given ?? path.join(root, 'apps/web/build-bench');
  if (!existsSync(path.join(dist, 'server', 'index.js'))) {
    log(`Building the web app into ${dist}`);
    execFileSync('npx', ['react-router', 'build'], { cwd: path.join(root, 'apps/web'), stdio: 'ignore', env: { ...process.env, WEB_BUILD_DIR: dist } });
  }
  return dist;
}

/** Whether the store answers at once again within 30 s: requests queued by a slow call must not spill into the next one. */
async function settle(url: string): Promise<boolean> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const started = Date.now();
    const response = await fetch(`${url}/api/health`, {
      headers: { 'x-forwarded-for': '10.255.255.1' },
      signal: AbortSignal.timeout(5000),
    }).catch(() => null);
    if (response?.ok && Date.now() - started < 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

const line = (name: string, r: LoadResult) =>
  `  ${name.padEnd(32)} ${String(r.requestsPerSecond).padStart(7)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms` +
  (r.cpu ? `  cpu/req: server ${r.cpu.storeMs} ms, db ${r.cpu.databaseMs} ms` : '') +
  (r.errors + r.timeouts + r.non2xx ? `  errors ${r.errors + r.timeouts}, non-2xx ${r.non2xx}` : '');

// Each yardstick is the mean of its two runs, before and after: the machine's load drifts.
const meanOf = (before: LoadResult, after: LoadResult): LoadResult => ({
  ...before,
  requestsPerSecond: Math.round((before.requestsPerSecond + after.requestsPerSecond) / 2),
  requests: before.requests + after.requests,
  errors: before.errors + after.errors,
  timeouts: before.timeouts + after.timeouts,
  non2xx: before.non2xx + after.non2xx,
});

/**
 * The memory section (bench/memory.ts): the demo store on a fresh embedded folder, and on a fresh
 * PostgreSQL database when the bench runs on PostgreSQL.
 */
async function memorySection(dist: string): Promise<MemoryResult[]> {
  log('Memory: the demo store on a fresh start, idle, then a minute of guest browsing');
  const results = [await measureMemory({ webDist: dist, log })];
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    url.pathname = '/store_bench_memory';
    await prepareDatabase(url.toString(), true);
    results.push(await measureMemory({ webDist: dist, databaseUrl: url.toString(), log }));
  }
  return results;
}

/** `--only memory`: the memory section alone, written to bench/results/<date>-memory.md. */
async function memoryOnly() {
  const memory = await memorySection(webDist());
  const date = new Date().toISOString().slice(0, 10);
  const machine = describeMachine(kind);
  const text = [
    `# Bench ${date}: memory`,
    '',
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB RAM; Node ${machine.node}; load average ${machine.loadAverage.start.join(', ')}.`,
    '',
    ...memoryMarkdown(memory),
  ].join('\n');
  const base = path.join(root, 'bench/results', `${date}-memory`);
  mkdirSync(path.dirname(base), { recursive: true });
  writeFileSync(`${base}.json`, `${JSON.stringify({ date, machine, memory }, null, 2)}\n`);
  writeFileSync(`${base}.md`, `${text}\n`);
  log(`\nWrote ${path.relative(root, base)}.json and .md\n\n${text}`);
}

async function main() {
  if (args.only === 'memory') return memoryOnly();
  const generationSeconds = await ensureCatalogue();
  if (args['generate-only']) return;
  const database = await open();
  const fixtures = await readDbFixtures(database);
  const versionRows = (await database.db.execute('select version() as v')) as unknown as { rows: { v: string }[] };
  const databaseVersion = (kind === 'pglite' ? 'PGlite ' : '') + (versionRows.rows[0]?.v.split(' on ')[0] ?? '');
  await database.close();

  const machine = describeMachine(databaseVersion);
  const load = {
    connections: Number(args.connections),
    durationSeconds: Number(args.duration),
    warmupSeconds: Number(args.warmup),
  };
  log(`Load average ${machine.loadAverage.start.join(', ')}; ${load.connections} connections, ${load.durationSeconds} s per call`);

  const probe = await openCpuProbe(databaseUrl);
  // The bare write handler needs PostgreSQL: on PGlite (one process owns the folder) there is none.
  const measureBare = async (): Promise<{ read: LoadResult; write?: LoadResult }> => {
    const bare = await startBareServer({ writeDatabaseUrl: databaseUrl });
    try {
      const cpu = probe ? { probe, pid: bare.pid } : undefined;
      const read = await measure({ ...load, url: bare.url, next: () => ({ method: 'GET', path: '/' }) }, cpu);
      if (!databaseUrl) return { read };
      return { read, write: await measure({ ...load, url: bare.url, next: bareWriteRequest }, cpu) };
    } finally {
      await bare.stop();
    }
  };
  const bareBefore = await measureBare();
  log(line('bare Fastify handler', bareBefore.read));
  if (bareBefore.write) log(line('bare write handler', bareBefore.write));

  const withWeb = args.web && !args['no-web'];
  const dist = withWeb ? webDist() : undefined;
  log('Starting the store');
  let storeOptions: Parameters<typeof startStoreServer>[0] = {
    databaseUrl,
    dataDir,
    webDist: dist,
    admin,
    // For example "--cpu-prof --cpu-prof-dir=/tmp/prof": a CPU profile of the store, written when it stops.
    nodeArgs: args['store-node-args']?.split(' ').filter(Boolean) ?? [],
  };
  let store = await startStoreServer(storeOptions);
  const calls: { name: string; group: CallResult['group']; writes: boolean; result: LoadResult }[] = [];
  const runScenarios = async (scenarios: Scenario[]) => {
    for (const scenario of scenarios) {
      if (args.only && !scenario.name.includes(args.only)) continue;
      // Without the web app (--no-web) the pages are not there to measure.
      if (scenario.group === 'pages' && !dist) continue;
      if (!(await settle(store.url))) {
        // Requests of a call that timed out are still queued in the store: start afresh.
        log('  (the store is still busy with the last call: restarting it)');
        await store.stop();
        store = await startStoreServer(storeOptions);
      }
      if (scenario.warm) log(`  (warming ${await warmUp(store.url, scenario.warm)} of ${scenario.warm.length} pages first)`);
      const result = await measure({ ...load, url: store.url, next: scenario.next }, probe ? { probe, pid: store.pid } : undefined);
      calls.push({ name: scenario.name, group: scenario.group, writes: scenario.writes ?? false, result });
      log(line(scenario.name, result));
    }
  };
  let webVitals: Report['webVitals'] = null;
  let renderTimes: RenderTimes[] = [];
  let lighthouseScores: PageScores[] = [];
  let lighthouseError: string | undefined;
  let webVitalsError: string | undefined;
  let csvImport: CsvImportResult | undefined;
  try {
    // Pages first, on a store no load test has touched yet.
    const measuredPages = [
      { page: 'home', path: '/shop/home' },
      { page: 'listing', path: '/shop/listing' },
      { page: 'product', path: `/shop/product/${fixtures.productIds[0]}` },
    ];
    if (dist) {
      log('Measuring LCP and CLS in Chromium (Fast 4G, CPU 4x slower)');
      try {
        webVitals = await measureWebVitals(store.url, measuredPages, Number(args['web-runs']));
        for (const v of webVitals) log(`  ${v.page.padEnd(10)} LCP ${v.lcpMs} ms  CLS ${v.cls}`);
      } catch (error) {
        webVitalsError = error instanceof Error ? error.message.split('\n')[0] : String(error);
        log(`  failed: ${webVitalsError}`);
      }
    }
    if (dist) {
      log('Lighthouse 12 (mobile preset) on home, listing and product');
      try {
        lighthouseScores = await measureLighthouse(store.url, measuredPages, Number(args['web-runs']));
        for (const l of lighthouseScores) log(`  ${l.page.padEnd(10)} ${JSON.stringify(l.scores)} LCP ${l.lcpMs} ms TBT ${l.tbtMs} ms`);
      } catch (error) {
        lighthouseError = error instanceof Error ? error.message.split('\n')[0] : String(error);
        log(`  failed: ${lighthouseError}`);
      }
      const productPages = fixtures.productIds.slice(0, 200).map((id) => `/shop/product/${id}`);
      const listings = Array.from({ length: 100 }, (_, i) => `/shop/listing?page=${(i % 10) + 1}`);
      renderTimes = [
        await measureRenderTimes(store.url, 'product', productPages),
        await measureRenderTimes(store.url, 'listing', listings),
        await measureRenderTimes(store.url, 'home', Array.from({ length: 50 }, () => '/shop/home')),
      ];
      for (const r of renderTimes) log(`  render ${r.page.padEnd(8)} p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms`);
    }
    const api = await makeApiFixtures(store.url, fixtures, admin);
    await runScenarios(buildScenarios(fixtures, api));
    // The catalogue CSV (docs/decisions/038): `--only import` measures it alone.
    if (!args.only || 'csv import'.includes(args.only)) {
      log(`CSV import of ${Number(args['import-rows']).toLocaleString('en')} generated rows through the HTTP routes`);
      csvImport = await measureCsvImport(store.url, admin, Number(args['import-rows']), databaseUrl);
      log(`  check ${csvImport.checkSeconds} s, create ${csvImport.createSeconds} s, update ${csvImport.updateSeconds} s; export of ${csvImport.exportedRows.toLocaleString('en')} products ${csvImport.exportSeconds} s`);
    }
    const cacheOff = buildCacheOffScenarios(fixtures).filter((s) => !args.only || s.name.includes(args.only));
    if (args['cache-off'] && !args['no-cache-off'] && cacheOff.length > 0) {
      // Issue 15 item 7: the same store with its in-memory catalogue cache off.
      log('Restarting the store with CATALOGUE_CACHE_SECONDS=0');
      await store.stop();
      storeOptions = { ...storeOptions, env: { CATALOGUE_CACHE_SECONDS: '0' } };
      store = await startStoreServer(storeOptions);
      await runScenarios(cacheOff);
      // The same requests, for the calls with a target, to the floor: the store's statements in a bare handler.
      const floorCalls = cacheOff.filter((s) => s.group);
      if (databaseUrl && floorCalls.length > 0) {
        await store.stop();
        const floor = await startFloorServer(databaseUrl);
        try {
          for (const scenario of floorCalls) {
            const result = await measure({ ...load, url: floor.url, next: scenario.next }, probe ? { probe, pid: floor.pid } : undefined);
            const name = scenario.name.replace('cache off:', 'floor:');
            calls.push({ name, group: undefined, writes: false, result });
            log(line(name, result));
          }
        } finally {
          await floor.stop();
        }
      }
    }
  } finally {
    await store.stop();
  }

  const memory = dist && !args.only ? await memorySection(dist) : undefined;
  const bareAfter = await measureBare();
  await probe?.close();
  log(line('bare Fastify handler (again)', bareAfter.read));
  if (bareAfter.write) log(line('bare write handler (again)', bareAfter.write));
  const bare = meanOf(bareBefore.read, bareAfter.read);
  const bareWrite = bareBefore.write && bareAfter.write ? meanOf(bareBefore.write, bareAfter.write) : undefined;
  machine.loadAverage.end = os.loadavg().map((n) => Number(n.toFixed(2)));

  const date = new Date().toISOString().slice(0, 10);
  const report: Report = {
    date,
    database: kind,
    products,
    orders: size.orders,
    ...load,
    generationSeconds,
    machine,
    bare,
    bareWrite,
    storeSettings: Object.fromEntries(
      ['DATABASE_POOL_SIZE'].flatMap((name) => (process.env[name] ? [[name, process.env[name] ?? '']] : [])),
    ),
    calls: calls.map((c) =>
      c.writes && bareWrite
        ? judge(c.name, c.group, c.result, bareWrite.requestsPerSecond, 'write')
        : judge(c.name, c.writes ? undefined : c.group, c.result, bare.requestsPerSecond),
    ),
    webVitals,
    renderTimes,
    lighthouse: lighthouseScores,
    ...(lighthouseError ? { lighthouseError } : {}),
    ...(webVitalsError ? { webVitalsError } : {}),
    ...(csvImport ? { csvImport } : {}),
    ...(memory ? { memory } : {}),
    webVitalsSetup: 'Chromium, 390×844 at 2x, Fast 4G (165 ms, 8.1 Mbit/s down, 1.35 Mbit/s up), CPU 4x slower, cold cache',
  };
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const base = path.join(dir, `${date}-${kind}-${products}${args.only ? '-partial' : ''}`);
  writeFileSync(`${base}.json`, `${JSON.stringify({ ...report, bareRuns: [bareBefore, bareAfter] }, null, 2)}\n`);
  writeFileSync(`${base}.md`, toMarkdown(report));
  log(`\nWrote ${path.relative(root, base)}.json and .md\n`);
  log(toMarkdown(report));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
