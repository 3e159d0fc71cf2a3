import { describe, expect, it } from 'vitest';
import { ERASED_NAME, eraseOrderFields, isTaxRecord, type ErasableOrder } from './order-erasure';

const address = {
  emirate: 'Dubai',
  city: 'Dubai',
  area: 'Al Barsha 1',
  street: '12 Street',
  building: 'Villa 4',
  apartment: 'Flat 2',
  landmark: 'Behind the mall',
  phone: '+971501234567',
};

const order = (status: ErasableOrder['status'], wasConfirmed: boolean): ErasableOrder => ({
  status,
  wasConfirmed,
  name: 'Layla Haddad',
  deliveryAddress: address,
});

describe('what an order keeps when its buyer deletes the account', () => {
  it('a delivered order keeps the name and the address of supply, without e-mail, phone or courier notes', () => {
    expect(eraseOrderFields(order('delivered', true))).toEqual({
      name: 'Layla Haddad',
      email: '',
      phone: '',
      deliveryAddress: { emirate: 'Dubai', city: 'Dubai', area: 'Al Barsha 1', street: '12 Street', building: 'Villa 4', apartment: 'Flat 2' },
    });
  });

  it('an order cancelled after it was confirmed (invoice and credit note) keeps the name and the address', () => {
    expect(isTaxRecord(order('cancelled', true))).toBe(true);
    expect(eraseOrderFields(order('cancelled', true)).name).toBe('Layla Haddad');
  });

  it('an order cancelled before it was confirmed keeps only the emirate and the city', () => {
    expect(isTaxRecord(order('cancelled', false))).toBe(false);
    expect(eraseOrderFields(order('cancelled', false))).toEqual({
      name: ERASED_NAME,
      email: '',
      phone: '',
      deliveryAddress: { emirate: 'Dubai', city: 'Dubai', area: '', street: '', building: '' },
    });
  });

  it('an order still on its way keeps the name and the address it is delivered to', () => {
    expect(isTaxRecord(order('pending', false))).toBe(true);
    expect(eraseOrderFields(order('shipped', true)).deliveryAddress.street).toBe('12 Street');
  });

  it('an address without a flat number gets none', () => {
    const { apartment: _flat, ...noFlat } = address;
    expect(eraseOrderFields({ ...order('delivered', true), deliveryAddress: noFlat }).deliveryAddress).not.toHaveProperty('apartment');
  });
});
