import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './lists';
import { allowedNextStatuses, canChangeStatus, holdsStock } from './order-status';

// Every pair of statuses, with the answer docs/store-rules.md#order-statuses gives.
const allowed = new Set([
  'pending>confirmed',
  'pending>cancelled',
  'confirmed>processing',
  'confirmed>cancelled',
  'processing>shipped',
  'processing>cancelled',
  'shipped>delivered',
]);

describe('order status transitions', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const expected = allowed.has(`${from}>${to}`);
      it(`${from} -> ${to} is ${expected ? 'allowed' : 'refused'}`, () => {
        expect(canChangeStatus(from, to)).toBe(expected);
      });
    }
  }

  it('lists the allowed next statuses', () => {
    expect(allowedNextStatuses('pending')).toEqual(['confirmed', 'cancelled']);
    expect(allowedNextStatuses('delivered')).toEqual([]);
    expect(allowedNextStatuses('cancelled')).toEqual([]);
  });

  it('says which orders still hold stock', () => {
    const holding = ORDER_STATUSES.filter((s: OrderStatus) => holdsStock(s));
    expect(holding).toEqual(['pending', 'confirmed', 'processing']);
  });
});
