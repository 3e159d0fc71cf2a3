import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@store/contract';
import { fieldMessage, formatNumber, formatPrice, sentence, t } from './i18n';
import { setLanguageSource, type Language } from './language';
import { formatStoreDate } from './store-time';

// The page's language drives `t`, the plural forms and the Intl formatters (docs/decisions/023).
// In the browser it is the document's; the Arabic texts come with the Arabic pages.
const inArabic = () => {
  document.documentElement.lang = 'ar';
};

beforeAll(async () => {
  await import('./i18n/arabic-catalogue');
  await import('./i18n/en-listing');
});
afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('t in both languages', () => {
  it('keeps English pages exactly as they were', () => {
    expect(t('nav.home')).toBe('Home');
    expect(t('listing.count', { count: 1 })).toBe('1 product');
    expect(t('cart.buttonLabel', { count: 1200 })).toBe('Shopping cart: 1,200');
  });

  it('speaks Arabic on an Arabic page, with Latin digits', () => {
    inArabic();
    expect(t('nav.home')).toBe('الرئيسية');
    expect(t('cart.buttonLabel', { count: 1200 })).toBe('سلة التسوق: 1,200');
  });

  it("picks Arabic's plural forms through Intl.PluralRules: 0, 1, 2, 3, 11 and 100", () => {
    inArabic();
    expect(t('listing.count', { count: 0 })).toBe('لا توجد منتجات');
    expect(t('listing.count', { count: 1 })).toBe('منتج واحد');
    expect(t('listing.count', { count: 2 })).toBe('منتجان');
    expect(t('listing.count', { count: 3 })).toBe('3 منتجات');
    expect(t('listing.count', { count: 11 })).toBe('11 منتجًا');
    expect(t('listing.count', { count: 100 })).toBe('100 منتج');
  });

  it('falls back to the English text of a key the Arabic catalogue lacks', () => {
    // The admin screens stay English (issue 12): their keys have no Arabic twin.
    const english = t('admin.menuTitle');
    inArabic();
    expect(t('admin.menuTitle')).toBe(english);
    expect(english).not.toBe('admin.menuTitle');
  });
});

describe('money, numbers and dates', () => {
  it('writes prices with "AED" in English and the Arabic sign د.إ on Arabic pages, as Intl gives them', () => {
    expect(formatPrice(1234.5)).toBe('AED\u00a01,234.50');
    inArabic();
    const arabic = new Intl.NumberFormat('ar-AE-u-nu-latn', { style: 'currency', currency: 'AED', minimumFractionDigits: 2 }).format(1234.5);
    expect(formatPrice(1234.5)).toBe(arabic);
    expect(formatPrice(1234.5)).toContain('1,234.50');
    expect(formatPrice(1234.5)).toContain('د.إ');
    expect(formatNumber(12345.6)).toBe('12,345.6');
  });

  it('dates in store time (Asia/Dubai), in the page language with Latin digits', () => {
    // 21:30 UTC on 30 Nov is 01:30 on 1 Dec in Dubai.
    expect(formatStoreDate('2026-11-30T21:30:00Z')).toBe('1 Dec 2026');
    inArabic();
    const arabic = formatStoreDate('2026-11-30T21:30:00Z');
    expect(arabic).toBe('01\u200f/12\u200f/2026');
  });
});

describe('contract sentences', () => {
  it('says a sentence by its code in the page language, filled from its params', () => {
    expect(sentence('CART_ADDED', messages.CART_ADDED)).toBe('Success: Product added to cart!');
    expect(sentence('STOCK_LIMIT', messages.STOCK_LIMIT, { n: 3 })).toBe('Only 3 items available in stock');
    inArabic();
    expect(sentence('CART_ADDED', messages.CART_ADDED)).toBe('تم بنجاح: أُضيف المنتج إلى السلة!');
    expect(sentence('STOCK_LIMIT', messages.STOCK_LIMIT, { n: 3 })).toBe('الكمية المتوفرة في المخزون 3 فقط');
  });

  it('says the browser’s own validation in Arabic on an Arabic page, and leaves any other text as it is', () => {
    expect(fieldMessage(messages.EMAIL_INVALID)).toBe('Enter a valid email address');
    inArabic();
    expect(fieldMessage(messages.EMAIL_INVALID)).toBe('أدخل بريدًا إلكترونيًا صحيحًا');
    expect(fieldMessage('أدخل بريدًا إلكترونيًا صحيحًا')).toBe('أدخل بريدًا إلكترونيًا صحيحًا');
    expect(fieldMessage('Something else')).toBe('Something else');
  });
});

describe('renders on the server side by side', () => {
  it('never mix languages: each async flow keeps its own', async () => {
    const store = new AsyncLocalStorage<Language>();
    setLanguageSource(() => store.getStore());
    const render = (language: Language, delays: number[]) =>
      store.run(language, async () => {
        const seen: string[] = [];
        for (const delay of delays) {
          await new Promise((resolve) => setTimeout(resolve, delay));
          seen.push(`${t('nav.home')} ${formatPrice(10)}`);
        }
        return seen;
      });
    try {
      const [english, arabic] = await Promise.all([render('en', [5, 1, 8, 0]), render('ar', [1, 6, 0, 4])]);
      expect(new Set(english)).toEqual(new Set(['Home AED\u00a010.00']));
      expect(arabic.every((line) => line.startsWith('الرئيسية') && line.includes('د.إ'))).toBe(true);
    } finally {
      setLanguageSource(() => undefined);
    }
  });
});
