import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Product } from '@store/contract';
import { categoryAttributes, products } from '#server/db/schema/index';
import { createBrand, createCategory, createProduct } from '#server-test/catalog-factories';
import { suiteTestApp } from '#server-test/suite';

// Search that reads model numbers and units (issue 24 item 4, docs/decisions/053):
// "rtx4080" finds "RTX 4080", "144hz" finds "144 Hz", "32gb" finds 32 GB of
// memory, whichever way the product writes it; the typed attributes are searched.

const t = suiteTestApp();

async function titles(keyword: string, lang = 'en'): Promise<string[]> {
  const res = await t.call('GET', `/api/shop/products/search?keyword=${encodeURIComponent(keyword)}&lang=${lang}`);
  expect(res.status).toBe(200);
  return (res.body.data as Product[]).map((p) => p.title).toSorted();
}

let memoryId: string;
let kitId: string;

beforeAll(async () => {
  const db = t.database.db;
  const brand = (await createBrand(db, { name: 'Meridian' })).id;
  const cards = (await createCategory(db, { name: 'Graphics cards' })).id;
  const displays = (await createCategory(db, { name: 'Displays' })).id;
  const memory = (await createCategory(db, { name: 'Memory', nameAr: 'ذاكرة' })).id;
  memoryId = memory;
  await db.insert(categoryAttributes).values([
    { categoryId: memory, code: 'capacity_gb', label: 'Capacity', type: 'number', unit: 'GB' },
    { categoryId: memory, code: 'memory_type', label: 'Memory type', type: 'choice', choices: [{ value: 'DDR5', labelAr: 'دي دي آر 5' }, { value: 'DDR4' }] },
  ]);
  await createProduct(db, { title: 'Meridian GeForce RTX 4080 Super', brandId: brand, categoryId: cards });
  await createProduct(db, { title: 'Meridian RTX4070 Ti', brandId: brand, categoryId: cards });
  await createProduct(db, { title: 'Meridian Vista 27', brandId: brand, categoryId: displays, description: 'A 144 Hz IPS display' });
  await createProduct(db, { title: 'Meridian Vista 32', brandId: brand, categoryId: displays, description: 'A 32-inch 240Hz panel' });
  kitId = (await createProduct(db, { title: 'Meridian Fury kit', brandId: brand, categoryId: memory, attributes: { capacity_gb: 32, memory_type: 'DDR5' } })).id;
  await createProduct(db, { title: 'Meridian Pulse kit', brandId: brand, categoryId: memory, attributes: { capacity_gb: 16, memory_type: 'DDR4' } });
});

describe('model numbers and units, typed either way', () => {
  it('a model number joined or apart', async () => {
    expect(await titles('rtx4080')).toEqual(['Meridian GeForce RTX 4080 Super']);
    expect(await titles('RTX 4080')).toEqual(['Meridian GeForce RTX 4080 Super']);
    expect(await titles('rtx 4070')).toEqual(['Meridian RTX4070 Ti']);
    expect(await titles('rtx-4070')).toEqual(['Meridian RTX4070 Ti']);
  });

  it('a figure and its unit joined or apart', async () => {
    expect(await titles('144hz')).toEqual(['Meridian Vista 27']);
    expect(await titles('240 hz')).toEqual(['Meridian Vista 32']);
    expect(await titles('32inch')).toEqual(['Meridian Vista 32']);
  });

  it('the typed attributes, with their units and Arabic labels, in English and Arabic', async () => {
    expect(await titles('32gb')).toEqual(['Meridian Fury kit']);
    expect(await titles('32 GB ddr5')).toEqual(['Meridian Fury kit']);
    expect(await titles('ddr4')).toEqual(['Meridian Pulse kit']);
    expect(await titles('ذاكرة دي دي آر 5', 'ar')).toEqual(['Meridian Fury kit']);
  });

  it('follows a change of the values and of the definition’s unit', async () => {
    const db = t.database.db;
    await db.update(products).set({ attributes: { capacity_gb: 64, memory_type: 'DDR5' } }).where(eq(products.id, kitId));
    expect(await titles('64gb')).toEqual(['Meridian Fury kit']);
    expect(await titles('32gb')).toEqual([]);
    await db.update(categoryAttributes).set({ unit: 'GiB' }).where(eq(categoryAttributes.categoryId, memoryId));
    expect(await titles('64gib')).toEqual(['Meridian Fury kit']);
  });
});
