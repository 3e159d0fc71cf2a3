import { describe, expect, it } from 'vitest';
import { addRouteTexts, createTranslator, routeTexts, t, type Catalogue, type CataloguePart } from './i18n';
import { enCart } from './i18n/en-cart';

describe('parts of the catalogue', () => {
  it('adds the parts the matched routes name, each once', () => {
    // Tests hold every text (src/test/setup.ts); fresh parts show how a route's `handle` adds its own.
    const basket = { 'cart.title': 'Your basket' } as CataloguePart;
    expect(t('cart.title')).toBe('Shopping Cart');
    addRouteTexts([{ handle: undefined }, { handle: routeTexts(basket) }]);
    expect(t('cart.title')).toBe('Your basket');
    addRouteTexts([{ handle: routeTexts({ ...enCart }) }]);
    addRouteTexts([{ handle: routeTexts(basket) }]);
    expect(t('cart.title')).toBe('Shopping Cart');
  });

  it("holds the layout's texts from the start", () => {
    expect(t('cart.buttonLabel', { count: 2 })).toBe('Shopping cart: 2');
    expect(t('listing.count', { count: 2 })).toBe('2 products');
  });
});

describe('t', () => {
  it('reads the catalogue and fills placeholders', () => {
    expect(t('cart.title')).toBe('Shopping Cart');
    expect(t('auth.welcome', { brand: 'Falcon' })).toBe('Welcome to Falcon Computers');
    expect(t('account.loggedInAs', { name: 'Sara' })).toBe('Logged in as Sara');
  });

  it('formats numbers for the locale and leaves unknown placeholders visible', () => {
    expect(t('cart.buttonLabel', { count: 1200 })).toBe('Shopping cart: 1,200');
    expect(t('account.loggedInAs')).toBe('Logged in as {name}');
  });

  it('picks the plural form by count: "1 product" and "5 products" from one message', () => {
    expect(t('listing.count', { count: 1 })).toBe('1 product');
    expect(t('listing.count', { count: 5 })).toBe('5 products');
    expect(t('listing.count', { count: 0 })).toBe('0 products');
    expect(t('listing.count', { count: 1500 })).toBe('1,500 products');
    expect(t('listing.countRange', { from: 1, to: 1, count: 1 })).toBe('Showing 1–1 of 1 product');
    expect(t('filters.showCount', { count: 1 })).toBe('Show 1 result');
  });

  it('falls back to the "other" form when no count is given', () => {
    expect(t('listing.count')).toBe('{count} products');
  });
});

describe('createTranslator', () => {
  // Arabic has six plural categories (zero, one, two, few, many, other): the
  // same message shape and the same call serve it, with no change to a component.
  const arabic = {
    'listing.count': {
      zero: 'لا توجد منتجات',
      one: 'منتج واحد',
      two: 'منتجان',
      few: '{count} منتجات',
      many: '{count} منتجًا',
      other: '{count} منتج',
    },
  } as Partial<Catalogue>;
  const ar = createTranslator('ar', arabic);
  const latinDigits = createTranslator('ar-u-nu-latn', arabic);

  it("picks each of Arabic's six forms by Intl.PluralRules", () => {
    expect(ar('listing.count', { count: 0 })).toBe('لا توجد منتجات');
    expect(ar('listing.count', { count: 1 })).toBe('منتج واحد');
    expect(ar('listing.count', { count: 2 })).toBe('منتجان');
    expect(latinDigits('listing.count', { count: 3 })).toBe('3 منتجات');
    expect(latinDigits('listing.count', { count: 11 })).toBe('11 منتجًا');
    expect(latinDigits('listing.count', { count: 100 })).toBe('100 منتج');
  });

  it("formats the count in the language's own digits", () => {
    expect(ar('listing.count', { count: 3 })).toBe(`${new Intl.NumberFormat('ar').format(3)} منتجات`);
  });

  it('uses "other" where a language has a category the message lacks, and the key where it has no text', () => {
    const english = createTranslator('en', { 'listing.count': { other: '{count} items' } } as Partial<Catalogue>);
    expect(english('listing.count', { count: 1 })).toBe('1 items');
    expect(english('cart.title')).toBe('cart.title');
  });
});
