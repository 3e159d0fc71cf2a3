import { describe, expect, it } from 'vitest';
import { emailLocale, storeUrlInLanguage } from './email-locale';

describe('links and names in the language of an e-mail', () => {
  it('sends an Arabic e-mail to the Arabic tree, an English one to the spec paths', () => {
    const track = 'https://shop.example.ae/shop/track?token=abc.def';
    expect(storeUrlInLanguage(track, 'ar')).toBe('https://shop.example.ae/ar/shop/track?token=abc.def');
    expect(storeUrlInLanguage(track, 'en')).toBe(track);
    expect(storeUrlInLanguage('http://localhost:3000/auth/reset-password#token=x', 'ar')).toBe('http://localhost:3000/ar/auth/reset-password#token=x');
    // Not a shop or auth page (the API, a file): left as it is.
    expect(storeUrlInLanguage('https://shop.example.ae/api/shop/invoices/track?token=x', 'ar')).toBe('https://shop.example.ae/api/shop/invoices/track?token=x');
  });

  it('names the emirate of an address in the e-mail language, an unknown name as written', () => {
    expect(emailLocale('ar').emirate('Ras Al Khaimah')).toBe('رأس الخيمة');
    expect(emailLocale('en').emirate('Ras Al Khaimah')).toBe('Ras Al Khaimah');
    expect(emailLocale('ar').emirate('Atlantis')).toBe('Atlantis');
  });
});
