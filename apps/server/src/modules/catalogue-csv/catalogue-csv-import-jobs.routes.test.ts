import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_IMPORT_JOB_HEADER, type CsvImportJob } from '@store/contract';
import { products } from '#server/db/schema/index';
import { lastAudit } from '#server-test/admin-helpers';
import { createBrand, createCategory } from '#server-test/catalog-factories';
import { createTestApp, type TestApp } from '#server-test/test-app';
import type { Db } from '#server/db/client';
import type { ImageStorage } from '#server/storage/storage';
import { checkCatalogueCsv } from './csv-import.service';
import { readCsv } from './csv-read';
import { createImportJobs } from './import-jobs';

// The import as a job (issue 26 item 17, docs/decisions/038 addendum): it
// finishes when the admin's connection drops, its progress is read again by
// another request (a reload), and a big file's parsing lets other requests in.

let t: TestApp;
let adminCookie: string;
let adminActor: { _id: string; name: string };
let origin: string;

/** A storage with no file in it: the rows of these files name no images. */
const NO_IMAGES = { get: async () => null, urlFor: (key: string) => `/uploads/${key}` } as unknown as ImageStorage;

beforeAll(async () => {
  t = await createTestApp({ env: { CSV_IMPORT_BATCH_SIZE: '2' } });
  const admin = await t.createUser({ role: 'admin' });
  adminActor = { _id: admin.user._id, name: admin.user.name };
  adminCookie = await t.loginAs(admin.email);
  await createBrand(t.database.db, { name: 'MSI' });
  await createCategory(t.database.db, { name: 'Laptops' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

const fileOf = (prefix: string, rows: number) =>
  ['sku,title,brand,category,price,stock', ...Array.from({ length: rows }, (_, i) => `${prefix}-${i},Job product ${i},MSI,Laptops,${100 + i},${i % 7}`)].join('\r\n');

/** Posts the file over a real connection, reads the answer up to its first line, then drops the connection. */
function importThenDisconnect(file: string): Promise<{ jobId: string; firstLine: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}/api/admin/products/import`, { method: 'POST', headers: { cookie: adminCookie, 'content-type': 'text/csv' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (!text.includes('\n')) return;
        req.destroy();
        resolve({ jobId: String(res.headers[CSV_IMPORT_JOB_HEADER] ?? ''), firstLine: text.slice(0, text.indexOf('\n')) });
      });
    });
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    req.end(file);
  });
}

/** A promise the test settles when it wants (Promise.withResolvers, which Node 20 lacks). */
function gate(): { promise: Promise<void>; resolve: () => void } {
  const opener: { resolve?: () => void } = {};
  const promise = new Promise<void>((resolve) => {
    opener.resolve = resolve;
  });
  return { promise, resolve: () => opener.resolve?.() };
}

const jobOf = async (id: string) => {
  const res = await t.call('GET', `/api/admin/products/import/jobs/${id}`, { cookie: adminCookie });
  expect(res.status).toBe(200);
  return res.body.data as CsvImportJob;
};

describe('an import whose admin drops the connection', () => {
  it('goes on to its last row; a reload reads its result', async () => {
    const { jobId, firstLine } = await importThenDisconnect(fileOf('JOB', 300));
    expect(JSON.parse(firstLine)).toEqual({ type: 'progress', done: 2, total: 300 });

    // A reload: another request reads the job until it has ended.
    const seen: CsvImportJob[] = [];
    for (let job = await jobOf(jobId); ; job = await jobOf(jobId)) {
      seen.push(job);
      if (job.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const job of seen.slice(0, -1)) expect(job.done).toBeGreaterThanOrEqual(2);
    expect(seen.at(-1)).toMatchObject({
      id: jobId,
      status: 'done',
      done: 300,
      total: 300,
      counts: { rows: 300, created: 300, updated: 0, unchanged: 0 },
      message: 'Import finished: 300 created, 0 updated, 0 unchanged',
    });
    expect(seen.at(-1)?.finishedAt).not.toBeNull();
    expect(await t.database.db.$count(products, like(products.sku, 'JOB-%'))).toBe(300);
    expect(await lastAudit(t, adminCookie)).toMatchObject({ summary: 'Imported products from a CSV file: 300 created, 0 updated, 0 unchanged' });

    const latest = await t.call('GET', '/api/admin/products/import/jobs/latest', { cookie: adminCookie });
    expect((latest.body.data as CsvImportJob).id).toBe(jobId);
  });

  it('while it runs, another request reads how far it got', async () => {
    const { rows } = await checkCatalogueCsv(t.database.db, NO_IMAGES, fileOf('HELD', 6));
    // The third batch waits for the test's word: two batches (4 rows) are committed meanwhile.
    const held = gate();
    const atThird = gate();
    let transactions = 0;
    const db = new Proxy(t.database.db, {
      get(target, name, receiver) {
        if (name !== 'transaction') return Reflect.get(target, name, receiver) as unknown;
        return async (work: Parameters<Db['transaction']>[0]) => {
          if (++transactions === 3) {
            atThird.resolve();
            await held.promise;
          }
          return target.transaction(work);
        };
      },
    });
    const jobs = createImportJobs();
    const { id } = await jobs.start({ db, actor: adminActor, rows, batchSize: 2, changed: () => {}, onError: () => {} });
    await atThird.promise;
    expect(await jobOf(id)).toMatchObject({ status: 'running', done: 4, total: 6, counts: { rows: 6, created: 4, updated: 0, unchanged: 0 }, message: null, finishedAt: null });
    held.resolve();
    await jobs.settled();
    expect(await jobOf(id)).toMatchObject({ status: 'done', done: 6, counts: { created: 6 }, message: 'Import finished: 6 created, 0 updated, 0 unchanged' });
  });

  it('an unknown job is 404 with its sentence; a customer reads no job', async () => {
    const missing = await t.call('GET', `/api/admin/products/import/jobs/${randomUUID()}`, { cookie: adminCookie });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'CSV_IMPORT_JOB_NOT_FOUND', message: 'Import not found' });
    const customer = await t.loginAs((await t.createUser()).email);
    expect((await t.call('GET', '/api/admin/products/import/jobs/latest', { cookie: customer })).status).toBe(403);
  });
});

describe('a big file', () => {
  it('lets a health request answer while its 100,000 rows are parsed', async () => {
    const file = fileOf('BIG', 100_000);
    const events: string[] = [];
    const parsing = readCsv(file).then((parsed) => {
      events.push(`parsed ${parsed.records.length}`);
    });
    const health = t.call('GET', '/api/health').then((res) => {
      events.push(`health ${res.status}`);
    });
    await Promise.all([parsing, health]);
    expect(events).toEqual(['health 200', 'parsed 100001']);
  });
});
