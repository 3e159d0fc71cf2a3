import { describe, expect, it } from 'vitest';
import { formatAed, ORDER_STATUSES, type Order } from '@store/contract';
import { renderEmail } from './render-email';

// The templates alone (docs/decisions/028): each status's words in both
// languages, the cash-on-delivery line only when there is a fee, and the text
// part saying what the HTML says.

const store = { name: 'Falcon', phone: '+971 4 123 4567', email: 'sales@falcon.ae', origin: 'https://shop.example.ae' };
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
  deliveryAddress: { emirate: 'Sharjah', city: 'Sharjah', area: 'Al Nahda', street: 'Street 5', building: 'Tower B', landmark: 'Near the park', phone: '+971509876543' },
  paymentMethod: 'card_on_delivery',
  language: 'en',
  subtotal: 8999,
  deliveryFee: 0,
  codFee: 0,
  discount: 0,
  couponCode: null,
  vat: 428.52,
  totalPrice: 8999,
  history: [],
  createdAt: '2026-01-01T20:30:00.000Z',
  companyName: null,
  companyTrn: null,
  invoiceNumber: null,
  creditNoteNumber: null,
};
const track = 'https://shop.example.ae/shop/track?token=o1.sig';

describe('order e-mails', () => {
  it('the received e-mail: lines, free delivery, the VAT part, card payment, address, and the date in store time', async () => {
    const mail = await renderEmail({ template: 'order_placed', language: 'en', order, trackUrl: track }, store);
    expect(mail.subject).toBe('Your Falcon order FC-000042');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Gaming Laptop');
      expect(part).toContain('Free');
      expect(part).toContain('AED\u00a08,999.00');
      expect(part).toContain('AED\u00a0428.52');
      expect(part).toContain('Card on delivery');
      expect(part).toContain('Landmark: Near the park');
      expect(part).toContain('+971509876543');
      // 20:30 UTC is half past midnight the next day in Dubai.
      expect(part).toContain('2 January 2026 at 12:30 AM');
      expect(part).not.toContain('Cash on delivery fee');
    }
    expect(mail.html).toContain(`href="${track}"`);
  });

  it('says where the order is, for every status, in English and in Arabic', async () => {
    const subjects: Record<string, [string, string]> = {
      pending: ['is received', 'استلمنا طلبك'],
      confirmed: ['is confirmed', 'تم تأكيد طلبك'],
      processing: ['is being prepared', 'قيد التجهيز'],
      shipped: ['is on its way', 'في الطريق إليك'],
      delivered: ['is delivered', 'تم توصيل طلبك'],
      cancelled: ['is cancelled', 'تم إلغاء طلبك'],
    };
    for (const status of ORDER_STATUSES) {
      const [en, ar] = subjects[status] ?? ['', ''];
      const english = await renderEmail({ template: 'order_status', language: 'en', order: { ...order, status }, trackUrl: track }, store);
      expect(english.subject).toBe(`Your Falcon order FC-000042 ${en}`);
      const arabic = await renderEmail({ template: 'order_status', language: 'ar', order: { ...order, status }, trackUrl: track }, store);
      expect(arabic.subject).toContain(ar);
      expect(arabic.subject).toContain('FC-000042');
      expect(arabic.html).toContain('dir="rtl"');
    }
  });

  it('offers to cancel only while the customer may', async () => {
    const pending = await renderEmail({ template: 'order_status', language: 'en', order: { ...order, status: 'confirmed' }, trackUrl: track }, store);
    expect(pending.text).toContain('Track or cancel your order');
    const shipped = await renderEmail({ template: 'order_status', language: 'en', order: { ...order, status: 'shipped' }, trackUrl: track }, store);
    expect(shipped.text).toContain('Track your order');
    expect(shipped.text).not.toContain('Track or cancel');
  });

  it('shows the cash-on-delivery fee as its own line, in Arabic with the dirham sign', async () => {
    const cash = { ...order, paymentMethod: 'cash_on_delivery' as const, codFee: 5, totalPrice: 9004, language: 'ar' as const };
    const mail = await renderEmail({ template: 'order_placed', language: 'ar', order: cash, trackUrl: null }, store);
    expect(mail.text).toContain('رسوم الدفع نقداً عند الاستلام');
    expect(mail.text).toContain(formatAed(5, 'ar-AE-u-nu-latn'));
    expect(formatAed(5, 'ar-AE-u-nu-latn')).toMatch(/^\u200f?5\.00\sد\.إ\.\u200f?$/);
    expect(mail.text).toContain(formatAed(9004, 'ar-AE-u-nu-latn'));
    expect(mail.text).not.toContain('/shop/track');
  });
});
