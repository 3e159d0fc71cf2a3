// The Arabic parts of the catalogue (ar-*.ts) are twins of the English ones
// (en-*.ts): the same keys, the same {placeholders}, Arabic's six plural forms
// where English has plural forms, Arabic words with Latin digits, and Latin names
// isolated inside Arabic sentences (issue 12 items 2 and 3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../i18n';
import { setLanguageSource } from '../language';
import { arAbout } from './ar-about';
import { arAccountData } from './ar-account-data';
import { arAuth } from './ar-auth';
import { arBuild } from './ar-build';
import { arCart } from './ar-cart';
import { arCompare } from './ar-compare';
import { arDelivery } from './ar-delivery';
import { arCoupon } from './ar-coupon';
import { arEmirates } from './ar-emirates';
import { arHome } from './ar-home';
import { arInvoices } from './ar-invoices';
import { arListing } from './ar-listing';
import { arOrders } from './ar-orders';
import { arPayment } from './ar-payment';
import { arPolicies } from './ar-policies';
import { arProduct } from './ar-product';
import { arProfileLanguage } from './ar-profile-language';
import { arRating } from './ar-rating';
import { arReviews } from './ar-reviews';
import { arTrack } from './ar-track';
import { arConfirmEmail } from './ar-confirm-email';
import { enConfirmEmail } from './en-confirm-email';
import { arWishlist } from './ar-wishlist';
import { enAbout } from './en-about';
import { enAccountData } from './en-account-data';
import { enAuth } from './en-auth';
import { enBuild } from './en-build';
import { enCart } from './en-cart';
import { enCompare } from './en-compare';
import { enDelivery } from './en-delivery';
import { enCoupon } from './en-coupon';
import { enEmirates } from './en-emirates';
import { enHome } from './en-home';
import { enInvoices } from './en-invoices';
import { enListing } from './en-listing';
import { enOrders } from './en-orders';
import { enPayment } from './en-payment';
import { enPolicies } from './en-policies';
import { enProduct } from './en-product';
import { enProfileLanguage } from './en-profile-language';
import { enRating } from './en-rating';
import { enReviews } from './en-reviews';
import { enTrack } from './en-track';
import { enWishlist } from './en-wishlist';

type Part = Record<string, string>;

const parts: [string, Part, Part][] = [
  ['about', enAbout, arAbout],
  ['account-data', enAccountData, arAccountData],
  ['auth', enAuth, arAuth],
  ['build', enBuild, arBuild],
  ['cart', enCart, arCart],
  ['compare', enCompare, arCompare],
  ['confirm-email', enConfirmEmail, arConfirmEmail],
  ['delivery', enDelivery, arDelivery],
  ['coupon', enCoupon, arCoupon],
  ['emirates', enEmirates, arEmirates],
  ['home', enHome, arHome],
  ['invoices', enInvoices, arInvoices],
  ['listing', enListing, arListing],
  ['orders', enOrders, arOrders],
  ['payment', enPayment, arPayment],
  ['policies', enPolicies, arPolicies],
  ['product', enProduct, arProduct],
  ['profile-language', enProfileLanguage, arProfileLanguage],
  ['rating', enRating, arRating],
  ['reviews', enReviews, arReviews],
  ['track', enTrack, arTrack],
  ['wishlist', enWishlist, arWishlist],
];

/** Texts that are only placeholders, punctuation or a Latin example of what to type. */
const notWords = new Set([
  'filters.count',
  // Templates of values only: a range's two ends, a filter's name and value.
  'filters.rangeBetween',
  'filters.chip',
  'auth.placeholder.email',
  'auth.placeholder.phone',
  'address.areaCity',
  'checkout.lineProblem',
  // Each language is named in itself in the language picker.
  'language.en',
]);

/** Placeholders that carry Latin names (isolated first-strong) or always-LTR values (isolated left to right). */
const FSI_PLACEHOLDERS = ['brand', 'title', 'titles', 'name', 'keyword', 'label'];
const LRI_PLACEHOLDERS = ['email', 'phone', 'number', 'code'];

/** The texts to read: a plural text is read whole, its forms with it. */
function forms(text: string): string[] {
  return [text];
}

/** The arguments an ICU text names: `{name}`, `{count, number}`, `{count, plural, …}`. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1] ?? ''))].toSorted();
}

const ARABIC_FORMS = ['few', 'many', 'one', 'other', 'two', 'zero'];
const isPlural = (text: string) => text.includes(', plural,');
const pluralForms = (text: string) => [...text.matchAll(/\b(zero|one|two|few|many|other) \{/g)].map((match) => match[1] ?? '').toSorted();

/** What a twin must have: the English text's arguments, and for a plural text Arabic's six forms. */
function describeAsArabicTwin(key: string, english: string) {
  return isPlural(english) ? { key, placeholders: placeholders(english), forms: ARABIC_FORMS } : { key, placeholders: placeholders(english) };
}

/** The same description of an Arabic text. */
function describeText(key: string, arabic: string, english: string) {
  return isPlural(english) ? { key, placeholders: placeholders(arabic), forms: pluralForms(arabic) } : { key, placeholders: placeholders(arabic) };
}

describe.each(parts)('ar-%s.ts', (_name, en, ar) => {
  it('has exactly the English part’s keys', () => {
    expect(Object.keys(ar).toSorted()).toEqual(Object.keys(en).toSorted());
  });

  it('keeps each text’s placeholders, and gives plural texts Arabic’s six forms', () => {
    const expected = Object.entries(en).map(([key, english]) => describeAsArabicTwin(key, english));
    const actual = Object.keys(en).map((key) => describeText(key, ar[key] ?? '', en[key] ?? ''));
    expect(actual).toEqual(expected);
  });

  it('is written in Arabic with Latin digits', () => {
    const texts = Object.entries(ar).flatMap(([key, text]) => forms(text).map((form) => ({ key, form })));
    const withoutArabic = texts.filter(({ key, form }) => !notWords.has(key) && !/[\u0621-\u064a]/.test(form));
    const withEasternDigits = texts.filter(({ form }) => /[\u0660-\u0669\u06f0-\u06f9]/.test(form));
    expect(withoutArabic).toEqual([]);
    expect(withEasternDigits).toEqual([]);
  });

  it('isolates Latin names and left-to-right values inside Arabic sentences', () => {
    const bare = Object.entries(ar).flatMap(([key, text]) =>
      forms(text).flatMap((form) =>
        [
          ...FSI_PLACEHOLDERS.filter((name) => form.includes(`{${name}}`) && !form.includes(`\u2068{${name}}\u2069`)),
          ...LRI_PLACEHOLDERS.filter((name) => form.includes(`{${name}}`) && !form.includes(`\u2066{${name}}\u2069`)),
        ].map((name) => ({ key, name })),
      ),
    );
    expect(bare).toEqual([]);
  });

  it('keeps a phone number written in a sentence in one left-to-right piece', () => {
    // "050 123 4567" in a right-to-left sentence would show its groups in reverse order.
    const reversible = Object.entries(ar).flatMap(([key, text]) =>
      forms(text)
        .filter((form) => !notWords.has(key) && /\d \d/.test(form.replace(/\u2066[^\u2069]*\u2069/g, '')))
        .map((form) => ({ key, form })),
    );
    expect(reversible).toEqual([]);
  });
});

describe('an Arabic page', () => {
  // Tests hold every text of both languages (src/test/setup.ts); the page's language decides.
  beforeAll(() => setLanguageSource(() => 'ar'));
  afterAll(() => setLanguageSource(() => undefined));

  it('picks the plural form an Arabic reader expects for 0, 1, 2, 3, 11 and 100', () => {
    expect(t('filters.showCount', { count: 0 })).toBe('لا توجد نتائج');
    expect(t('filters.showCount', { count: 1 })).toBe('عرض نتيجة واحدة');
    expect(t('filters.showCount', { count: 2 })).toBe('عرض نتيجتين');
    expect(t('filters.showCount', { count: 3 })).toBe('عرض 3 نتائج');
    expect(t('filters.showCount', { count: 11 })).toBe('عرض 11 نتيجة');
    expect(t('filters.showCount', { count: 100 })).toBe('عرض 100 نتيجة');
    expect(t('listing.countRange', { from: 1, to: 20, count: 1500 })).toBe('عرض 1–20 من أصل 1,500 منتج');
    expect(t('listing.countRange', { from: 1, to: 11, count: 11 })).toBe('عرض 1–11 من أصل 11 منتجًا');
  });

  it('fills a product title between isolates, so its punctuation stays with it', () => {
    expect(t('cart.remove', { title: 'ASUS ROG Strix G16 (2024)' })).toBe(
      'إزالة \u2068ASUS ROG Strix G16 (2024)\u2069',
    );
  });
});
