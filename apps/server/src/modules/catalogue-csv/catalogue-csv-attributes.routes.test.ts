import { beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { CSV_COLUMNS, messages, type CsvImportLine } from '@store/contract';
import { products } from '#server/db/schema/index';
import { createBrand, createCategory, createProduct } from '#server-test/catalog-factories';
import { suiteTestApp, suiteUser } from '#server-test/suite';

// The typed attributes in the catalogue's CSV file (docs/decisions/038, addendum): a column
// `attr.<code>` per code, several choices separated by ` | `, checked on import as the
// product form's values are, and a round trip that changes nothing.

const t = suiteTestApp();
const postCsv = (url: string, payload: string) => t.call('POST', url, { cookie: admin.cookie, headers: { 'content-type': 'text/csv' }, payload });
const admin = suiteUser(t, { role: 'admin' });
const ATTRIBUTE_HEADER = 'attr.curved,attr.panel,attr.ports,attr.ram_gb,attr.refresh_hz';
const ndjson = (raw: string) => raw.trim().split('\n').map((line) => JSON.parse(line) as CsvImportLine);
const allProducts = () => t.database.db.select().from(products).orderBy(asc(products.id));
const valuesOf = async (title: string) => (await allProducts()).find((row) => row.title === title)?.attributes;
const exported = async () => (await t.call('GET', '/api/admin/products/export.csv', { cookie: admin.cookie })).raw;
/** The export with the cells of one product's row, found by its title, changed (its cells hold no commas). */
const editRow = (file: string, title: string, edit: (cells: Record<string, string>) => void) => {
  const lines = file.split('\r\n');
  const header = (lines[0] ?? '').replace('\uFEFF', '').split(',');
  return lines
    .map((line) => {
      if (line.split(',')[1] !== title) return line;
      const cells = Object.fromEntries(line.split(',').map((cell, i) => [header[i] ?? '', cell]));
      edit(cells);
      return header.map((name) => cells[name] ?? '').join(',');
    })
    .join('\r\n');
};

beforeAll(async () => {
  const db = t.database.db;
  const brand = await createBrand(db, { name: 'MSI' });
  const displays = await createCategory(db, { name: 'Displays' });
  const laptops = await createCategory(db, { name: 'Laptops' });
  const define = async (categoryId: string, body: object) => {
    const res = await t.call('POST', `/api/admin/categories/${categoryId}/attributes`, { cookie: admin.cookie, payload: body });
    if (res.status !== 201) throw new Error(`attribute not made: ${res.raw}`);
  };
  await define(displays.id, { code: 'refresh_hz', label: 'Refresh rate', type: 'number', unit: 'Hz' });
  await define(displays.id, { code: 'panel', label: 'Panel', type: 'choice', choices: [{ value: 'IPS' }, { value: 'OLED' }] });
  await define(displays.id, { code: 'ports', label: 'Ports', type: 'multi_choice', choices: [{ value: 'HDMI' }, { value: 'DisplayPort' }, { value: 'USB-C' }] });
  await define(displays.id, { code: 'curved', label: 'Curved', type: 'boolean' });
  await define(laptops.id, { code: 'ram_gb', label: 'Memory', type: 'number', unit: 'GB' });
  const base = { brandId: brand.id, price: 999, totalStock: 5, description: 'A product' };
  await createProduct(db, { ...base , categoryId: displays.id, title: 'MAG 271', attributes: { refresh_hz: 165, panel: 'IPS', ports: ['HDMI', 'DisplayPort'], curved: true } });
  await createProduct(db, { ...base, categoryId: displays.id, title: 'PRO MP' });
  await createProduct(db, { ...base, categoryId: laptops.id, title: 'Katana', attributes: { ram_gb: 16 } });
});

describe('typed attributes in the CSV file', () => {
  it('are exported in a column per code, several choices separated by “ | ”', async () => {
    const file = await exported();
    expect(file.startsWith(`\uFEFF${CSV_COLUMNS.join(',')},${ATTRIBUTE_HEADER}\r\n`)).toBe(true);
    expect(file).toContain(',yes,IPS,HDMI | DisplayPort,,165\r\n');
    expect(file).toMatch(/,Katana,.*,,,,16,\r\n/);
  });

  it('export then import changes nothing', async () => {
    const before = await allProducts();
    const file = await exported();
    const check = await postCsv('/api/admin/products/import/check', file);
    expect(check.body).toEqual({ success: true, data: { rows: 3, created: 0, updated: 0, unchanged: 3, problems: [] } });
    const run = await postCsv('/api/admin/products/import', file);
    expect(ndjson(run.raw).at(-1)).toMatchObject({ type: 'summary', data: { rows: 3, created: 0, updated: 0, unchanged: 3 } });
    expect(await allProducts()).toEqual(before);
  });

  it('the dry run names the column of a bad value and of a code the row’s category does not define, and nothing is written', async () => {
    const before = await allProducts();
    const file = editRow(await exported(), 'MAG 271', (cells) => {
      cells['attr.refresh_hz'] = 'fast';
      cells['attr.ports'] = 'HDMI | VGA';
      cells['attr.ram_gb'] = '32';
    });
    const line = file.split('\r\n').findIndex((row) => row.split(',')[1] === 'MAG 271') + 1;
    const check = await postCsv('/api/admin/products/import/check', file);
    expect(check.body.data).toMatchObject({ rows: 3, problems: [
      { line, column: 'attr.ports', message: 'Choose any of: HDMI, DisplayPort, USB-C' },
      { line, column: 'attr.ram_gb', message: 'This product’s category has no attribute "ram_gb"' },
      { line, column: 'attr.refresh_hz', message: messages.ATTRIBUTE_NUMBER_INVALID },
    ] });
    const run = await postCsv('/api/admin/products/import', file);
    expect(run.status).toBe(400);
    expect(await allProducts()).toEqual(before);
  });

  it('an edited cell updates its value as the form would (any case, several in the definition’s order), an emptied one removes it', async () => {
    const file = editRow(await exported(), 'MAG 271', (cells) => {
      cells['attr.refresh_hz'] = '144';
      cells['attr.ports'] = 'usb-c|hdmi';
      cells['attr.curved'] = '';
    });
    const run = await postCsv('/api/admin/products/import', file);
    expect(ndjson(run.raw).at(-1)).toMatchObject({ type: 'summary', data: { rows: 3, created: 0, updated: 1, unchanged: 2 } });
    expect(await valuesOf('MAG 271')).toEqual({ refresh_hz: 144, panel: 'IPS', ports: ['HDMI', 'USB-C'] });
  });

  it('a file without the attribute columns keeps the values', async () => {
    const file = (await exported()).split('\r\n').map((line) => line.split(',').slice(0, CSV_COLUMNS.length).join(',')).join('\r\n');
    const run = await postCsv('/api/admin/products/import', file);
    expect(ndjson(run.raw).at(-1)).toMatchObject({ type: 'summary', data: { rows: 3, unchanged: 3 } });
    expect(await valuesOf('Katana')).toEqual({ ram_gb: 16 });
  });
});
