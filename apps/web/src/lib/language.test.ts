import { describe, expect, it } from 'vitest';
import { englishPath, hasTwin, languageFromCookie, languageOfPath, pathInLanguage } from './language';

describe('the language of an address (docs/decisions/023)', () => {
  it('is Arabic under /ar and English anywhere else', () => {
    expect(languageOfPath('/ar/shop/home')).toBe('ar');
    expect(languageOfPath('/ar')).toBe('ar');
    expect(languageOfPath('/shop/home')).toBe('en');
    expect(languageOfPath('/arcade')).toBe('en');
  });

  it('moves a shop or auth page to the other tree, keeping its query and hash', () => {
    expect(pathInLanguage('/shop/listing?category=c1#top', 'ar')).toBe('/ar/shop/listing?category=c1#top');
    expect(pathInLanguage('/ar/shop/product/42?x=1', 'en')).toBe('/shop/product/42?x=1');
    expect(pathInLanguage('/ar/auth/login', 'ar')).toBe('/ar/auth/login');
    expect(pathInLanguage('/', 'ar')).toBe('/ar');
    expect(englishPath('/ar')).toBe('/');
  });

  it('leaves the English-only admin area, other sites and protocol-relative addresses alone', () => {
    expect(pathInLanguage('/admin/dashboard', 'ar')).toBe('/admin/dashboard');
    expect(pathInLanguage('https://example.com/shop/home', 'ar')).toBe('https://example.com/shop/home');
    expect(pathInLanguage('//example.com/shop/home', 'ar')).toBe('//example.com/shop/home');
    expect(hasTwin('/admin/users')).toBe(false);
    expect(hasTwin('/ar/shop/deals')).toBe(true);
  });

  it('reads the choice the browser remembered in its cookie', () => {
    expect(languageFromCookie('a=1; lang=ar; b=2')).toBe('ar');
    expect(languageFromCookie('lang=en')).toBe('en');
    expect(languageFromCookie('lang=fr')).toBeNull();
    expect(languageFromCookie('xlang=ar')).toBeNull();
    expect(languageFromCookie(undefined)).toBeNull();
  });
});
