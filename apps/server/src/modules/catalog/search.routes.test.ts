import { beforeAll, describe, expect, it } from 'vitest';
import { effectivePrice, type Product, type Suggestion } from '@store/contract';
import { createBrand, createCategory, createProduct, createProducts } from '#server-test/catalog-factories';
import { suiteTestApp } from '#server-test/suite';
import { searchTerms } from './search.service';

// Search and suggestions (issue "Catalogue", item 2) — whatever the case, whatever the accents,
// title, brand, category and description, a typo or two, titles first.

const ids: Record<string, string> = {};

const search = async (keyword: string, extra = '') => {
  const res = await t.call('GET', `/api/shop/products/search?keyword=${encodeURIComponent(keyword)}${extra}`);
  expect(res.status).toBe(200);
  return res;
};
const titlesOf = (res: { body: Record<string, unknown> }) => (res.body.data as Product[]).map((p) => p.title);
const suggest = async (q: string) => {
  const res = await t.call('GET', `/api/shop/products/suggest?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return res.body.data as Suggestion[];
};

const t = suiteTestApp();

beforeAll(async () => {
  const db = t.database.db;
  const brand = async (name: string) => (await createBrand(db, { name })).id;
  const category = async (name: string) => (await createCategory(db, { name })).id;
  const [asus, razer, logitech, msi, lenovo, samsung, microsoft, corsair] = await Promise.all(
    ['ASUS', 'Razer', 'Logitech', 'MSI', 'Lenovo', 'Samsung', 'Microsoft', 'Corsair'].map(brand),
  );
  const [laptops, mice, keyboards, displays, gamingPcs, software, accessories] = await Promise.all(
    ['Laptops', 'Mice', 'Keyboards', 'Displays', 'Gaming PCs', 'Software', 'Accessories'].map(category),
  );
  const rows: [string, string | undefined, string | undefined, string, number][] = [
    ['ASUS ROG Strix G16 Gaming Laptop', asus, laptops, 'Intel Core i9-14900HX, RTX 4070, 240 Hz screen', 7499],
    ['ASUS TUF Gaming A15', asus, laptops, 'AMD Ryzen 7, RTX 4060', 4299],
    ['Razer DeathAdder V3 Pro', razer, mice, 'Ultra-lightweight wireless esports mouse', 599],
    ['Razer BlackWidow V4', razer, keyboards, 'Mechanical keyboard with green switches', 899],
    ['Logitech G Pro X Superlight', logitech, mice, 'Wireless gaming mouse, 63 g', 549],
    ['Logitech MX Keys', logitech, keyboards, 'Wireless keyboard for creators', 449],
    ['MSI Katana 15', msi, laptops, 'Budget gaming laptop', 3199],
    ['Samsung Odyssey G7', samsung, displays, 'Curved 240 Hz QHD monitor', 2199],
    ['Lenovo Legion Tower 5', lenovo, gamingPcs, 'Ready-to-play desktop', 5999],
    ['Windows 11 Pro', microsoft, software, 'Licence key for one PC', 799],
    ['Crème Café Mousepad', corsair, accessories, 'Cloth surface, stitched edges', 99],
  ];
  for (const [title, brandId, categoryId, description, price] of rows) {
    ids[title] = (await createProduct(db, { title, brandId: brandId ?? '', categoryId: categoryId ?? '', description, price })).id;
  }
  // Ten titles starting alike, for the suggestion limit.
  await createProducts(db, 10, { brandId: corsair ?? '', categoryId: keyboards ?? '', titlePrefix: 'Keychron Q' });
});

describe('GET /api/shop/products/search', () => {
  it('tolerates typos: "asus rgo strix" finds the ROG Strix first', async () => {
    const res = await search('asus rgo strix');
    expect(titlesOf(res)).toEqual(['ASUS ROG Strix G16 Gaming Laptop']);
    expect(titlesOf(await search('asus rog strix'))).toEqual(['ASUS ROG Strix G16 Gaming Laptop']);
    expect(titlesOf(await search('logitec'))).toEqual(expect.arrayContaining(['Logitech G Pro X Superlight', 'Logitech MX Keys']));
    expect(titlesOf(await search('deathader'))).toEqual(['Razer DeathAdder V3 Pro']);
  });

  it('ignores case and accents, both in the query and in the catalogue', async () => {
    const razer = titlesOf(await search('Razér'));
    expect(razer.toSorted()).toEqual(['Razer BlackWidow V4', 'Razer DeathAdder V3 Pro']);
    expect(titlesOf(await search('RAZER DEATHADDER'))).toEqual(['Razer DeathAdder V3 Pro']);
    expect(titlesOf(await search('creme cafe'))).toEqual(['Crème Café Mousepad']);
  });

  it('finds words by their start: "logi" finds Logitech and nothing else', async () => {
    const res = await search('logi');
    expect(titlesOf(res).toSorted()).toEqual(['Logitech G Pro X Superlight', 'Logitech MX Keys']);
    expect(res.body.total).toBe(2);
  });

  it('looks in the brand, the category and the description', async () => {
    expect(titlesOf(await search('microsoft'))).toEqual(['Windows 11 Pro']);
    expect(titlesOf(await search('gaming pcs'))).toEqual(['Lenovo Legion Tower 5']);
    expect(titlesOf(await search('mechanical'))).toEqual(['Razer BlackWidow V4']);
  });

  it('ranks title matches first', async () => {
    const mouse = titlesOf(await search('mouse'));
    expect(mouse[0]).toBe('Crème Café Mousepad');
    expect(mouse.slice(1).toSorted()).toEqual(['Logitech G Pro X Superlight', 'Razer DeathAdder V3 Pro']);

    const gaming = titlesOf(await search('gaming'));
    const inTitle = ['ASUS ROG Strix G16 Gaming Laptop', 'ASUS TUF Gaming A15'];
    expect(gaming.slice(0, 2).toSorted()).toEqual(inTitle);
    expect(gaming.slice(2).toSorted()).toEqual(['Lenovo Legion Tower 5', 'Logitech G Pro X Superlight', 'MSI Katana 15']);
  });

  it('returns only relevant products, and nothing for an unrelated word or an empty keyword', async () => {
    expect((await search('refrigerator')).body).toMatchObject({ data: [], total: 0, totalPages: 1 });
    expect((await search('')).body).toEqual({ success: true, data: [], total: 0, totalPages: 1, currentPage: 1 });
    expect((await search('!!! ???')).body.total).toBe(0);
    expect(titlesOf(await search('odyssey'))).toEqual(['Samsung Odyssey G7']);
  });

  it('takes a sort instead of relevance, and pages', async () => {
    const byPrice = (await search('gaming', '&sortBy=price-lowtohigh')).body.data as Product[];
    const prices = byPrice.map(effectivePrice);
    expect(prices).toEqual(prices.toSorted((a, b) => a - b));
    expect(byPrice).toHaveLength(5);

    const paged = await search('gaming', '&limit=2&page=3');
    expect(paged.body).toMatchObject({ total: 5, totalPages: 3, currentPage: 3 });
    expect(paged.body.data).toHaveLength(1);
  });

  it('treats wildcards and query syntax as plain text', async () => {
    expect((await search('%')).body.total).toBe(0);
    expect((await search("razer:* | '")).body.total).toBe(2);
    expect((await search('a & b | !c <-> d')).status).toBe(200);
  });

  it('never fails on characters that unaccent expands or that are tsquery syntax', async () => {
    for (const keyword of ['x½y', '½', '©', "it's", 'ʼ', 'a\\b', '١٢٣ حاسوب', "''':*", 'i9-14900HX']) {
      const res = await t.call('GET', `/api/shop/products/search?keyword=${encodeURIComponent(keyword)}`);
      expect(res.status).toBe(200);
      const hint = await t.call('GET', `/api/shop/products/suggest?q=${encodeURIComponent(keyword)}`);
      expect(hint.status).toBe(200);
    }
    expect(titlesOf(await search('i9-14900HX'))).toEqual(['ASUS ROG Strix G16 Gaming Laptop']);
  });
});

describe('GET /api/shop/products/suggest', () => {
  it('suggests titles from the second letter, starts of titles first', async () => {
    const lo = await suggest('lo');
    expect(lo.slice(0, 2).map((s) => s.title).toSorted()).toEqual(['Logitech G Pro X Superlight', 'Logitech MX Keys']);
    expect(lo[0]).toEqual({ _id: expect.any(String), title: expect.stringMatching(/^Logitech/) });
    expect(Object.keys(lo[0] ?? {}).toSorted()).toEqual(['_id', 'title']);
    expect(await suggest('l')).toEqual([]);
    expect(await suggest('')).toEqual([]);
  });

  it('answers at most 8', async () => {
    const ke = await suggest('ke');
    expect(ke).toHaveLength(8);
    expect(ke.every((s) => s.title.startsWith('Keychron'))).toBe(true);
  });

  it('tolerates accents and a typo, and ignores descriptions', async () => {
    expect((await suggest('cre')).map((s) => s.title)).toEqual(['Crème Café Mousepad']);
    expect((await suggest('deathader')).map((s) => s._id)).toEqual([ids['Razer DeathAdder V3 Pro']]);
    // "wireless" is only in descriptions.
    expect(await suggest('wireless')).toEqual([]);
  });
});

describe('searchTerms', () => {
  it('keeps letters and digits, in any script, and drops the rest', () => {
    expect(searchTerms('  ASUS  rog-strix! ')).toEqual({ text: 'ASUS rog strix', words: ['ASUS', 'rog', 'strix'] });
    expect(searchTerms('Razér')).toEqual({ text: 'Razér', words: ['Razér'] });
    expect(searchTerms('حاسوب')).toEqual({ text: 'حاسوب', words: ['حاسوب'] });
    expect(searchTerms("'&|!:*()")).toBeNull();
  });
});
