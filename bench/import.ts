import { Client } from 'pg';

// The catalogue CSV import through its HTTP routes (issue 14 item 9,
// docs/decisions/038): N generated rows checked (dry run), imported as new
// products, then imported again with every row changed (updates), and the
// whole catalogue exported. The aim: 10,000 rows in under 30 s. On PostgreSQL
// the generated products are deleted afterwards and the tables vacuumed, so
// the catalogue keeps the size and shape the next calls and runs expect; on PGlite the store owns the folder, and the
// next run makes its catalogue again.

export interface CsvImportResult {
  rows: number;
  checkSeconds: number;
  createSeconds: number;
  updateSeconds: number;
  exportSeconds: number;
  exportedRows: number;
}

const HEADER = 'sku,title,brand,category,price,sale_price,stock,specs';
const SKU_PREFIX = 'BENCH-CSV-';
/** Every request of the bench says it comes from its own address behind the bench's load balancer (bench/README.md). */
const FORWARDED = { 'x-forwarded-for': '10.254.0.1' };

const seconds = (started: number) => Number(((performance.now() - started) / 1000).toFixed(2));

async function call(url: string, init: RequestInit & { cookie: string }): Promise<Response> {
  const response = await fetch(url, { ...init, headers: { ...FORWARDED, cookie: init.cookie, ...(init.headers as Record<string, string>) } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response;
}

function generatedFile(rows: number, brands: string[], categories: string[], round: number): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const price = 100 + (i % 5000) + round;
    const onSale = i % 3 === 0 ? String(price - 10) : '';
    lines.push(
      `${SKU_PREFIX}${String(i).padStart(6, '0')},Bench import product ${i} round ${round},${brands[i % brands.length]},${categories[i % categories.length]},${price}.00,${onSale},${(i * 7 + round) % 500},CPU: Core i${3 + (i % 4) * 2} | RAM: ${8 * (1 + (i % 4))} GB`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The real run's NDJSON to its last line; throws unless it is the summary. */
async function runImport(url: string, cookie: string, file: string): Promise<void> {
  const response = await call(`${url}/api/admin/products/import`, { method: 'POST', cookie, headers: { 'content-type': 'text/csv' }, body: file });
  const lines = (await response.text()).trim().split('\n');
  const last = JSON.parse(lines.at(-1) ?? '{}') as { type?: string; message?: string };
  if (last.type !== 'summary') throw new Error(`the import did not finish: ${lines.at(-1)}`);
}

export async function measureCsvImport(url: string, admin: { email: string; password: string }, rows: number, databaseUrl?: string): Promise<CsvImportResult> {
  const login = await call(`${url}/api/auth/login`, { method: 'POST', cookie: '', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const cookie = (login.headers.getSetCookie().find((c) => c.startsWith('sid=')) ?? '').split(';')[0] ?? '';
  const brands = ((await (await call(`${url}/api/admin/brands/getall`, { cookie })).json()) as { data: { brand: string }[] }).data.map((b) => b.brand);
  const categories = ((await (await call(`${url}/api/admin/categories/getall`, { cookie })).json()) as { data: { category: string }[] }).data.map((c) => c.category);
  // Names with a comma would need quoting; the generated catalogue has none.
  const created = generatedFile(rows, brands, categories, 0);
  const changed = generatedFile(rows, brands, categories, 1);
  try {
    let started = performance.now();
    const check = await call(`${url}/api/admin/products/import/check`, { method: 'POST', cookie, headers: { 'content-type': 'text/csv' }, body: created });
    const report = (await check.json()) as { data: { problems: unknown[]; created: number } };
    if (report.data.problems.length > 0) throw new Error(`the generated file has problems: ${JSON.stringify(report.data.problems.slice(0, 3))}`);
    const checkSeconds = seconds(started);
    started = performance.now();
    await runImport(url, cookie, created);
    const createSeconds = seconds(started);
    started = performance.now();
    await runImport(url, cookie, changed);
    const updateSeconds = seconds(started);
    started = performance.now();
    const exported = await call(`${url}/api/admin/products/export.csv`, { cookie });
    let exportedRows = -1;
    // Line ends counted by their \n, which a chunk boundary cannot split (the generated cells hold no line breaks).
    if (exported.body) for await (const chunk of exported.body.pipeThrough(new TextDecoderStream())) exportedRows += chunk.split('\n').length - 1;
    const exportSeconds = seconds(started);
    return { rows, checkSeconds, createSeconds, updateSeconds, exportSeconds, exportedRows };
  } finally {
    if (databaseUrl) {
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`delete from products where sku like '${SKU_PREFIX}%'`);
      // The deleted products were the newest: until a vacuum, their dead index entries lie at the start of
      // the newest-first lists that the next calls read (autovacuum waits for a fifth of the table to change).
      await client.query('vacuum (analyze) products, product_cards, product_counts, product_totals, search_postings');
      await client.end();
    }
  }
}
