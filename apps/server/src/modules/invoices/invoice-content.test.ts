import { describe, expect, it } from 'vitest';
import { vatIncluded } from '@store/contract';
import { orderRow } from '#server-test/order-rows';
import type { OrderRecord } from '../order-model/order-json';
import { buildCreditNoteContent, buildInvoiceContent, COD_FEE_LINE, DELIVERY_LINE, formatDocumentNumber } from './invoice-content';

// What an invoice says, from the order's rows and the seller's settings (docs/decisions/026).

const order = orderRow({
  number: 42,
  name: 'Mariam Al Hammadi',
  email: 'mariam@example.ae',
  deliveryAddress: { emirate: 'Dubai', city: 'دبي', area: 'البرشاء', street: 'شارع البرشاء 12', building: 'برج الصقر', apartment: '1204' },
  language: 'ar',
  subtotalFils: 59_900,
  deliveryFeeFils: 2_500,
  codFeeFils: 500,
  vatFils: vatIncluded(62_900),
  totalFils: 62_900,
  companyName: 'Gulf Trading LLC',
  companyTrn: '100234567890003',
});
const items: OrderRecord['items'] = [{ id: 'i1', orderId: order.id, productId: null, title: 'Mechanical Keyboard', titleAr: null, image: null, unitPriceFils: 29_950, quantity: 2, discountFils: 0 }];
const seller = { legalName: 'Falcon Computers Trading LLC', address: 'Al Barsha, Dubai', trn: '100123456700003' };
const issue = { number: formatDocumentNumber('tax_invoice', 7), issuedAt: new Date('2026-11-24T21:30:00Z') };

describe('buildInvoiceContent', () => {
  it('lists the products, the delivery and the cash-on-delivery fee as lines whose totals are what the customer pays', () => {
    const content = buildInvoiceContent({ order, items }, seller, issue);
    expect(content).toMatchObject({ kind: 'tax_invoice', number: 'INV-000007', orderNumber: 'FC-000042', suppliedAt: '2026-11-24T21:30:00.000Z' });
    expect(content.lines.map((l) => [l.kind, l.description, l.grossFils])).toEqual([
      ['product', 'Mechanical Keyboard', 59_900],
      ['delivery', DELIVERY_LINE, 2_500],
      ['fee', COD_FEE_LINE, 500],
    ]);
    expect(content.totals).toEqual({ grossFils: 62_900, vatFils: vatIncluded(62_900), netFils: 62_900 - vatIncluded(62_900) });
    expect(content.buyer).toEqual({
      name: 'Mariam Al Hammadi',
      companyName: 'Gulf Trading LLC',
      trn: '100234567890003',
      address: ['1204, برج الصقر', 'شارع البرشاء 12', 'البرشاء, دبي', 'Dubai'],
    });
  });

  it('is an order receipt without the seller’s TRN, and never shows one', () => {
    const content = buildInvoiceContent({ order, items }, { ...seller, trn: undefined }, { ...issue, number: 'RCT-000001' });
    expect(content.kind).toBe('receipt');
    expect(content.seller.trn).toBeNull();
  });

  it('refuses to issue an invoice whose lines would not add up to the order’s total', () => {
    expect(() => buildInvoiceContent({ order: { ...order, totalFils: 63_000 }, items }, seller, issue)).toThrow('lines add up to 62900 fils, the total is 63000');
  });

  it('a credit note repeats the invoice’s lines and totals and names the invoice', () => {
    const invoice = buildInvoiceContent({ order, items }, seller, issue);
    const note = buildCreditNoteContent(invoice, { number: 'CN-000001', issuedAt: new Date('2026-11-25T08:00:00Z') }, 'cancelled_by_store');
    expect(note).toMatchObject({
      kind: 'tax_credit_note',
      number: 'CN-000001',
      issuedAt: '2026-11-25T08:00:00.000Z',
      invoice: { number: 'INV-000007', issuedAt: invoice.issuedAt, kind: 'tax_invoice' },
      reason: 'cancelled_by_store',
      lines: invoice.lines,
      totals: invoice.totals,
    });
  });
});
