import { describe, expect, it } from 'vitest';
import type { Order } from '@store/contract';
import { orderPlacedEmail, orderStatusEmail } from './order-emails';
import { formatOrderNumber, parseOrderNumber } from './order-json';

describe('order numbers', () => {
  it('shows the sequence as FC-000123', () => {
    expect(formatOrderNumber(123)).toBe('FC-000123');
    expect(formatOrderNumber(1_234_567)).toBe('FC-1234567');
  });

  it('reads a typed order number with or without the prefix', () => {
    for (const text of ['FC-000123', 'fc-123', 'FC000123', '000123', '123', ' 123 ']) expect(parseOrderNumber(text)).toBe(123);
    for (const text of ['', 'FC-', 'Sara', '12a', 'FC-0', '-5', '1.5']) expect(parseOrderNumber(text)).toBeNull();
  });
});

const order: Order = {
  _id: 'o1',
  orderNumber: 'FC-000042',
  userId: null,
  type: 'guest',
  status: 'pending',
  name: 'Mariam',
  email: 'mariam@example.ae',
  phone: '+971501234567',
  items: [{ productId: 'p1', title: 'Gaming Laptop', image: null, price: 4499.5, quantity: 2, lineTotal: 8999 }],
  deliveryAddress: { emirate: 'Sharjah', city: 'Sharjah', area: 'Al Nahda', street: 'Street 5', building: 'Tower B', landmark: 'Near the park' },
  paymentMethod: 'card_on_delivery',
  subtotal: 8999,
  deliveryFee: 0,
  vat: 428.52,
  totalPrice: 8999,
  history: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  companyName: null,
  companyTrn: null,
  invoiceNumber: null,
  creditNoteNumber: null,
};

describe('order e-mails', () => {
  it('a placed order: number in the subject, lines, totals with the VAT part, address and payment in the text', () => {
    const mail = orderPlacedEmail(order, 'Falcon');
    expect(mail.to).toBe('mariam@example.ae');
    expect(mail.subject).toBe('Your Falcon order FC-000042');
    expect(mail.text).toContain('2 x Gaming Laptop');
    expect(mail.text).toContain('Delivery: Free');
    expect(mail.text).toMatch(/Total: AED.*8,999\.00 \(includes VAT AED.*428\.52\)/);
    expect(mail.text).toContain('Landmark: Near the park');
    expect(mail.text).toContain('Card on delivery');
  });

  it('a status change says where the order is', () => {
    expect(orderStatusEmail({ ...order, status: 'shipped' }, 'Falcon').subject).toBe('Your Falcon order FC-000042 is on its way');
  });
});
