import * as fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messageIn, messages, type AttributeValues, type ListFacets, type MessageCode, type Product } from '@store/contract';
import { categoryAttributes, products } from '#server/db/schema/index';
import { createBrand, createCategory, createProduct, type TestBrand, type TestCategory } from '#server-test/catalog-factories';
import { suiteTestApp } from '#server-test/suite';

// Shopping by specification (issue 24 item 3, docs/decisions/052): the shop lists'
// filters in the URL and their facets, each counted without its own selections.

const t = suiteTestApp();

let displays: TestCategory;
let cables: TestCategory;
let samsung: TestBrand;
let lg: TestBrand;
let asus: TestBrand;

const PANELS = ['IPS', 'VA', 'OLED'];

interface ListAnswer {
  data: Product[];
  total: number;
  totalPages: number;
  facets?: ListFacets;
}

async function list(query: string, path = '/api/shop/products/get'): Promise<ListAnswer> {
  const res = await t.call('GET', `${path}?${query}`);
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${res.raw}`);
  return res.body as unknown as ListAnswer;
}

const titles = (answer: ListAnswer) => answer.data.map((p) => p.title).toSorted();
const counts = (values: { label: string; count: number }[]) => Object.fromEntries(values.map((v) => [v.label, v.count]));

async function display(title: string, brand: TestBrand, price: number, attributes: AttributeValues, totalStock = 5) {
  await createProduct(t.database.db, { title, brandId: brand.id, categoryId: displays.id, price, totalStock, attributes });
}

beforeAll(async () => {
  const db = t.database.db;
  displays = await createCategory(db, { name: 'Displays', nameAr: 'شاشات' });
  cables = await createCategory(db, { name: 'Cables' });
  samsung = await createBrand(db, { name: 'Samsung' });
  lg = await createBrand(db, { name: 'LG' });
  asus = await createBrand(db, { name: 'ASUS' });
  await db.insert(categoryAttributes).values([
    { categoryId: displays.id, code: 'refresh_hz', label: 'Refresh rate', labelAr: 'معدل التحديث', type: 'number', unit: 'Hz', filterable: true, sortOrder: 0 },
    { categoryId: displays.id, code: 'panel', label: 'Panel', type: 'choice', choices: PANELS.map((value) => ({ value, labelAr: value === 'OLED' ? 'أوليد' : null })), filterable: true, sortOrder: 1 },
    { categoryId: displays.id, code: 'hdr', label: 'HDR', type: 'boolean', filterable: true, sortOrder: 2 },
    { categoryId: displays.id, code: 'inputs', label: 'Inputs', type: 'multi_choice', choices: [{ value: 'HDMI' }, { value: 'DisplayPort' }, { value: 'USB-C' }], filterable: true, sortOrder: 3 },
    { categoryId: displays.id, code: 'size_in', label: 'Size', type: 'number', unit: 'in', filterable: false, sortOrder: 4 },
  ]);
  await display('Odyssey G7', samsung, 1999, { refresh_hz: 240, panel: 'VA', hdr: true, inputs: ['HDMI', 'DisplayPort'], size_in: 27 });
  await display('Odyssey G5', samsung, 999, { refresh_hz: 144, panel: 'VA', hdr: false, inputs: ['HDMI'], size_in: 27 });
  await display('Odyssey OLED G8', samsung, 4299, { refresh_hz: 175, panel: 'OLED', hdr: true, inputs: ['HDMI', 'USB-C'] }, 0);
  await display('UltraGear 27GR', lg, 1299, { refresh_hz: 144, panel: 'IPS', hdr: false, inputs: ['HDMI', 'DisplayPort'] });
  await display('UltraGear OLED', lg, 3499, { refresh_hz: 240, panel: 'OLED', hdr: true, inputs: ['DisplayPort'] });
  await display('UltraFine 4K', lg, 1799, { refresh_hz: 60, panel: 'IPS' });
  await display('Plain monitor', asus, 499, {});
  await createProduct(db, { title: 'HDMI cable', brandId: asus.id, categoryId: cables.id, price: 49 });
});

describe('filters in the URL', () => {
  it('a choice, several choices of one code (any), a yes/no and a range, all together', async () => {
    const base = `category=${displays.id}`;
    expect(titles(await list(`${base}&f.panel=OLED`))).toEqual(['Odyssey OLED G8', 'UltraGear OLED']);
    expect(titles(await list(`${base}&f.panel=oled&f.panel=va`))).toEqual(['Odyssey G5', 'Odyssey G7', 'Odyssey OLED G8', 'UltraGear OLED']);
    expect(titles(await list(`${base}&f.hdr=true&f.refresh_hz=200..`))).toEqual(['Odyssey G7', 'UltraGear OLED']);
    expect(titles(await list(`${base}&f.refresh_hz=..144`))).toEqual(['Odyssey G5', 'UltraFine 4K', 'UltraGear 27GR']);
    expect(titles(await list(`${base}&f.inputs=USB-C&f.inputs=DisplayPort&f.panel=OLED`))).toEqual(['Odyssey OLED G8', 'UltraGear OLED']);
  });

  it('price in AED and in stock, on the listing, the deals and the new arrivals', async () => {
    expect(titles(await list(`category=${displays.id}&price=1000..2000`))).toEqual(['Odyssey G7', 'UltraFine 4K', 'UltraGear 27GR']);
    expect(titles(await list(`category=${displays.id}&f.panel=OLED&inStock=true`))).toEqual(['UltraGear OLED']);
    expect(titles(await list(`price=..60`))).toEqual(['HDMI cable']);
    expect(titles(await list(`category=${displays.id}&f.panel=OLED&inStock=true`, '/api/shop/products/new'))).toEqual(['UltraGear OLED']);
    expect((await list(`category=${displays.id}&f.panel=OLED`, '/api/shop/products/deals')).data).toEqual([]);
  });

  it('without facets=1 the answer has no facets, as the specification’s calls expect', async () => {
    const answer = await list(`category=${displays.id}`);
    expect(answer.facets).toBeUndefined();
    expect(answer.total).toBe(7);
  });
});

describe('facets', () => {
  it('each facet counts the other filters but not its own selections', async () => {
    const answer = await list(`category=${displays.id}&f.panel=OLED&f.panel=VA&f.hdr=true&facets=1`);
    const facets = answer.facets as ListFacets;
    expect(answer.total).toBe(3);
    expect(titles(answer)).toEqual(['Odyssey G7', 'Odyssey OLED G8', 'UltraGear OLED']);
    expect(counts(facets.brand)).toEqual({ LG: 1, Samsung: 2 });
    expect(counts(facets.category)).toEqual({ Displays: 3 });
    const byCode = Object.fromEntries(facets.attributes.map((facet) => [facet.code, facet]));
    expect(Object.keys(byCode)).toEqual(['refresh_hz', 'panel', 'hdr', 'inputs']);
    // Panel: HDR on, any panel. HDR: OLED or VA, either way.
    expect(byCode.panel?.values).toEqual([
      { value: 'IPS', label: 'IPS', count: 0, selected: false },
      { value: 'VA', label: 'VA', count: 1, selected: true },
      { value: 'OLED', label: 'OLED', count: 2, selected: true },
    ]);
    expect(byCode.hdr?.values).toEqual([
      { value: 'true', label: 'Yes', count: 3, selected: true },
      { value: 'false', label: 'No', count: 1, selected: false },
    ]);
    expect(counts(byCode.inputs?.values ?? [])).toEqual({ HDMI: 2, DisplayPort: 2, 'USB-C': 1 });
    expect(byCode.refresh_hz?.range).toEqual({ min: 175, max: 240, count: 3, selected: null });
    expect(facets.price).toEqual({ min: 1999, max: 4299, count: 3, selected: null });
  });

  it('a brand ticked keeps the other brands’ counts; the price facet ignores the price asked', async () => {
    const facets = (await list(`category=${displays.id}&brand=${lg.id}&price=1000..2000&facets=1`)).facets as ListFacets;
    expect(facets.brand).toEqual([
      { value: lg.id, label: 'LG', count: 2, selected: true },
      { value: samsung.id, label: 'Samsung', count: 1, selected: false },
    ]);
    expect(facets.price).toEqual({ min: 1299, max: 3499, count: 3, selected: { min: 1000, max: 2000 } });
  });

  it('a list without filters counts brands and categories from the counters, and names them in Arabic', async () => {
    const answer = await list(`facets=1&lang=ar`);
    const facets = answer.facets as ListFacets;
    expect(answer.total).toBe(8);
    expect(counts(facets.category)).toEqual({ Cables: 1, شاشات: 7 });
    expect(facets.attributes).toEqual([]);
    expect(facets.price).toMatchObject({ min: 49, max: 4299, count: 8 });
    const oneCategory = (await list(`category=${displays.id}&facets=1&lang=ar`)).facets as ListFacets;
    expect(oneCategory.attributes[0]?.label).toBe('معدل التحديث');
    // Units in their Arabic form on Arabic pages (decision 048's addendum), as typed in English.
    expect(oneCategory.attributes[0]?.unit).toBe('هرتز');
    expect((await list(`category=${displays.id}&facets=1`)).facets?.attributes[0]?.unit).toBe('Hz');
    expect(oneCategory.attributes.find((f) => f.code === 'panel')?.values.map((v) => v.label)).toEqual(['IPS', 'VA', 'أوليد']);
    expect(oneCategory.attributes.find((f) => f.code === 'hdr')?.values.map((v) => v.label)).toEqual(['نعم', 'لا']);
  });

  it('the facet counts equal a brute-force count over random catalogues and filters', async () => {
    const db = t.database.db;
    const category = await createCategory(db, { name: 'Random' });
    const brandsOf = [samsung, lg, asus];
    const choices = ['a', 'b', 'c'];
    await db.insert(categoryAttributes).values([
      { categoryId: category.id, code: 'kind', label: 'Kind', type: 'choice', choices: choices.map((value) => ({ value })), filterable: true },
      { categoryId: category.id, code: 'watts', label: 'Watts', type: 'number', filterable: true },
    ]);
    const item = fc.record({
      brand: fc.integer({ min: 0, max: 2 }),
      kind: fc.option(fc.constantFrom(...choices), { nil: undefined }),
      watts: fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }),
      stock: fc.integer({ min: 0, max: 2 }),
    });
    const query = fc.record({
      brands: fc.subarray([0, 1, 2]),
      kinds: fc.subarray(choices),
      watts: fc.option(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 })), { nil: undefined }),
      inStock: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(item, { maxLength: 12 }), query, async (items, q) => {
        await db.delete(products).where(eq(products.categoryId, category.id));
        for (const [i, p] of items.entries()) {
          const attributes: AttributeValues = {};
          if (p.kind !== undefined) attributes.kind = p.kind;
          if (p.watts !== undefined) attributes.watts = p.watts;
          await createProduct(db, { title: `R${i}`, brandId: brandsOf[p.brand]?.id ?? asus.id, categoryId: category.id, totalStock: p.stock, attributes });
        }
        const [lo, hi] = q.watts ? [Math.min(...q.watts), Math.max(...q.watts)] : [0, 0];
        const url = [
          `category=${category.id}`,
          'facets=1',
          q.brands.length ? `brand=${q.brands.map((b) => brandsOf[b]?.id).join(',')}` : '',
          ...q.kinds.map((k) => `f.kind=${k}`),
          q.watts ? `f.watts=${lo}..${hi}` : '',
          q.inStock ? 'inStock=true' : '',
        ].filter(Boolean).join('&');
        const answer = await list(url);
        const facets = answer.facets as ListFacets;
        const meets = (p: (typeof items)[number], except: string) =>
          (except === 'brand' || q.brands.length === 0 || q.brands.includes(p.brand)) &&
          (except === 'kind' || q.kinds.length === 0 || (p.kind !== undefined && q.kinds.includes(p.kind))) &&
          (except === 'watts' || !q.watts || (p.watts !== undefined && p.watts >= lo && p.watts <= hi)) &&
          (!q.inStock || p.stock > 0);
        expect(answer.total).toBe(items.filter((p) => meets(p, '')).length);
        for (const [b, brand] of brandsOf.entries()) {
          const n = items.filter((p) => p.brand === b && meets(p, 'brand')).length;
          expect(facets.brand.find((v) => v.value === brand.id)?.count ?? 0).toBe(n);
        }
        const kind = facets.attributes.find((f) => f.code === 'kind');
        for (const choice of choices) {
          expect(kind?.values.find((v) => v.value === choice)?.count).toBe(items.filter((p) => p.kind === choice && meets(p, 'kind')).length);
        }
        const watts = items.filter((p) => p.watts !== undefined && meets(p, 'watts')).map((p) => p.watts as number);
        const range = facets.attributes.find((f) => f.code === 'watts')?.range;
        expect(range).toMatchObject({ count: watts.length, min: watts.length ? Math.min(...watts) : null, max: watts.length ? Math.max(...watts) : null });
      }),
      { numRuns: 25 },
    );
  });
});

describe('bad filters answer 400 at the filter', () => {
  const cases: [string, string, MessageCode][] = [
    ['a specification without one category', 'f.panel=IPS', 'FILTER_NEEDS_ONE_CATEGORY'],
    ['a code the category does not define', 'CATEGORY&f.socket=AM5', 'FILTER_UNKNOWN'],
    ['a value that is not a choice', 'CATEGORY&f.panel=TN', 'FILTER_VALUE_INVALID'],
    ['a range of a choice', 'CATEGORY&f.panel=1..2', 'FILTER_VALUE_INVALID'],
    ['a range upside down', 'CATEGORY&f.refresh_hz=240..60', 'FILTER_RANGE_INVALID'],
    ['a code that is no code', 'CATEGORY&f.Panel!=IPS', 'FILTER_UNKNOWN'],
  ];
  it.each(cases)('%s', async (_name, query, code) => {
    const key = /f\.[^=]+/.exec(query)?.[0] ?? '';
    for (const lang of ['en', 'ar'] as const) {
      const res = await t.call('GET', `/api/shop/products/get?${query.replace('CATEGORY', `category=${displays.id}`)}&lang=${lang}`);
      const sentence = messageIn(lang, code);
      expect({ status: res.status, body: res.body }).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: sentence, errors: [{ path: key, message: sentence }] },
      });
    }
  });

  it('a bad price range and too many values', async () => {
    const price = await t.call('GET', '/api/shop/products/get?price=cheap');
    expect(price.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'price', message: messages.FILTER_RANGE_INVALID }] });
    const many = Array.from({ length: 31 }, (_, i) => `f.panel=${i}`).join('&');
    const tooMany = await t.call('GET', `/api/shop/products/get?category=${displays.id}&${many}`);
    expect(tooMany.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'f.panel', message: messages.FILTER_TOO_MANY }] });
  });
});
