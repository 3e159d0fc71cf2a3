import { describe, expect, it } from 'vitest';
import { t } from './i18n';

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
});
