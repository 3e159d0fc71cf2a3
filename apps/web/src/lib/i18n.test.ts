import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRouteTexts, routeTexts, t, type CataloguePart, type MessageKey } from './i18n';
import { setLanguageSource } from './language';
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

  it('formats numbers for the locale', () => {
    expect(t('cart.buttonLabel', { count: 1200 })).toBe('Shopping cart: 1,200');
    expect(t('stock.low', { n: 1200 })).toBe('Only 1,200 left');
  });

  it('picks the plural form by count: "1 product" and "5 products" from one message', () => {
    expect(t('listing.count', { count: 1 })).toBe('1 product');
    expect(t('listing.count', { count: 5 })).toBe('5 products');
    expect(t('listing.count', { count: 0 })).toBe('0 products');
    expect(t('listing.count', { count: 1500 })).toBe('1,500 products');
    expect(t('listing.countRange', { from: 1, to: 1, count: 1 })).toBe('Showing 1–1 of 1 product');
    expect(t('filters.showCount', { count: 1 })).toBe('Show 1 result');
  });

  it('says the key itself where no part holding it is loaded', () => {
    expect(t('no.such.key' as MessageKey)).toBe('no.such.key');
  });
});

describe('an Arabic page', () => {
  // Arabic's six plural forms: i18n-arabic.test.ts.
  beforeAll(() => setLanguageSource(() => 'ar'));
  afterAll(() => setLanguageSource(() => undefined));

  it('says the English text of a key the Arabic catalogue lacks', () => {
    expect(t('admin.orders.count' as MessageKey, { count: 2 })).toBe('2 orders');
  });
});
