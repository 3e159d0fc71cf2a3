import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Product } from '@store/contract';
import { createBrand, createCategory, createProduct, createProducts, daysAgo } from '#server-test/catalog-factories';
import { suiteTestApp } from '#server-test/suite';
import { brands, products, searchPostings } from '#server/db/schema/index';

// Search by relevance that stops early (search_postings, migration 0013,
// docs/decisions/022): products with every word in the title first, then the
// newest, on every page and page size; at most 1,000 matches; the postings
// follow every write of the catalogue.

let brandId = '';
let categoryId = '';

interface SearchPage {
  data: Product[];
  total: number;
  totalPages: number;
  currentPage: number;
}

const search = async (keyword: string, extra = ''): Promise<SearchPage> => {
  const res = await t.call('GET', `/api/shop/products/search?keyword=${encodeURIComponent(keyword)}${extra}`);
  expect(res.status).toBe(200);
  return res.body as unknown as SearchPage;
};
const titles = async (keyword: string, extra = '') => (await search(keyword, extra)).data.map((p) => p.title);
const product = (title: string, description: string, createdAt: Date, brand = brandId) =>
  createProduct(t.database.db, { title, description, brandId: brand, categoryId, createdAt });

const t = suiteTestApp();

beforeAll(async () => {
  brandId = (await createBrand(t.database.db, { name: 'Orbital' })).id;
  categoryId = (await createCategory(t.database.db, { name: 'Lamps' })).id;
});

describe('search by relevance', () => {
  it('shows products with the word in the title first, then the newest, the same on every page size', async () => {
    await product('Plain Desk Lamp', 'A soft lumen count', daysAgo(0));
    await product('Lumen Arc', '', daysAgo(1));
    await product('Lumen Bar', '', daysAgo(2));
    await product('Lumen Cube', '', daysAgo(3));
    await product('Plain Floor Lamp', 'Bright lumen output', daysAgo(4));
    await product('Lumen Orbital Pro', '', daysAgo(5));
    const order = ['Lumen Arc', 'Lumen Bar', 'Lumen Cube', 'Lumen Orbital Pro', 'Plain Desk Lamp', 'Plain Floor Lamp'];

    expect(await titles('lumen')).toEqual(order);
    expect(await titles('LUMEN')).toEqual(order);
    const pages = await Promise.all([1, 2, 3].map((page) => search('lumen', `&limit=2&page=${page}`)));
    expect(pages.flatMap((page) => page.data.map((p) => p.title))).toEqual(order);
    expect(pages.map((page) => page.total)).toEqual([6, 6, 6]);
    expect(await search('lumen', '&limit=2&page=4')).toMatchObject({ data: [], total: 6, totalPages: 3, currentPage: 4 });

    // Two words: both in the title first (the brand is in every product, in the title of one), then the newest.
    expect(await titles('lumen orbital')).toEqual(['Lumen Orbital Pro', 'Plain Desk Lamp', 'Lumen Arc', 'Lumen Bar', 'Lumen Cube', 'Plain Floor Lamp']);
    expect((await search('lumen orbital', '&limit=4&page=2')).data.map((p) => p.title)).toEqual(['Lumen Cube', 'Plain Floor Lamp']);
    expect(await titles('lumen desk')).toEqual(['Plain Desk Lamp']);
  });

  it('counts a product once when the start of a word finds it through two words', async () => {
    await product('Glowpad Mini', '', daysAgo(2));
    await product('Reading Light', 'Glow and glowpad in one', daysAgo(1));
    const page = await search('glow');
    expect(page.data.map((p) => p.title)).toEqual(['Glowpad Mini', 'Reading Light']);
    expect(page.total).toBe(2);
  });

  it('ranks and counts at most 1,000 matches, the newest of them, and shows no page past them', async () => {
    // Named "Nimbus 001" (the newest) to "Nimbus 1010".
    await createProducts(t.database.db, 1010, { brandId, categoryId, titlePrefix: 'Nimbus' });
    const first = await search('nimbus');
    expect(first).toMatchObject({ total: 1000, totalPages: 42, currentPage: 1 });
    expect(first.data.map((p) => p.title).slice(0, 3)).toEqual(['Nimbus 001', 'Nimbus 002', 'Nimbus 003']);

    const last = await search('nimbus', '&page=42');
    expect(last.data).toHaveLength(16);
    expect(last.data.at(-1)?.title).toBe('Nimbus 1000');
    expect(await search('nimbus', '&page=43')).toMatchObject({ data: [], total: 1000, currentPage: 43 });
    expect((await search('nimbus', '&limit=7&page=143')).data.map((p) => p.title)).toEqual(['Nimbus 995', 'Nimbus 996', 'Nimbus 997', 'Nimbus 998', 'Nimbus 999', 'Nimbus 1000']);
  });
});

/** A product's rows in search_postings, and the words of its search document: the same number. */
const postingsOf = async (id: string) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(searchPostings).where(eq(searchPostings.productId, id)))[0]?.n;
const wordsOf = async (id: string) =>
  (await t.database.db.select({ n: sql<number>`coalesce(array_length(tsvector_to_array(search_vector), 1), 0)` }).from(products).where(eq(products.id, id)))[0]?.n;

describe('the postings follow the catalogue', () => {
  it('follows a new title, a renamed brand and a deletion', async () => {
    const kestrel = await createBrand(t.database.db, { name: 'Kestrel' });
    const lamp = await product('Quillon Lamp', 'Brass and glass', daysAgo(0), kestrel.id);
    expect(await titles('quillon')).toEqual(['Quillon Lamp']);
    expect(await postingsOf(lamp.id)).toBe(await wordsOf(lamp.id));

    await t.database.db.update(products).set({ title: 'Sablon Lamp' }).where(eq(products.id, lamp.id));
    expect(await titles('quillon')).toEqual([]);
    expect(await titles('sablon')).toEqual(['Sablon Lamp']);

    await t.database.db.update(brands).set({ name: 'Falconer' }).where(eq(brands.id, kestrel.id));
    expect(await titles('kestrel')).toEqual([]);
    expect(await titles('falconer')).toEqual(['Sablon Lamp']);
    expect(await postingsOf(lamp.id)).toBe(await wordsOf(lamp.id));

    // A new time moves the product among the matches.
    await product('Sablon Shade', '', daysAgo(1));
    expect(await titles('sablon')).toEqual(['Sablon Lamp', 'Sablon Shade']);
    await t.database.db.update(products).set({ createdAt: daysAgo(2) }).where(eq(products.id, lamp.id));
    expect(await titles('sablon')).toEqual(['Sablon Shade', 'Sablon Lamp']);

    await t.database.db.delete(products).where(eq(products.id, lamp.id));
    expect(await titles('falconer')).toEqual([]);
    expect(await postingsOf(lamp.id)).toBe(0);
  });
});
