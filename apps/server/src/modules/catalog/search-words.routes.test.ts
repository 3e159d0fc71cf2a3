import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Product, Suggestion } from '@store/contract';
import { createBrand, createCategory, createProduct, createProducts } from '#server-test/catalog-factories';
import { suiteTestApp } from '#server-test/suite';
import { brands, products, searchWords } from '#server/db/schema/index';
import { checkWords } from './search.repository';
import { searchTerms } from './search.service';

// Typo tolerance through the word list (search_words, migration 0008): a word
// no product has is corrected to the closest word one has, and the list
// follows every insert, update and delete of products (and renames of brands).

let brandId = '';
let categoryId = '';

const titles = async (keyword: string) => {
  const res = await t.call('GET', `/api/shop/products/search?keyword=${encodeURIComponent(keyword)}`);
  expect(res.status).toBe(200);
  return (res.body.data as Product[]).map((p) => p.title).toSorted();
};
const suggestions = async (q: string) => {
  const res = await t.call('GET', `/api/shop/products/suggest?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return (res.body.data as Suggestion[]).map((s) => s.title).toSorted();
};
const product = (title: string, description = '') => createProduct(t.database.db, { title, brandId, categoryId, description });
const wordRow = async (word: string) => (await t.database.db.select().from(searchWords).where(eq(searchWords.word, word)))[0];

const t = suiteTestApp();

beforeAll(async () => {
  const db = t.database.db;
  brandId = (await createBrand(db, { name: 'Vortexa' })).id;
  categoryId = (await createCategory(db, { name: 'Lamps' })).id;
  await product('Vortexa Halcyon Desk Lamp', 'Warm light with a wireless charging pad');
  await product('Vortexa Halcyon Floor Lamp');
  await product('Vortexa Meridian Lamp');
  await product('Vortexa Vengeance Lamp');
});

describe('search with a word no product has', () => {
  it('corrects the word to the closest word of the catalogue, then matches as usual', async () => {
    expect(await titles('halcyn')).toEqual(['Vortexa Halcyon Desk Lamp', 'Vortexa Halcyon Floor Lamp']);
    expect(await titles('vortexa halcyn desk')).toEqual(['Vortexa Halcyon Desk Lamp']);
    // Two letters swapped; a letter left out in the middle.
    expect(await titles('meirdian')).toEqual(['Vortexa Meridian Lamp']);
    expect(await titles('vengance')).toEqual(['Vortexa Vengeance Lamp']);
    // A description word, for search; never for suggestions.
    expect(await titles('wirelss')).toEqual(['Vortexa Halcyon Desk Lamp']);
    expect(await suggestions('wirelss')).toEqual([]);
    expect(await suggestions('meridain')).toEqual(['Vortexa Meridian Lamp']);
  });

  it('finds nothing when no word is close, or when every word exists but no product has them all', async () => {
    expect(await titles('refrigerator')).toEqual([]);
    expect(await titles('meridian halcyon')).toEqual([]);
    expect(await titles('halcyon refrigerator')).toEqual([]);
  });

  it('leaves out a word nothing is close to when the rest of the query is most of it', async () => {
    expect(await titles('vortexa halcyon desk qzx')).toEqual(['Vortexa Halcyon Desk Lamp']);
  });
});

describe('the word list follows the catalogue', () => {
  it('knows the words of a new product, and of products inserted together', async () => {
    expect(await titles('zephyrs')).toEqual([]);
    await product('Vortexa Zephyrus Lamp');
    expect(await titles('zephyrs')).toEqual(['Vortexa Zephyrus Lamp']);

    await createProducts(t.database.db, 3, { brandId, categoryId, titlePrefix: 'Vortexa Solstice' });
    expect(await titles('solstce')).toHaveLength(3);
    expect((await wordRow('solstice'))?.n).toBe(3);
  });

  it('prefers the more frequent of equally close words, and forgets the words of deleted products', async () => {
    const [quasar] = [await product('Vortexa Quasar Lamp')];
    const quasirs = [await product('Vortexa Quasir Lamp'), await product('Vortexa Quasir Mini Lamp')];
    // "quasr" is as close to "quasar" as to "quasir": two products have "quasir".
    expect(await titles('quasr')).toEqual(['Vortexa Quasir Lamp', 'Vortexa Quasir Mini Lamp']);

    await t.database.db.delete(products).where(inArray(products.id, quasirs.map((p) => p.id)));
    expect(await titles('quasr')).toEqual(['Vortexa Quasar Lamp']);
    expect(await wordRow('quasir')).toBeUndefined();
    // Words other products still have keep their count.
    expect((await wordRow('mini'))?.n ?? 0).toBe(0);
    expect((await wordRow('lamp'))?.n).toBeGreaterThan(3);

    await t.database.db.delete(products).where(eq(products.id, quasar?.id ?? ''));
    expect(await titles('quasr')).toEqual([]);
    const terms = searchTerms('quasr');
    if (!terms) throw new Error('no terms');
    expect(await checkWords(t.database.db, terms, 'all')).toEqual([{ lexeme: 'quasr', known: false, correction: null }]);
  });

  it('follows a new title and a renamed brand', async () => {
    const lamp = await product('Vortexa Nebulon Lamp');
    expect(await titles('nebulom')).toEqual(['Vortexa Nebulon Lamp']);

    await t.database.db.update(products).set({ title: 'Vortexa Pulsarix Lamp' }).where(eq(products.id, lamp.id));
    expect(await titles('nebulom')).toEqual([]);
    expect(await wordRow('nebulon')).toBeUndefined();
    expect(await titles('pulsarx')).toEqual(['Vortexa Pulsarix Lamp']);
    // A change that keeps the words (stock, price) leaves the counts alone.
    const before = await wordRow('pulsarix');
    await t.database.db.update(products).set({ totalStock: 3, title: 'Vortexa Pulsarix Lamp' }).where(eq(products.id, lamp.id));
    expect(await wordRow('pulsarix')).toEqual(before);

    const other = await createBrand(t.database.db, { name: 'Zentrix' });
    await createProduct(t.database.db, { title: 'Aurora Lamp', brandId: other.id, categoryId });
    expect(await titles('zentrex')).toEqual(['Aurora Lamp']);
    await t.database.db.update(brands).set({ name: 'Orvalis' }).where(eq(brands.id, other.id));
    expect(await titles('zentrex')).toEqual([]);
    expect(await titles('orvalls')).toEqual(['Aurora Lamp']);
  });
});
