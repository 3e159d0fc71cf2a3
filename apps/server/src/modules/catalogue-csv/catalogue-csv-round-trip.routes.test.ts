import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { asc } from 'drizzle-orm';
import { CSV_COLUMNS, messages, type AdminProduct, type CsvImportLine } from '@store/contract';
import { products } from '#server/db/schema/index';
import type { TestApp } from '#server-test/test-app';
import { createBrand, createCategory, createProduct } from '#server-test/catalog-factories';
import { adminOnlyViolations, countAuditRows, lastAudit } from '#server-test/admin-helpers';
import { suiteTestApp, suiteUser } from '#server-test/suite';
import { exportCatalogueCsv } from './csv-export.service';

// The catalogue as a CSV file (issue 14 item 9, docs/decisions/038): what the
// export writes, and that importing it again changes nothing.

const csvHeaders = { 'content-type': 'text/csv' };
export const postCsv = (app: TestApp, cookie: string, url: string, payload: string | Buffer) =>
  app.call('POST', url, { cookie, headers: csvHeaders, payload });
const ndjson = (raw: string) => raw.trim().split('\n').map((line) => JSON.parse(line) as CsvImportLine);

async function uploadPhoto(colour: string): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: colour } }).png().toBuffer();
  const boundary = 'csv-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.call('POST', '/api/admin/uploads', { cookie: admin.cookie, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  return (res.body.data as { url: string }).url;
}

/** The prices the edited export of the test below gives. */
const editedPrice = (p: AdminProduct) => (p.title === 'ROG Zephyrus G14, "2024"' ? 6399 : p.title === 'Swift OLED' ? 3199 : p.price);
const allProducts = () => t.database.db.select().from(products).orderBy(asc(products.id));

const t = suiteTestApp();
const admin = suiteUser(t, { role: 'admin' });
const customer = suiteUser(t);

beforeAll(async () => {
  const db = t.database.db;
  const asus = await createBrand(db, { name: 'ASUS ROG', nameAr: 'أسوس' });
  const msi = await createBrand(db, { name: 'MSI' });
  const laptops = await createCategory(db, { name: 'Laptops', nameAr: 'حواسيب محمولة' });
  const displays = await createCategory(db, { name: 'Displays' });
  await createProduct(db, {
    brandId: asus.id,
    categoryId: laptops.id,
    title: 'ROG Zephyrus G14, "2024"',
    titleAr: 'روج زفيروس جي 14',
    description: 'Line one\nLine two, with a comma',
    descriptionAr: 'حاسوب محمول للألعاب',
    price: 6499,
    salePrice: 5999.5,
    totalStock: 3,
    isQuoteAvailable: true,
    specs: [
      { label: 'CPU', value: 'Ryzen 9 8945HS', labelAr: 'المعالج', valueAr: 'رايزن 9' },
      { label: 'Ports', value: 'USB-C | HDMI' },
    ],
  });
  await createProduct(db, { brandId: msi.id, categoryId: displays.id, title: '=HYPERLINK("http://evil")', price: 899, totalStock: 0, specs: [{ label: 'Ratio', value: '16:9' }] });
  await createProduct(db, { brandId: msi.id, categoryId: laptops.id, title: '-20% bundle', price: 1, image: '/images/demo/laptop.webp' });
  const gallery = await createProduct(db, { brandId: asus.id, categoryId: displays.id, title: 'Swift OLED', price: 3299 });
  const photos = [await uploadPhoto('#1d4ed8'), await uploadPhoto('#dc2626')];
  const saved = await t.call('PUT', `/api/admin/products/update/${gallery.id}`, {
    cookie: admin.cookie,
    payload: { title: 'Swift OLED', category: displays.id, brand: asus.id, price: 3299, totalStock: 4, images: photos },
  });
  if (saved.status !== 200) throw new Error(`gallery not saved: ${saved.raw}`);
});

describe('the export', () => {
  it('is for admins only', async () => {
    const calls = [
      ['GET', '/api/admin/products/export.csv'],
      ['POST', '/api/admin/products/import/check', 'sku\n'],
      ['POST', '/api/admin/products/import', 'sku\n'],
    ] as const;
    expect(await adminOnlyViolations(t, calls, customer.cookie)).toEqual([]);
  });

  it('is a UTF-8 attachment with a byte order mark, every product on its row, formulas disarmed', async () => {
    const res = await t.call('GET', '/api/admin/products/export.csv', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.raw.startsWith(`\uFEFF${CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(res.raw).toContain(
      '"ROG Zephyrus G14, ""2024""",روج زفيروس جي 14,"Line one\nLine two, with a comma",حاسوب محمول للألعاب,ASUS ROG,Laptops,6499.00,5999.50,3,yes,CPU: Ryzen 9 8945HS | Ports: USB-C \\| HDMI,المعالج: رايزن 9 | ,\r\n',
    );
    expect(res.raw).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    expect(res.raw).toContain(",'-20% bundle,");
    expect(res.raw.trim().split('\r\n')).toHaveLength(5);
  });

  it('reads the catalogue page by page', async () => {
    const pieces: string[] = [];
    for await (const piece of exportCatalogueCsv(t.database.db, 1)) pieces.push(piece);
    // The header, then one piece per page of one product.
    expect(pieces).toHaveLength(5);
  });
});

describe('a round trip', () => {
  it('export then import changes nothing', async () => {
    const before = await allProducts();
    const audits = await countAuditRows(t.database.db);
    const file = (await t.call('GET', '/api/admin/products/export.csv', { cookie: admin.cookie })).raw;

    const check = await postCsv(t, admin.cookie, '/api/admin/products/import/check', file);
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ success: true, data: { rows: 4, created: 0, updated: 0, unchanged: 4, problems: [] } });

    const run = await postCsv(t, admin.cookie, '/api/admin/products/import', file);
    expect(run.status).toBe(200);
    expect(run.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(ndjson(run.raw).at(-1)).toEqual({
      type: 'summary',
      message: 'Import finished: 0 created, 0 updated, 4 unchanged',
      data: { rows: 4, created: 0, updated: 0, unchanged: 4 },
    });
    expect(await allProducts()).toEqual(before);
    expect(await countAuditRows(t.database.db)).toBe(audits + 1);
    expect(await lastAudit(t, admin.cookie)).toMatchObject({
      action: 'product.import',
      summary: 'Imported products from a CSV file: 0 created, 0 updated, 4 unchanged',
    });
  });

  it('with the file saved by a spreadsheet (LF line ends, no byte order mark, empty columns and rows added) still changes nothing', async () => {
    const before = await allProducts();
    const exported = (await t.call('GET', '/api/admin/products/export.csv', { cookie: admin.cookie })).raw.slice(1);
    const [header, ...rest] = exported.split('\r\n');
    const file = [`${header},,`, ...rest.filter(Boolean).map((row) => `${row},,`), ',,,,,,,,,,,,,,,', ''].join('\n');
    const check = await postCsv(t, admin.cookie, '/api/admin/products/import/check', file);
    expect(check.body.data).toEqual({ rows: 4, created: 0, updated: 0, unchanged: 4, problems: [] });
    expect(await allProducts()).toEqual(before);
  });

  it('an edited export updates the edited rows alone, their photos, Arabic and specifications as the file has them', async () => {
    const adminView = async () =>
      ((await t.call('GET', '/api/admin/products/getall?limit=10', { cookie: admin.cookie })).body.data as AdminProduct[]).toSorted((a, b) => a.sku.localeCompare(b.sku));
    const before = await adminView();
    const file = (await t.call('GET', '/api/admin/products/export.csv', { cookie: admin.cookie })).raw.replace(',6499.00,', ',6399.00,').replace(',3299.00,', ',3199.00,');
    const run = await postCsv(t, admin.cookie, '/api/admin/products/import', file);
    expect(ndjson(run.raw).at(-1)).toMatchObject({ type: 'summary', data: { rows: 4, created: 0, updated: 2, unchanged: 2 } });
    const after = await adminView();
    expect(after).toEqual(before.map((p) => ({ ...p, price: editedPrice(p) })));
  });

  it('refuses a file that is not UTF-8 and one above the size limit, and writes nothing', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('sku,title\n', 'utf16le')]);
    const refused = await postCsv(t, admin.cookie, '/api/admin/products/import/check', utf16);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, params: {}, code: 'CSV_NOT_UTF8', message: messages.CSV_NOT_UTF8 });
    const big = await postCsv(t, admin.cookie, '/api/admin/products/import', Buffer.alloc(20 * 1024 * 1024 + 1, 'a'));
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ success: false, code: 'CSV_FILE_TOO_LARGE', message: 'The file is too large: at most 20 MB', params: { mb: 20 } });
  });
});
