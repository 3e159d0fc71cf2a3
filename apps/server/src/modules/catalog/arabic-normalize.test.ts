import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normalizeArabic, withoutArticle } from './arabic-normalize';
import { suiteTestApp } from '#server-test/suite';

describe('normalizeArabic', () => {
  it('folds the alef forms, alef maqsura and taa marbuta', () => {
    expect(normalizeArabic('أجهزة إضافية آمنة ٱلعاب')).toBe('اجهزه اضافيه امنه العاب');
    expect(normalizeArabic('مستشفى')).toBe('مستشفي');
    expect(normalizeArabic('شاشة')).toBe('شاشه');
  });

  it('removes tatweel and diacritics', () => {
    expect(normalizeArabic('لابـــتوب')).toBe('لابتوب');
    expect(normalizeArabic('شَاشَةٌ')).toBe('شاشه');
    expect(normalizeArabic('مُكَبِّر صَوْت')).toBe('مكبر صوت');
  });

  it('makes Arabic-Indic digits Latin and leaves Latin text alone', () => {
    expect(normalizeArabic('RTX ٤٠٦٠ و ۱۶ GB')).toBe('RTX 4060 و 16 GB');
    expect(normalizeArabic('ASUS ROG Strix G16, Razér')).toBe('ASUS ROG Strix G16, Razér');
  });
});

describe('withoutArticle', () => {
  it('takes the article and its prefixes off a word that is long enough', () => {
    expect(withoutArticle('الشاشه')).toBe('شاشه');
    expect(withoutArticle('اللابتوب')).toBe('لابتوب');
    expect(withoutArticle('للالعاب')).toBe('العاب');
    expect(withoutArticle('بالماوس')).toBe('ماوس');
    expect(withoutArticle('والكيبورد')).toBe('كيبورد');
  });

  it('leaves short words, other words and Latin alone', () => {
    expect(withoutArticle('الم')).toBe('الم');
    expect(withoutArticle('لابتوب')).toBe('لابتوب');
    expect(withoutArticle('alienware')).toBe('alienware');
  });
});

describe('store_unaccent() in the database', () => {
  const t = suiteTestApp();

  it('folds Arabic exactly as normalizeArabic does (the documents and the query meet)', async () => {
    const samples = ['أجهزة إضافية آمنة ٱلعاب', 'مستشفى', 'شَاشَةٌ', 'لابـــتوب', 'RTX ٤٠٦٠ و ۱۶ GB', 'ماوس للألعاب'];
    for (const sample of samples) {
      const result = await t.database.db.execute<{ folded: string }>(sql`select store_unaccent(${sample}) as folded`);
      expect(result.rows[0]?.folded).toBe(normalizeArabic(sample));
    }
  });
});
