import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_CONFIG, setStoreConfig, storeConfig, telHref } from './store-config';

describe('store settings', () => {
  it('starts from the defaults the server uses, until the root loader hands over the real ones', () => {
    expect(storeConfig).toEqual({
      storeName: 'Falcon',
      storePhone: '+971 4 123 4567',
      storeEmail: 'sales@falcon.ae',
      deliveryFeeAed: 25,
      maxUnitsPerProduct: 10,
    });
    const config = { storeName: 'Saqr', storePhone: '+971 2 555 0000', storeEmail: 'hello@saqr.ae', deliveryFeeAed: 30, maxUnitsPerProduct: 4 };
    setStoreConfig(config);
    expect(storeConfig).toEqual(config);
    setStoreConfig(DEFAULT_STORE_CONFIG);
  });

  it('makes a tel: link of the phone number', () => {
    expect(telHref('+971 4 123 4567')).toBe('tel:+97141234567');
  });
});
