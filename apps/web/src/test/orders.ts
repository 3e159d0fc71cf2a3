import type { Order, OrderPreview } from '@store/contract';

/** A placed order as the API answers it. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
    orderNumber: 'FC-1001',
    userId: null,
    type: 'guest',
    status: 'pending',
    name: 'Layla Hassan',
    email: 'layla@example.ae',
    phone: '+971501234567',
    items: [{ productId: 'p-1', title: 'Gaming mouse', image: null, price: 149.5, quantity: 2, lineTotal: 299 }],
    deliveryAddress: { emirate: 'Dubai', city: 'Dubai', area: 'Al Barsha', street: 'Street 12', building: 'Villa 4', apartment: '7' },
    paymentMethod: 'cash_on_delivery',
    language: 'en',
    subtotal: 299,
    deliveryFee: 25,
    codFee: 0,
    discount: 0,
    couponCode: null,
    vat: 15.43,
    totalPrice: 324,
    history: [{ from: null, to: 'pending', actor: 'customer', by: null, byName: null, at: '2025-03-01T10:00:00.000Z' }],
    createdAt: '2025-03-01T10:00:00.000Z',
    companyName: null,
    companyTrn: null,
    invoiceNumber: null,
    creditNoteNumber: null,
    ...overrides,
  };
}

/** The checkout figures for one line of `quantity` at `price`, with a delivery fee; a free-delivery threshold as the server answers it. */
export function makePreview({
  price = 149.5,
  quantity = 2,
  deliveryFee = 25,
  productId = 'p-1',
  title = 'Gaming mouse',
  freeDeliveryThreshold = null as number | null,
  freeDeliveryRemaining = null as number | null,
} = {}): OrderPreview {
  const subtotal = price * quantity;
  const totalPrice = subtotal + deliveryFee;
  return {
    items: [{ productId, title, image: null, price, quantity, lineTotal: subtotal, available: true, totalStock: 10 }],
    subtotal,
    deliveryFee,
    codFee: 0,
    discount: 0,
    couponCode: null,
    vat: Math.round((totalPrice * 5) / 105 * 100) / 100,
    totalPrice,
    freeDelivery: deliveryFee === 0,
    freeDeliveryThreshold,
    freeDeliveryRemaining,
  };
}
