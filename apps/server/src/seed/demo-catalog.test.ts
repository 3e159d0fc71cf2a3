import { LIMITS } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_FEATURES, demoCatalog } from './demo-catalog';
import { demoSpecRows, specValueAr } from './demo-catalog-ar-specs';
import { demoParts } from './demo-parts';

const catalog = demoCatalog();
const sentences = (text: string) => text.split(/(?<=[.!?؟])\s+/).filter(Boolean).length;

describe('demo catalogue data', () => {
  it('has unique titles, known brands and the five departments', () => {
    expect(new Set(catalog.map((p) => p.title)).size).toBe(catalog.length);
    const brandNames = new Set<string>(DEMO_BRANDS.map((b) => b.name));
    expect(catalog.every((p) => brandNames.has(p.brand))).toBe(true);
    expect(new Set(catalog.map((p) => p.category))).toEqual(new Set(DEMO_CATEGORIES.map((c) => c.name)));
    // Every brand sells something, a product or a PC part (demo-parts.ts).
    expect(new Set([...catalog.map((p) => p.brand), ...demoParts().map((p) => p.brand)])).toEqual(brandNames);
    expect(demoParts().every((p) => brandNames.has(p.brand))).toBe(true);
  });

  it('prices sales 5-25 % below the price, ending in .00 or 9.00', () => {
    const wrong = catalog.filter((p) => {
      if (!Number.isInteger(p.priceAed)) return true;
      if (p.salePriceAed === undefined) return false;
      const off = 1 - p.salePriceAed / p.priceAed;
      const ending = p.salePriceAed % 10;
      return off < 0.05 || off > 0.25 || !Number.isInteger(p.salePriceAed) || (ending !== 9 && ending !== 0);
    });
    expect(wrong.map((p) => p.title)).toEqual([]);
  });

  it('keeps prices in the UAE retail ranges', () => {
    const ranges: Record<string, [number, number]> = {
      'Gaming PC': [4000, 20000],
      Laptops: [3500, 15000],
      Display: [800, 5000],
      'Software License': [100, 5000],
      Accessories: [150, 1500],
    };
    const outside = catalog.filter((p) => {
      const [min, max] = ranges[p.category] ?? [0, 0];
      return p.priceAed < min || p.priceAed > max;
    });
    expect(outside.map((p) => p.title)).toEqual([]);
    const rtx4090Desktops = catalog.filter((p) => p.category === 'Gaming PC' && p.title.includes('RTX 4090') && !p.quote);
    expect(rtx4090Desktops.length).toBeGreaterThan(0);
    expect(rtx4090Desktops.filter((p) => p.priceAed < 12000 || p.priceAed > 17000).map((p) => p.title)).toEqual([]);
  });

  it('writes descriptions of two to four sentences and specs within the form limits', () => {
    const sentenceCounts = catalog.map((p) => sentences(p.description));
    expect(catalog.filter((_, i) => (sentenceCounts[i] ?? 0) < 2 || (sentenceCounts[i] ?? 0) > 4).map((p) => p.title)).toEqual([]);
    const tooLong = catalog.filter(
      (p) =>
        p.title.length > LIMITS.titleMax ||
        p.specs.length > LIMITS.specRowsMax ||
        p.specs.some(([label, value]) => label.length > LIMITS.specLabelMax || value.length > LIMITS.specValueMax),
    );
    expect(tooLong.map((p) => p.title)).toEqual([]);
  });

  it('spreads ages over the last 90 days, deterministically', () => {
    const ages = catalog.map((p) => p.ageHours);
    expect(Math.max(...ages)).toBeLessThan(90 * 24);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(demoCatalog().map((p) => p.ageHours)).toEqual(ages);
  });

  it('links the hero slides to shop pages', () => {
    expect(DEMO_FEATURES.map((f) => f.link)).toEqual(['/shop/listing', '/shop/deals', '/shop/new']);
  });

  describe('in Arabic (issue 12 item 4)', () => {
    const arabic = /[\u0600-\u06FF]/;
    it('gives every product an Arabic title that keeps its model names Latin, and a description of two to four sentences', () => {
      const models = catalog.filter((p) => !arabic.test(p.titleAr) || !p.titleAr.includes(p.art.model.split(/[ ,]/)[0] ?? ''));
      expect(models.map((p) => p.title)).toEqual([]);
      expect(new Set(catalog.map((p) => p.titleAr)).size).toBe(catalog.length);
      const wrong = catalog.filter((p) => !arabic.test(p.descriptionAr) || sentences(p.descriptionAr) < 2 || sentences(p.descriptionAr) > 4);
      expect(wrong.map((p) => p.title)).toEqual([]);
      expect(catalog.filter((p) => p.titleAr.length > LIMITS.titleMax || p.descriptionAr.length > LIMITS.descriptionMax)).toEqual([]);
    });

    it('names every brand, category and slide in Arabic', () => {
      expect([...DEMO_BRANDS, ...DEMO_CATEGORIES].filter((b) => !arabic.test(b.nameAr))).toEqual([]);
      expect(DEMO_FEATURES.filter((f) => !arabic.test(f.titleAr) || !arabic.test(f.subtitleAr))).toEqual([]);
    });

    it('labels every specification row in Arabic, and translates every value that has words', () => {
      const rows = catalog.flatMap((p) => demoSpecRows(p.specs));
      expect(rows.filter((r) => !r.labelAr).map((r) => r.label)).toEqual([]);
      // A value with an English word in it (not a model, standard or unit such as "RTX", "GB") has its Arabic twin.
      expect(rows.filter((r) => !r.valueAr && /\b[a-z]{2,}\b/.test(r.value)).map((r) => r.value)).toEqual([]);
      expect(rows.filter((r) => (r.labelAr?.length ?? 0) > LIMITS.specLabelMax || (r.valueAr?.length ?? 0) > LIMITS.specValueMax)).toEqual([]);
      expect(specValueAr('16 inches')).toBe('16 بوصة');
      expect(specValueAr('Intel Core i7-14700F (20 cores, up to 5.4 GHz)')).toBe('Intel Core i7-14700F (20 نواة، حتى 5.4 غيغاهرتز)');
      expect(specValueAr('2 years local warranty')).toBe('ضمان محلي لمدة سنتين');
      expect(specValueAr('NVIDIA GeForce RTX 4090 24 GB GDDR6X')).toBeUndefined();
    });
  });
});
