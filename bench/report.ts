import os from 'node:os';
import type { CsvImportResult } from './import';
import type { LoadResult } from './load';
import { MEMORY_TARGETS, type MemoryResult } from './memory';
import type { PageScores } from './lighthouse';
import type { RenderTimes } from './render-times';
import type { PageVitals } from './web-vitals';

// The machine and the results: a JSON file for tools and a markdown table for people.

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  database: string;
  loadAverage: { start: number[]; end?: number[] };
}

export function describeMachine(databaseVersion: string): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    database: databaseVersion,
    loadAverage: { start: os.loadavg().map((n) => Number(n.toFixed(2))) },
  };
}

/**
 * Issue #6 item 2: throughput as a share of the bare handler's, and search's p99.
 * Issue 15 items 6 and 7: writes as a share of the bare write handler's, and
 * the catalogue's database path (CATALOGUE_CACHE_SECONDS=0) as a share of the bare read handler's.
 */
export const TARGETS = {
  listing: { minRatio: 0.25 },
  details: { minRatio: 0.35 },
  search: { minRatio: 0.15, maxP99Ms: 50 },
  // Issue 7: a signed-out shopper's server-rendered page (docs/decisions/013).
  pages: { minRatio: 0.05 },
  'uncached-listing': { minRatio: 0.08 },
  'uncached-details': { minRatio: 0.15 },
  'uncached-search': { minRatio: 0.05 },
  cart: { minRatio: 0.2 },
  order: { minRatio: 0.1 },
} as const;

/** Which bare handler a call is measured against. */
export type Yardstick = 'read' | 'write';

export interface CallResult extends LoadResult {
  name: string;
  group?: keyof typeof TARGETS | undefined;
  /** `write`: the ratio is to the bare write handler. */
  yardstick?: Yardstick;
  ratio: number;
  target?: string | undefined;
  pass?: boolean | undefined;
}

export function judge(
  name: string,
  group: keyof typeof TARGETS | undefined,
  result: LoadResult,
  bareRps: number,
  yardstick: Yardstick = 'read',
): CallResult {
  const ratio = Number((result.requestsPerSecond / bareRps).toFixed(3));
  const failed = result.errors + result.timeouts + result.non2xx > 0;
  if (!group) return { name, yardstick, ratio, ...result, ...(failed ? { pass: false, target: 'no errors' } : {}) };
  const target = TARGETS[group];
  const p99Ok = 'maxP99Ms' in target ? result.p99Ms <= target.maxP99Ms : true;
  const text = `≥ ${target.minRatio}${'maxP99Ms' in target ? `, p99 ≤ ${target.maxP99Ms} ms` : ''}`;
  return { name, group, yardstick, ratio, ...result, target: text, pass: !failed && ratio >= target.minRatio && p99Ok };
}

export interface Report {
  date: string;
  database: 'postgres' | 'pglite';
  products: number;
  orders: number;
  connections: number;
  durationSeconds: number;
  generationSeconds: number | null;
  machine: Machine;
  bare: LoadResult;
  /** The bare write handler (one row committed through a pool of the store's size); absent on PGlite. */
  bareWrite?: LoadResult | undefined;
  /** Settings the store ran with besides the bench's own (DATABASE_POOL_SIZE...). */
  storeSettings?: Record<string, string>;
  calls: CallResult[];
  webVitals: PageVitals[] | null;
  /** The server's render time per page (Server-Timing), one request at a time. */
  renderTimes?: RenderTimes[];
  /** Lighthouse scores per page (mobile preset; performance is the median of the runs). */
  lighthouse?: PageScores[];
  lighthouseError?: string;
  /** Why the page measurements failed, when they did. */
  webVitalsError?: string;
  /** Chromium settings of the web vitals. */
  webVitalsSetup?: string;
  /** The catalogue CSV import and export through HTTP (bench/import.ts, docs/decisions/038). */
  csvImport?: CsvImportResult;
  /** The demo store's resident memory on a fresh start, idle and browsed (bench/memory.ts). */
  memory?: MemoryResult[];
}

const fmt = (n: number) => n.toLocaleString('en');
const cpuText = (r: LoadResult) => (r.cpu ? `${r.cpu.storeMs} / ${r.cpu.databaseMs}` : '');
const passText = (pass: boolean | undefined) => (pass === undefined ? '' : pass ? 'pass' : '**fail**');

export function toMarkdown(report: Report): string {
  const m = report.machine;
  const lines = [
    `# Bench ${report.date}: ${report.database}, ${fmt(report.products)} products, ${fmt(report.orders)} orders`,
    '',
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB RAM, ${m.os}; Node ${m.node}; ${m.database}.`,
    `Load average (1, 5, 15 min) at the start ${m.loadAverage.start.join(', ')}` +
      (m.loadAverage.end ? `, at the end ${m.loadAverage.end.join(', ')}` : '') +
      ' (other work shared the machine).',
    `autocannon: ${report.connections} connections, ${report.durationSeconds} s per call after a warm-up; ` +
      'the store and the bare handler are child processes on the same machine as autocannon.',
    report.generationSeconds === null
      ? 'Catalogue: reused from an earlier run.'
      : `Catalogue generated in ${report.generationSeconds} s.`,
    '',
    ...(report.storeSettings && Object.keys(report.storeSettings).length
      ? [`Store settings: ${Object.entries(report.storeSettings).map(([k, v]) => `${k}=${v}`).join(', ')}.`]
      : []),
    'Calls marked "cache off" ran on a store started with CATALOGUE_CACHE_SECONDS=0 (the database path alone). ' +
      'Writes (ratio to **write**) are measured against the bare write handler, which commits one row through a pool of the store\'s size; ' +
      'everything else against the bare read handler. ' +
      'Calls marked "floor" sent the same requests as the "cache off" calls to the store\'s own statements, through the store\'s pool, ' +
      'in a bare Fastify handler that answers the rows as they come (bench/floor-server.ts): the least the database path costs.',
    '',
    'CPU ms per request: the server process (the store, or the bare handler) and the PostgreSQL backends of the bench database, from /proc during the measured seconds (blank where it cannot be read).',
    '',
    '| Call | req/s | p50 ms | p99 ms | ratio to bare | target | result | errors / non-2xx | CPU ms/req server / db |',
    '|---|---:|---:|---:|---:|---|---|---:|---:|',
    `| bare Fastify handler | ${fmt(report.bare.requestsPerSecond)} | ${report.bare.p50Ms} | ${report.bare.p99Ms} | 1 |  |  | ${report.bare.errors + report.bare.timeouts} / ${report.bare.non2xx} | ${cpuText(report.bare)} |`,
    ...(report.bareWrite
      ? [
          `| bare write handler | ${fmt(report.bareWrite.requestsPerSecond)} | ${report.bareWrite.p50Ms} | ${report.bareWrite.p99Ms} | 1 (write) |  |  | ${report.bareWrite.errors + report.bareWrite.timeouts} / ${report.bareWrite.non2xx} | ${cpuText(report.bareWrite)} |`,
        ]
      : []),
    ...report.calls.map(
      (c) =>
        `| ${c.name} | ${fmt(c.requestsPerSecond)} | ${c.p50Ms} | ${c.p99Ms} | ${c.ratio}${c.yardstick === 'write' ? ' (write)' : ''} | ${c.target ?? ''} | ${passText(c.pass)} | ${c.errors + c.timeouts} / ${c.non2xx} | ${cpuText(c)} |`,
    ),
  ];
  if (report.renderTimes?.length) {
    lines.push('', 'Server render time of a page (Server-Timing, one request at a time, past the page cache):', '', '| Page | samples | p50 ms | p99 ms |', '|---|---:|---:|---:|');
    for (const r of report.renderTimes) lines.push(`| ${r.page} | ${r.samples} | ${r.p50Ms} | ${r.p99Ms} |`);
  }
  if (report.lighthouse?.length) {
    lines.push(
      '',
      'Lighthouse 12 (mobile preset, production build); targets: performance ≥ 95, the others 100:',
      '',
      '| Page | performance (runs) | accessibility | best practices | SEO | LCP ms | TBT ms | result |',
      '|---|---|---:|---:|---:|---:|---:|---|',
    );
    for (const l of report.lighthouse) {
      const s = l.scores;
      const pass = s.performance >= 95 && s.accessibility === 100 && s['best-practices'] === 100 && s.seo === 100;
      lines.push(
        `| ${l.page} (\`${l.path}\`) | ${s.performance} (${l.performanceRuns.join(', ')}) | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${l.lcpMs} | ${l.tbtMs} | ${passText(pass)} |`,
      );
    }
  }
  if (report.csvImport) {
    const c = report.csvImport;
    lines.push(
      '',
      `CSV import through HTTP (bench/import.ts; aim: ${fmt(c.rows)} rows in under 30 s):`,
      '',
      '| Step | rows | seconds | result |',
      '|---|---:|---:|---|',
      `| dry run (check) | ${fmt(c.rows)} | ${c.checkSeconds} |  |`,
      `| import, new products | ${fmt(c.rows)} | ${c.createSeconds} | ${passText(c.checkSeconds + c.createSeconds < 30)} |`,
      `| import, every row changed | ${fmt(c.rows)} | ${c.updateSeconds} | ${passText(c.checkSeconds + c.updateSeconds < 30)} |`,
      `| export of the whole catalogue | ${fmt(c.exportedRows)} | ${c.exportSeconds} |  |`,
    );
  }
  if (report.memory) lines.push('', ...memoryMarkdown(report.memory));
  if (report.lighthouseError) lines.push('', `Lighthouse: not measured (${report.lighthouseError}).`);
  if (report.webVitalsError) lines.push('', `Web vitals: not measured (${report.webVitalsError}).`);
  if (report.webVitals) {
    lines.push(
      '',
      `Web vitals (${report.webVitalsSetup ?? ''}), median of the runs; aim LCP ≤ 1.5 s, CLS ≤ 0.05, issue 7:`,
      '',
      '| Page | LCP ms | CLS | runs (LCP ms / CLS) | LCP element | result |',
      '|---|---:|---:|---|---|---|',
      ...report.webVitals.map(
        (v) =>
          `| ${v.page} (\`${v.path}\`) | ${fmt(v.lcpMs)} | ${v.cls} | ${v.runs.map((r) => `${r.lcpMs} / ${r.cls}`).join('; ')} | \`${v.lcpElement}\` | ${passText(v.lcpMs <= 1500 && v.cls <= 0.05)} |`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The memory section's table (bench/memory.ts): the demo store on a fresh start. */
export function memoryMarkdown(results: readonly MemoryResult[]): string[] {
  const lines = [
    `Resident memory of the demo store (\`npm start\`'s process, fresh data, the demo catalogue; aim: embedded ≤ ${MEMORY_TARGETS.pglite.idleMb} MB idle and ≤ ${MEMORY_TARGETS.pglite.peakMb} MB browsing, PostgreSQL ≤ ${MEMORY_TARGETS.postgres.idleMb} MB idle):`,
    '',
    '| Database | start s | idle MB | guest browsing | peak MB | after MB | result |',
    '|---|---:|---:|---|---:|---:|---|',
  ];
  for (const r of results) {
    const pass = r.database === 'pglite' ? r.idleMb <= MEMORY_TARGETS.pglite.idleMb && r.peakMb <= MEMORY_TARGETS.pglite.peakMb : r.idleMb <= MEMORY_TARGETS.postgres.idleMb;
    lines.push(`| ${r.database} | ${r.startSeconds} | ${r.idleMb} | ${fmt(r.pagesServed)} pages in ${r.browsingSeconds} s | ${r.peakMb} | ${r.afterMb} | ${passText(pass)} |`);
  }
  return lines;
}
