import type { OrderRecord } from '#server/modules/order-model/order-json';

// An order's row as the database holds it, for the tests of what is made from
// it without a database (invoices, PDFs).

/** A confirmed guest order paid on delivery, placed on 24 November 2026; `fields` say what a test is about. */
export function orderRow(fields: Omit<Partial<OrderRecord['order']>, 'id'> & Pick<OrderRecord['order'], 'number' | 'name' | 'email' | 'deliveryAddress' | 'language' | 'subtotalFils' | 'deliveryFeeFils' | 'codFeeFils' | 'vatFils' | 'totalFils'>): OrderRecord['order'] {
  return {
    id: '6f1c3f4e-8d55-4f0e-9a57-3b1f0c2d9e11',
    userId: null,
    type: 'guest',
    status: 'confirmed',
    phone: '+971501234567',
    paymentMethod: 'cash_on_delivery',
    idempotencyKey: null,
    placedIp: null,
    discountFils: 0,
    couponCode: null,
    companyName: null,
    companyTrn: null,
    courier: null,
    trackingNumber: null,
    trackLinksRevokedAt: null,
    // An order placed before the random references (migration 0042) kept its number as its reference.
    reference: `FC-${String(fields.number).padStart(6, '0')}`,
    createdAt: new Date('2026-11-24T08:00:00Z'),
    updatedAt: new Date('2026-11-24T08:00:00Z'),
    ...fields,
  };
}
