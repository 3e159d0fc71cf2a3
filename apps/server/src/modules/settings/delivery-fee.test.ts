import { describe, expect, it } from 'vitest';
import { deliveryQuote, type DeliveryRates } from './delivery-fee';

const rates: DeliveryRates = { feesFils: { Dubai: 1500, Fujairah: 0 }, defaultFeeFils: 2500, freeDeliveryThresholdFils: 50_000 };

describe('deliveryQuote', () => {
  it("takes the emirate's own fee, a free one included", () => {
    expect(deliveryQuote(rates, 'Dubai')).toEqual({ feeFils: 1500, freeDeliveryThresholdFils: 50_000 });
    expect(deliveryQuote(rates, 'Fujairah').feeFils).toBe(0);
  });

  it('falls back to DELIVERY_FEE_AED for an emirate without a fee, and before one is picked', () => {
    expect(deliveryQuote(rates, 'Ajman').feeFils).toBe(2500);
    expect(deliveryQuote(rates, undefined).feeFils).toBe(2500);
  });
});
