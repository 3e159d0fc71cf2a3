import { DEFAULT_DELIVERY_FEE_AED, DEFAULT_MAX_UNITS_PER_PRODUCT } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { readStoreConfig, telHref } from './store-config';
import { DEFAULT_STORE_CONFIG, STORE_CONFIG_MARKER, storeConfigScript } from './store-config-defaults';

function documentWith(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
}

describe('store settings from index.html', () => {
  it('reads what the server wrote in place of the marker', () => {
    const config = { storeName: 'Saqr', storePhone: '+971 2 555 0000', storeEmail: 'hello@saqr.ae', deliveryFeeAed: 30, maxUnitsPerProduct: 4 };
    expect(readStoreConfig(documentWith(storeConfigScript(config)))).toEqual(config);
  });

  it('keeps the defaults without the script, with broken JSON, or for odd fields', () => {
    expect(readStoreConfig(documentWith(STORE_CONFIG_MARKER))).toEqual(DEFAULT_STORE_CONFIG);
    expect(readStoreConfig(documentWith('<script type="application/json" id="store-config">{oops</script>'))).toEqual(
      DEFAULT_STORE_CONFIG,
    );
    const partial = documentWith('<script type="application/json" id="store-config">{"storeName":"","deliveryFeeAed":"9","maxUnitsPerProduct":0}</script>');
    expect(readStoreConfig(partial)).toEqual(DEFAULT_STORE_CONFIG);
  });

  it('has the defaults the server uses', () => {
    expect(DEFAULT_STORE_CONFIG).toEqual({
      storeName: 'Falcon',
      storePhone: '+971 4 123 4567',
      storeEmail: 'sales@falcon.ae',
      deliveryFeeAed: DEFAULT_DELIVERY_FEE_AED,
      maxUnitsPerProduct: DEFAULT_MAX_UNITS_PER_PRODUCT,
    });
  });

  it('cannot be broken out of its script tag', () => {
    expect(storeConfigScript({ ...DEFAULT_STORE_CONFIG, storeName: '</script><script>alert(1)</script>' })).not.toContain(
      '</script><script>',
    );
  });

  it('makes a tel: link of the phone number', () => {
    expect(telHref('+971 4 123 4567')).toBe('tel:+97141234567');
  });
});
