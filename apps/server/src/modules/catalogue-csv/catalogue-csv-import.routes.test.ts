import { beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { messages, type AdminProduct, type CsvImportLine } from '@store/contract';
import { products } from '#server/db/schema/index';
import { createBrand, createCategory, createProduct } from '#server-test/catalog-factories';
import type { ImageStorage } from '#server/storage/storage';
import { countAuditRows, lastAudit } from '#server-test/admin-helpers';
import { suiteTestApp, suiteUser } from '#server-test/suite';
import type { Db } from '#server/db/client';
import { checkCatalogueCsv, runCatalogueImport } from './csv-import.service';

// The import's dry run and real run (issue 14 item 9, docs/decisions/038).

let adminActor: { _id: string; name: string };

const HEADER = 'sku,title,title_ar,description,description_ar,brand,category,price,sale_price,stock,quote_available,specs,specs_ar,images';
const post = (url: string, payload: string | Buffer) =>
  t.call('POST', `/api/admin/products/${url}`, { cookie: admin.cookie, headers: { 'content-type': 'text/csv' }, payload });
const ndjson = (raw: string) => raw.trim().split('\n').map((line) => JSON.parse(line) as CsvImportLine);
const allProducts = () => t.database.db.select().from(products).orderBy(asc(products.id));
const problem = (line: number, sku: string, column: string | null, message: string) => ({ line, sku, column, message });
const nine = Array.from({ length: 9 }, (_, i) => `/uploads/products/p${i}-640.webp`).join(' | ');

const t = suiteTestApp({ env: { CSV_IMPORT_BATCH_SIZE: '2' } });
const admin = suiteUser(t, { role: 'admin' });

beforeAll(async () => {
  adminActor = { _id: admin.user._id, name: admin.user.name };
  const db = t.database.db;
  const msi = await createBrand(db, { name: 'MSI' });
  const laptops = await createCategory(db, { name: 'Laptops' });
  await createProduct(db, { brandId: msi.id, categoryId: laptops.id, title: 'Katana 15', price: 3999, totalStock: 5 });
  await t.database.db.update(products).set({ sku: 'MSI-KATANA-15' });
});

describe('the dry run', () => {
  it('reports every bad row of a file with 20 kinds of them, by line and reason, and writes nothing', async () => {
    const rows = [
      'NEW-1,Good new laptop,,,,msi,LAPTOPS,100,,1,,,,', // line 2: fine (names in lower and upper case)
      ',No SKU,,,,MSI,Laptops,100,,1,,,,', // 3
      'BAD SKU,Spaces,,,,MSI,Laptops,100,,1,,,,', // 4
      'new-1,Repeated,,,,MSI,Laptops,100,,1,,,,', // 5
      'T-1,,,,,MSI,Laptops,100,,1,,,,', // 6
      `T-2,${'x'.repeat(201)},,,,MSI,Laptops,100,,1,,,,`, // 7
      'T-3,Unknown brand,,,,Acme,Laptops,100,,1,,,,', // 8
      'T-4,Unknown category,,,,MSI,Toasters,100,,1,,,,', // 9
      'T-5,No brand,,,,,Laptops,100,,1,,,,', // 10
      'T-6,Thousands,,,,MSI,Laptops,"1,299",,1,,,,', // 11
      'T-7,Three decimals,,,,MSI,Laptops,10.999,,1,,,,', // 12
      'T-8,No price,,,,MSI,Laptops,,,1,,,,', // 13
      'T-9,Sale above,,,,MSI,Laptops,100,150,1,,,,', // 14
      'T-10,Half a unit,,,,MSI,Laptops,100,,2.5,,,,', // 15
      'T-11,Too many,,,,MSI,Laptops,100,,100001,,,,', // 16
      'T-12,Maybe,,,,MSI,Laptops,100,,1,maybe,,,', // 17
      'T-13,Spec,,,,MSI,Laptops,100,,1,,CPU Intel,,', // 18
      'T-14,Arabic spec,,,,MSI,Laptops,100,,1,,CPU: i7 | RAM: 16 GB,المعالج: آي 7,', // 19
      `T-15,Nine photos,,,,MSI,Laptops,100,,1,,,,${nine}`, // 20
      'T-16,Unknown photo,,,,MSI,Laptops,100,,1,,,,/uploads/products/none-640.webp', // 21
      'T-17,Same photo,,,,MSI,Laptops,100,,1,,,,/uploads/products/a-640.webp | /uploads/products/a-640.webp', // 22
      'T-18,Short row,MSI', // 23
      `T-19,Long,,${'y'.repeat(5001)},,MSI,Laptops,100,,1,,,,`, // 24
      'MSI-KATANA-15,Katana 15 (2025),,,,MSI,Laptops,3899,,5,,,,', // 25: fine, an update
      'T-20,Sale in AED,,,,MSI,Laptops,100,AED 90,1,,,,', // 26
    ];
    const bytes = Buffer.concat([
      Buffer.from(`${HEADER}\r\n${rows.join('\r\n')}\r\n`),
      Buffer.from('T-21,Bad bytes \xff\xfe,,,,MSI,Laptops,100,,1,,,,\r\n', 'latin1'), // 27
      Buffer.from('T-22,"never closed,,,,MSI,Laptops,100,,1,,,,\r\n'), // 28
    ]);
    const before = await allProducts();
    const audits = await countAuditRows(t.database.db);
    const res = await post('import/check', bytes);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      rows: 26,
      created: 1,
      updated: 1,
      unchanged: 0,
      problems: [
        problem(3, '', 'sku', messages.CSV_SKU_REQUIRED),
        problem(4, 'BAD SKU', 'sku', messages.SKU_INVALID),
        problem(5, 'new-1', 'sku', 'The SKU is already on line 2'),
        problem(6, 'T-1', 'title', messages.TITLE_REQUIRED),
        problem(7, 'T-2', 'title', 'Must be at most 200 characters'),
        problem(8, 'T-3', 'brand', 'No brand is called "Acme". Add it on the Brands page first'),
        problem(9, 'T-4', 'category', 'No category is called "Toasters". Add it on the Category page first'),
        problem(10, 'T-5', 'brand', messages.BRAND_CHOICE_REQUIRED),
        problem(11, 'T-6', 'price', messages.CSV_NUMBER_INVALID),
        problem(12, 'T-7', 'price', messages.PRICE_INVALID),
        problem(13, 'T-8', 'price', messages.PRICE_INVALID),
        problem(14, 'T-9', 'sale_price', messages.SALE_PRICE_NOT_BELOW),
        problem(15, 'T-10', 'stock', messages.CSV_WHOLE_NUMBER_INVALID),
        problem(16, 'T-11', 'stock', messages.STOCK_INVALID),
        problem(17, 'T-12', 'quote_available', messages.CSV_YES_NO_INVALID),
        problem(18, 'T-13', 'specs', messages.CSV_SPEC_INVALID),
        problem(19, 'T-14', 'specs_ar', 'The Arabic specifications have 1 rows; the English have 2'),
        problem(20, 'T-15', 'images', messages.GALLERY_TOO_MANY),
        problem(21, 'T-16', 'images', 'No uploaded image has the address "/uploads/products/none-640.webp". Upload it first, then use its address'),
        problem(22, 'T-17', 'images', messages.GALLERY_DUPLICATE),
        problem(23, 'T-18', null, 'This row has 3 cells; the header has 14'),
        problem(24, 'T-19', 'description', 'Must be at most 5000 characters'),
        problem(26, 'T-20', 'sale_price', messages.CSV_NUMBER_INVALID),
        problem(27, 'T-21', null, messages.CSV_BAD_ENCODING),
        problem(28, '', null, 'This line cannot be read as CSV: a quote (") opens a cell that is never closed'),
      ],
    });
    expect(await allProducts()).toEqual(before);
    expect(await countAuditRows(t.database.db)).toBe(audits);
  });

  it.each([
    ['an empty file', '', [{ line: 1, sku: '', column: null, message: messages.CSV_EMPTY }]],
    ['a header alone', `${HEADER}\n`, [{ line: 1, sku: '', column: null, message: messages.CSV_EMPTY }]],
    [
      'a wrong header',
      'sku,title,brand,brand,colour,price,stock\nA-1,x,MSI,MSI,red,1,1\n',
      [
        { line: 1, sku: '', column: 'brand', message: 'The header has the column "brand" twice' },
        { line: 1, sku: '', column: 'colour', message: 'The header has an unknown column "colour"' },
        { line: 1, sku: '', column: 'category', message: 'The header has no "category" column' },
      ],
    ],
  ])('refuses %s at line 1', async (_name, file, problems) => {
    const res = await post('import/check', file);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ problems });
  });
});

describe('the real run', () => {
  it('refuses a file with problems with 400, the report beside, and writes nothing', async () => {
    const before = await allProducts();
    const res = await post('import', `${HEADER}\nT-1,,,,,MSI,Laptops,100,,1,,,,\n`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      params: { n: 1 },
      code: 'CSV_IMPORT_REFUSED',
      message: 'Nothing was imported: the file has problems (1). Run the check and fix them first',
      problems: [{ line: 2, sku: 'T-1', column: 'title', message: messages.TITLE_REQUIRED }],
    });
    expect(await allProducts()).toEqual(before);
  });

  it('creates, updates and leaves rows in batches, reports its progress, and writes one audit entry', async () => {
    const file = [
      'sku,title,brand,category,price,stock,specs,specs_ar',
      'NEW-A,Alpha,MSI,Laptops,100,1,CPU: i7,المعالج: آي 7',
      'NEW-B,Beta,MSI,Laptops,200.5,2,,',
      'msi-katana-15,Katana 15 (2025),MSI,Laptops,3899,0,,',
      'NEW-C,Gamma,MSI,Laptops,300,3,,',
      'NEW-C2,Gamma two,MSI,Laptops,300,3,,',
    ].join('\n');
    const res = await post('import', file);
    expect(res.status).toBe(200);
    expect(ndjson(res.raw)).toEqual([
      { type: 'progress', done: 2, total: 5 },
      { type: 'progress', done: 4, total: 5 },
      { type: 'progress', done: 5, total: 5 },
      { type: 'summary', message: 'Import finished: 4 created, 1 updated, 0 unchanged', data: { rows: 5, created: 4, updated: 1, unchanged: 0 } },
    ]);
    expect(await lastAudit(t, admin.cookie)).toMatchObject({
      action: 'product.import',
      summary: 'Imported products from a CSV file: 4 created, 1 updated, 0 unchanged',
    });
    const found = await t.call('GET', '/api/admin/products/getall?search=NEW-A', { cookie: admin.cookie });
    expect((found.body.data as AdminProduct[]).map((p) => [p.sku, p.title, p.price, p.specs])).toEqual([
      ['NEW-A', 'Alpha', 100, [{ label: 'CPU', value: 'i7', labelAr: 'المعالج', valueAr: 'آي 7' }]],
    ]);
    const katana = await t.call('GET', '/api/admin/products/getall?search=katana', { cookie: admin.cookie });
    expect((katana.body.data as AdminProduct[]).map((p) => [p.sku, p.title, p.price, p.totalStock])).toEqual([
      // The SKU as the file writes it: matched whatever its case, then stored as written.
      ['msi-katana-15', 'Katana 15 (2025)', 3899, 0],
    ]);
    // The shop sees the new products at once: the batches told the catalogue caches.
    const shop = await t.call('GET', '/api/shop/products/search?keyword=gamma');
    expect(shop.body.total).toBe(2);
    // Nothing of the import is left in the search indexes' pending lists for every search to read through.
    const { rows } = await t.database.db.execute<{ pages: number }>(
      sql`select gin_clean_pending_list('products_search_vector_idx'::regclass)::int as pages`,
    );
    expect(rows[0]?.pages).toBe(0);
  });
});

/** A storage with no file in it: the rows of this file name no images. */
const NO_IMAGES: ImageStorage = {
  put: async () => {},
  get: async () => null,
  delete: async () => {},
  urlFor: (key) => `/uploads/${key}`,
  check: async () => {},
  close: async () => {},
};

describe('a run that a batch stops', () => {
  it('keeps the batches before it, says where it stopped, and still writes its audit entry', async () => {
    const file = ['sku,title,brand,category,price,stock', 'STOP-1,One,MSI,Laptops,1,1', 'STOP-2,Two,MSI,Laptops,2,2', 'STOP-3,Three,MSI,Laptops,3,3'].join('\n');
    const { rows, problems } = await checkCatalogueCsv(t.database.db, NO_IMAGES, file);
    expect(problems).toEqual([]);
    // The second transaction fails as a lost connection would.
    let transactions = 0;
    const db = new Proxy(t.database.db, {
      get(target, name, receiver) {
        if (name !== 'transaction') return Reflect.get(target, name, receiver) as unknown;
        return (work: Parameters<Db['transaction']>[0]) => (++transactions === 2 ? Promise.reject(new Error('connection lost')) : target.transaction(work));
      },
    });
    const errors: unknown[] = [];
    const lines: CsvImportLine[] = [];
    const run = runCatalogueImport({ db, actor: adminActor, rows, batchSize: 2, changed: () => {}, onError: (e) => errors.push(e) });
    for await (const line of run) lines.push(line);
    expect(lines).toEqual([
      { type: 'progress', done: 2, total: 3 },
      {
        type: 'error',
        message: 'The import stopped after 2 of 3 rows: the database refused a row. The rows before it are saved; run the import again to finish',
        done: 2,
        total: 3,
      },
    ]);
    expect(errors).toHaveLength(1);
    expect(await lastAudit(t, admin.cookie)).toMatchObject({
      action: 'product.import',
      summary: 'Imported products from a CSV file: 2 created, 0 updated, 0 unchanged, stopped after 2 of 3 rows',
    });
    const saved = await t.call('GET', '/api/admin/products/getall?search=STOP-', { cookie: admin.cookie });
    expect((saved.body.data as AdminProduct[]).map((p) => p.sku).toSorted()).toEqual(['STOP-1', 'STOP-2']);
  });
  it('a closed connection (the stream stops asking) leaves an audit entry that says where it stopped', async () => {
    const file = ['sku,title,brand,category,price,stock', 'GONE-1,One,MSI,Laptops,1,1', 'GONE-2,Two,MSI,Laptops,2,2', 'GONE-3,Three,MSI,Laptops,3,3'].join('\n');
    const { rows } = await checkCatalogueCsv(t.database.db, NO_IMAGES, file);
    const run = runCatalogueImport({ db: t.database.db, actor: adminActor, rows, batchSize: 2, changed: () => {}, onError: () => {} });
    expect((await run.next()).value).toEqual({ type: 'progress', done: 2, total: 3 });
    // What a destroyed response stream does to its generator.
    await run.return(undefined);
    expect(await lastAudit(t, admin.cookie)).toMatchObject({
      action: 'product.import',
      summary: 'Imported products from a CSV file: 2 created, 0 updated, 0 unchanged, stopped after 2 of 3 rows',
    });
  });
});
