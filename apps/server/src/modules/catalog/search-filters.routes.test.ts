import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type AttributeValues, type FacetValue, type ListFacets, type Product } from '@store/contract';
import { categoryAttributes } from '#server/db/schema/index';
import { createBrand, createCategory, createProduct, type TestBrand, type TestCategory } from '#server-test/catalog-factories';
import { suiteTestApp } from '#server-test/suite';

// Search with the shop lists' filters and facets (issue 24 item 3,
// docs/decisions/052's addendum): the same f.<code>, price, inStock, category
// and brand as the listing, facets=1 counting only what the words find.

const t = suiteTestApp();

let pcs: TestCategory;
let laptops: TestCategory;
let msi: TestBrand;
let asus: TestBrand;

type Answer = { data: Product[]; total: number; facets?: ListFacets };

/** The search's answer to `query`, which must be 200. */
async function search(query: string): Promise<Answer> {
  const { status, body } = await t.call('GET', `/api/shop/products/search?${query}`);
  expect(status).toBe(200);
  return body as unknown as Answer;
}

const titles = ({ data }: Answer) => data.map(({ title }) => title).toSorted();
const counts = (values: readonly FacetValue[]) => Object.fromEntries(values.map(({ label, count }) => [label, count]));

beforeAll(async () => {
  const db = t.database.db;
  pcs = await createCategory(db, { name: 'Gaming PC', nameAr: 'أجهزة ألعاب' });
  laptops = await createCategory(db, { name: 'Laptops' });
  msi = await createBrand(db, { name: 'MSI' });
  asus = await createBrand(db, { name: 'ASUS' });
  await db.insert(categoryAttributes).values([
    { categoryId: pcs.id, code: 'gpu', label: 'Graphics', labelAr: 'الرسوميات', type: 'choice', choices: [{ value: 'RTX 4070' }, { value: 'RTX 4080' }], filterable: true, sortOrder: 0 },
    { categoryId: pcs.id, code: 'ram_gb', label: 'RAM', type: 'number', unit: 'GB', filterable: true, sortOrder: 1 },
  ]);
  const rows: [string, TestCategory, TestBrand, number, AttributeValues, number?][] = [
    ['MSI Aegis RTX 4080 desktop', pcs, msi, 8999, { gpu: 'RTX 4080', ram_gb: 32 }],
    ['MSI Codex RTX 4070 desktop', pcs, msi, 5999, { gpu: 'RTX 4070', ram_gb: 16 }, 0],
    ['ASUS ROG RTX 4080 desktop', pcs, asus, 9499, { gpu: 'RTX 4080', ram_gb: 64 }],
    ['ASUS Strix RTX 4070 laptop', laptops, asus, 6499, {}],
    ['MSI office desktop', pcs, msi, 1999, {}],
  ];
  for (const [title, category, brand, price, attributes, totalStock = 3] of rows) {
    await createProduct(db, { title, categoryId: category.id, brandId: brand.id, price, totalStock, attributes });
  }
});

describe('search with the lists’ filters', () => {
  it('without filters and facets=1 answers as before: no facets', async () => {
    const answer = await search('keyword=rtx');
    expect(titles(answer)).toEqual(['ASUS ROG RTX 4080 desktop', 'ASUS Strix RTX 4070 laptop', 'MSI Aegis RTX 4080 desktop', 'MSI Codex RTX 4070 desktop']);
    expect(answer.total).toBe(4);
    expect(answer.facets).toBeUndefined();
  });

  it('facets=1 counts what the words find, brand by brand and category by category', async () => {
    const answer = await search('keyword=rtx&facets=1');
    const facets = answer.facets as ListFacets;
    expect(answer.total).toBe(4);
    expect(counts(facets.brand)).toEqual({ ASUS: 2, MSI: 2 });
    expect(counts(facets.category)).toEqual({ 'Gaming PC': 3, Laptops: 1 });
    expect(facets.price).toEqual({ min: 5999, max: 9499, count: 4, selected: null });
    expect(facets.attributes).toEqual([]);
  });

  it('a brand ticked: the results follow, its own facet keeps the other brand’s count, the others follow it', async () => {
    const answer = await search(`keyword=rtx&brand=${msi.id}&facets=1`);
    const facets = answer.facets as ListFacets;
    expect(titles(answer)).toEqual(['MSI Aegis RTX 4080 desktop', 'MSI Codex RTX 4070 desktop']);
    expect(answer.total).toBe(2);
    expect(facets.brand).toEqual([
      { value: asus.id, label: 'ASUS', count: 2, selected: false },
      { value: msi.id, label: 'MSI', count: 2, selected: true },
    ]);
    expect(counts(facets.category)).toEqual({ 'Gaming PC': 2 });
  });

  it('one category gives its attributes’ facets; an attribute ticked filters, in stock and price too, sorted or by relevance', async () => {
    const base = `keyword=rtx&category=${pcs.id}`;
    const answer = await search(`${base}&f.gpu=RTX+4080&facets=1`);
    const facets = answer.facets as ListFacets;
    expect(titles(answer)).toEqual(['ASUS ROG RTX 4080 desktop', 'MSI Aegis RTX 4080 desktop']);
    const gpu = facets.attributes.find((facet) => facet.code === 'gpu');
    // Its own facet ignores its selection; the brands follow it.
    expect(gpu?.values).toEqual([
      { value: 'RTX 4070', label: 'RTX 4070', count: 1, selected: false },
      { value: 'RTX 4080', label: 'RTX 4080', count: 2, selected: true },
    ]);
    expect(counts(facets.brand)).toEqual({ ASUS: 1, MSI: 1 });
    expect(facets.attributes.find((facet) => facet.code === 'ram_gb')?.range).toEqual({ min: 32, max: 64, count: 2, selected: null });

    expect(titles(await search(`${base}&f.ram_gb=..32&inStock=true`))).toEqual(['MSI Aegis RTX 4080 desktop']);
    expect(titles(await search(`${base}&price=..6000`))).toEqual(['MSI Codex RTX 4070 desktop']);
    const sorted = await search(`${base}&sortBy=price-hightolow&inStock=true`);
    expect(sorted.data.map((p) => p.title)).toEqual(['ASUS ROG RTX 4080 desktop', 'MSI Aegis RTX 4080 desktop']);
    expect(sorted.total).toBe(2);
  });

  it('a filter that leaves nothing answers an empty page, not a corrected search', async () => {
    const answer = await search(`keyword=rtx&brand=${msi.id}&category=${laptops.id}&facets=1`);
    expect(answer.data).toEqual([]);
    expect(answer.total).toBe(0);
    expect(counts((answer.facets as ListFacets).brand)).toEqual({ ASUS: 1, MSI: 0 });
  });

  it('a typo is corrected before the filters apply', async () => {
    const answer = await search(`keyword=desktpo&brand=${asus.id}`);
    expect(titles(answer)).toEqual(['ASUS ROG RTX 4080 desktop']);
  });

  it('refuses a specification filter without one category, as the lists do', async () => {
    const res = await t.call('GET', '/api/shop/products/search?keyword=rtx&f.gpu=RTX+4080');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'f.gpu', message: messages.FILTER_NEEDS_ONE_CATEGORY }] });
  });
});
