import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '@store/contract';
import { onDeliveryPayments, paymentProviderFor, type PaymentProvider } from './payment-provider';

describe('the payment step', () => {
  it('pays every method of today on delivery: nothing to do online', async () => {
    for (const method of PAYMENT_METHODS) {
      const provider = paymentProviderFor(method);
      expect(provider).toBe(onDeliveryPayments);
      expect(await provider.start({ _id: 'o', orderNumber: 'FC-000001', totalPrice: 10, paymentMethod: method })).toEqual({ kind: 'on_delivery' });
    }
  });

  it('refuses a method no provider takes instead of treating it as paid', () => {
    const none: PaymentProvider[] = [];
    expect(() => paymentProviderFor('card_on_delivery', none)).toThrow('no payment provider takes card_on_delivery');
  });
});
