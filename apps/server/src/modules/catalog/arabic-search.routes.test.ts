import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product, Suggestion } from '@store/contract';
import { createBrand, createCategory, createProduct } from '#server-test/catalog-factories';
import { suiteTestApp } from '#server-test/suite';
import { brands, products } from '#server/db/schema/index';

// Search in Arabic (issue 12 item 5, docs/decisions/025): Arabic words find
// products by their Arabic names, however the alef, yaa and taa marbuta are
// written, with or without diacritics, with a typo; English words typed on an
// Arabic page find them too, and the answer is in the page's language.

const ids: Record<string, string> = {};

const search = async (keyword: string, lang = 'ar') => {
  const res = await t.call('GET', `/api/shop/products/search?keyword=${encodeURIComponent(keyword)}&lang=${lang}`);
  expect(res.status).toBe(200);
  return (res.body.data as Product[]).map((p) => p.title);
};
const suggest = async (q: string, lang = 'ar') => {
  const res = await t.call('GET', `/api/shop/products/suggest?q=${encodeURIComponent(q)}&lang=${lang}`);
  expect(res.status).toBe(200);
  return (res.body.data as Suggestion[]).map((s) => s.title);
};

const LAPTOP = 'لابتوب ASUS ROG Strix G16 للألعاب';
const MONITOR = 'شاشة ألعاب Samsung Odyssey G7 منحنية';
const MOUSE = 'ماوس Razer DeathAdder V3 Pro لاسلكي';
const KEYBOARD = 'كيبورد ميكانيكي Razer BlackWidow V4';
const PLAIN = 'Logitech G Pro X Superlight';

const t = suiteTestApp();

beforeAll(async () => {
  const db = t.database.db;
  const [asus, samsung, razer, logitech] = await Promise.all(
    [['ASUS ROG', 'أسوس روج'], ['Samsung', 'سامسونج'], ['Razer', 'ريزر'], ['Logitech G', undefined]].map(([name, nameAr]) =>
      createBrand(db, { name: name ?? '', ...(nameAr ? { nameAr } : {}) }),
    ),
  );
  const [laptops, displays, accessories] = await Promise.all(
    [['Laptops', 'أجهزة لابتوب'], ['Display', 'شاشات'], ['Accessories', 'إكسسوارات']].map(([name, nameAr]) =>
      createCategory(db, { name: name ?? '', nameAr: nameAr ?? '' }),
    ),
  );
  const rows: [string, string, string, string, string][] = [
    ['ASUS ROG Strix G16 Gaming Laptop', LAPTOP, asus!.id, laptops!.id, 'لابتوب ألعاب بشاشة 165 هرتز وتبريد ثلاثي المراوح.'],
    ['Samsung Odyssey G7 Curved Gaming Monitor', MONITOR, samsung!.id, displays!.id, 'شاشة منحنية بدقة QHD وتردد 240 هرتز.'],
    ['Razer DeathAdder V3 Pro Wireless Mouse', MOUSE, razer!.id, accessories!.id, 'ماوس خفيف الوزن للرياضات الإلكترونية.'],
    ['Razer BlackWidow V4 Mechanical Keyboard', KEYBOARD, razer!.id, accessories!.id, 'مفاتيح ميكانيكية خضراء مع إضاءة RGB.'],
  ];
  for (const [title, titleAr, brandId, categoryId, descriptionAr] of rows) {
    ids[titleAr] = (await createProduct(db, { title, titleAr, brandId, categoryId, descriptionAr })).id;
  }
  // No Arabic at all: found by its English words, on an Arabic page too.
  ids[PLAIN] = (await createProduct(db, { title: PLAIN, brandId: logitech!.id, categoryId: accessories!.id, description: 'Wireless gaming mouse' })).id;
});

describe('search in Arabic', () => {
  it('finds by Arabic words, answering Arabic titles', async () => {
    expect(await search('لابتوب')).toEqual([LAPTOP]);
    expect(await search('شاشة')).toEqual([MONITOR]);
    expect(await search('ماوس')).toEqual([MOUSE]);
    expect(await search('ماوس لاسلكي')).toEqual([MOUSE]);
  });

  it('folds the alef forms, yaa and taa marbuta, tatweel and diacritics', async () => {
    expect(await search('شاشه')).toEqual([MONITOR]);
    expect(await search('شَاشَةٌ')).toEqual([MONITOR]);
    expect(await search('لابـــتوب')).toEqual([LAPTOP]);
    // "للألعاب" in the title, typed without the hamza.
    expect(await search('للالعاب')).toEqual([LAPTOP]);
    expect(await search('كيبورد ميكانيكى')).toEqual([KEYBOARD]);
  });

  it('takes the article off a word that finds nothing with it', async () => {
    expect(await search('الشاشة')).toEqual([MONITOR]);
    expect(await search('اللابتوب')).toEqual([LAPTOP]);
    expect(await search('الماوس اللاسلكي')).toEqual([MOUSE]);
    // "ألعاب" (games) is a word of its own: found as typed, never cut to "عاب".
    expect(await search('ألعاب').then((titles) => titles.toSorted())).toEqual([LAPTOP, MONITOR].toSorted());
    expect(await suggest('الشاش')).toEqual([MONITOR]);
  });

  it('finds by a prefix, a brand or a category in Arabic', async () => {
    expect(await search('لابت')).toEqual([LAPTOP]);
    expect(await search('ريزر').then((titles) => titles.toSorted())).toEqual([MOUSE, KEYBOARD].toSorted());
    expect(await search('شاشات')).toEqual([MONITOR]);
    expect(await search('سامسونج منحنية')).toEqual([MONITOR]);
  });

  it('forgives a typo in an Arabic word', async () => {
    expect(await search('لابتب')).toEqual([LAPTOP]);
    expect(await search('شاشت')).toEqual([MONITOR]);
    expect(await search('ماسو')).toEqual([MOUSE]);
    expect(await search('ماووس')).toEqual([MOUSE]);
  });

  it('finds by English names on an Arabic page, and Arabic words on an English one', async () => {
    expect(await search('deathadder')).toEqual([MOUSE]);
    expect(await search('strix g16')).toEqual([LAPTOP]);
    expect(await search('superlight')).toEqual([PLAIN]);
    expect(await search('ماوس', 'en')).toEqual(['Razer DeathAdder V3 Pro Wireless Mouse']);
  });

  it('follows a change of an Arabic title or of a brand\'s Arabic name', async () => {
    const db = t.database.db;
    await db.update(products).set({ titleAr: 'لوحة مفاتيح Razer BlackWidow V4' }).where(eq(products.id, ids[KEYBOARD] ?? ''));
    expect(await search('لوحة مفاتيح')).toEqual(['لوحة مفاتيح Razer BlackWidow V4']);
    expect(await search('كيبورد')).toEqual([]);
    // One word: read from search_postings (migration 0013), which follows the Arabic title too.
    expect(await search('مفاتيح')).toEqual(['لوحة مفاتيح Razer BlackWidow V4']);
    await db.update(brands).set({ nameAr: 'رايزر' }).where(eq(brands.name, 'Razer'));
    expect((await search('رايزر')).length).toBe(2);
  });

  it('finds nothing for an Arabic word no product has', async () => {
    expect(await search('ثلاجة')).toEqual([]);
  });
});

describe('suggestions in Arabic', () => {
  it('suggests Arabic titles from the second letter, with a typo too', async () => {
    // "لا" starts the laptop's title, and a word of the mouse's ("لاسلكي"): the title that starts with it first.
    expect(await suggest('لا')).toEqual([LAPTOP, MOUSE]);
    expect(await suggest('ماو')).toEqual([MOUSE]);
    expect(await suggest('شاشه')).toEqual([MONITOR]);
    expect(await suggest('لابتب')).toEqual([LAPTOP]);
  });

  it('suggests by English words in the page language', async () => {
    expect(await suggest('odyssey')).toEqual([MONITOR]);
    expect(await suggest('odyssey', 'en')).toEqual(['Samsung Odyssey G7 Curved Gaming Monitor']);
  });
});
