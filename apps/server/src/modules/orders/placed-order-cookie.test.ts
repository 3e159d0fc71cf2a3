import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { createPlacedOrderSigner, PLACED_ORDER_SECONDS } from './placed-order-cookie';

// The confirmation page's cookie: only a value this store signed, for this order, within its half hour.
const ORDER = '0b8f1f36-5d0e-4f7e-9a55-3b1f0c2d4e6a';
const NOW = Date.UTC(2026, 10, 28, 10, 0, 0);
// With APP_SECRET set, the key never comes from the database.
const signer = createPlacedOrderSigner({} as Db, 'a secret of at least thirty-two characters');

describe('the placed-order cookie', () => {
  it('names its order until it expires, and nothing after', async () => {
    const value = await signer.sign(ORDER, NOW);
    expect(await signer.read(value, NOW + 1000)).toBe(ORDER);
    expect(await signer.read(value, NOW + PLACED_ORDER_SECONDS * 1000 + 1)).toBeNull();
  });

  it('refuses a changed order id, a stretched expiry, another key and garbage', async () => {
    const value = await signer.sign(ORDER, NOW);
    const [, expiry, mac] = value.split('.');
    expect(await signer.read(`1b8f1f36-5d0e-4f7e-9a55-3b1f0c2d4e6a.${expiry}.${mac}`, NOW)).toBeNull();
    expect(await signer.read(`${ORDER}.${Number(expiry) + 86_400_000}.${mac}`, NOW)).toBeNull();
    const other = createPlacedOrderSigner({} as Db, 'another secret of at least thirty-two characters');
    expect(await other.read(value, NOW)).toBeNull();
    for (const junk of [undefined, '', 'x', `${ORDER}..`, `${ORDER}.${expiry}`]) expect(await signer.read(junk, NOW)).toBeNull();
  });
});
