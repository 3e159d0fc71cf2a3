import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emirateName } from './emirate-name';

// The emirates as a shopper reads them: English pages keep the contract's names, Arabic pages name them in Arabic.
beforeAll(async () => {
  await import('./i18n/arabic-catalogue');
});
afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('emirateName', () => {
  it('keeps the English names on English pages', () => {
    expect(emirateName('Umm Al Quwain')).toBe('Umm Al Quwain');
    expect(emirateName('Abu Dhabi')).toBe('Abu Dhabi');
  });

  it('names the emirates in Arabic on Arabic pages, a name outside the list as it was saved', () => {
    document.documentElement.lang = 'ar';
    expect(emirateName('Abu Dhabi')).toBe('أبوظبي');
    expect(emirateName('Ras Al Khaimah')).toBe('رأس الخيمة');
    expect(emirateName('Al Ain')).toBe('Al Ain');
  });
});
