import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, vatIncluded, type Order } from '@store/contract';
import { creditNotes, invoices, outbox, taxDocumentPdfs } from '#server/db/schema/index';
import { ADDRESS, guestOrder, stockedProduct } from '#server-test/commerce-factories';
import { suiteShelf, suiteTestApp, suiteUser } from '#server-test/suite';
import { documentRendersSettled } from './document-pdfs';

// Tax invoices and credit notes (issue 13 item 4, docs/decisions/026): issued
// in the transaction that confirms or cancels, numbered without gaps, kept
// whole when the order or its customer is deleted, and immutable in the
// database itself.

const STORE_TRN = '100123456700003';

const t = suiteTestApp({ env: { STORE_TRN, STORE_LEGAL_NAME: 'Falcon Computers Trading LLC', STORE_ADDRESS: 'Al Barsha, Dubai' } });
const shelf = suiteShelf(t);
const admin = suiteUser(t, { role: 'admin', name: 'Store Admin' });
const customer = suiteUser(t, { name: 'Invoice Customer' });

/** A guest order of `quantity` units at `price` AED, delivery 25 AED. */
async function placeGuest(quantity = 2, price = 10, extra: Record<string, unknown> = {}): Promise<Order> {
  const product = await stockedProduct(t.database.db, shelf, { price, totalStock: 50 });
  const res = await t.call('POST', '/api/shop/order/place-guest-order', {
    payload: guestOrder([{ productId: product.id, quantity }], price * quantity + 25, extra),
  });
  if (res.status !== 201) throw new Error(`guest order failed: ${res.status} ${res.raw}`);
  return res.body.order as Order;
}

/** A registered customer's order of one 100 AED product, at the total the preview answers (their first ships free). */
async function placeRegistered(): Promise<Order> {
  const product = await stockedProduct(t.database.db, shelf, { price: 100, totalStock: 50 });
  const items = [{ productId: product.id, quantity: 1 }];
  const preview = await t.call('POST', '/api/shop/order/preview', { cookie: customer.cookie, payload: { items } });
  const totalPrice = (preview.body.data as { totalPrice: number }).totalPrice;
  const res = await t.call('POST', '/api/shop/order/place-registered-order', {
    cookie: customer.cookie,
    payload: { userId: customer.user._id, items, totalPrice, deliveryAddress: ADDRESS },
  });
  if (res.status !== 201) throw new Error(`registered order failed: ${res.status} ${res.raw}`);
  return res.body.order as Order;
}

const setStatus = (order: Pick<Order, '_id' | 'type'>, newStatus: string) =>
  t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/${order.type}`, { cookie: admin.cookie, payload: { newStatus } });

async function invoiceOf(orderId: string) {
  const [row] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

describe('the tax invoice of a confirmed order', () => {
  it('is issued when the order is confirmed, numbered INV-000001, with the seller, the buyer, VAT lines and totals that add up to what was paid', async () => {
    const order = await placeGuest(3, 33.33);
    expect(order.invoiceNumber).toBeNull();
    expect(await invoiceOf(order._id)).toBeUndefined();

    const res = await setStatus(order, 'confirmed');
    expect(res.status).toBe(200);
    const confirmed = res.body.order as Order;
    expect(confirmed.invoiceNumber).toBe('INV-000001');

    const invoice = await invoiceOf(order._id);
    expect(invoice).toMatchObject({ kind: 'tax_invoice', number: 'INV-000001', orderNumber: order.orderNumber, sellerTrn: STORE_TRN, buyerTrn: null });
    const content = invoice?.content;
    expect(content?.seller).toEqual({ name: 'Falcon Computers Trading LLC', address: ['Al Barsha, Dubai'], trn: STORE_TRN });
    expect(content?.buyer).toMatchObject({ name: 'Guest Shopper', companyName: null, trn: null, address: ['1204, Falcon Tower', 'Al Barsha Road 12', 'Al Barsha, Dubai', 'Dubai'] });
    const paid = 3 * 3333 + 2500;
    expect(content?.lines.map((l) => [l.kind, l.quantity, l.unitGrossFils, l.grossFils])).toEqual([
      ['product', 3, 3333, 9999],
      ['delivery', 1, 2500, 2500],
    ]);
    expect(content?.totals).toEqual({ grossFils: paid, vatFils: vatIncluded(paid), netFils: paid - vatIncluded(paid) });
    expect(content?.lines.reduce((sum, l) => sum + l.vatFils, 0)).toBe(vatIncluded(paid));
    expect(content?.lines.every((l) => l.vatRatePercent === 5 && l.netFils + l.vatFils === l.grossFils)).toBe(true);
    expect(content?.issuedAt).toBe(invoice?.issuedAt.toISOString());
    expect(content?.suppliedAt).toBe(content?.issuedAt);
  });

  it('numbers invoices one after another with no gap; a refused confirmation takes no number', async () => {
    const orders = [await placeGuest(), await placeGuest(), await placeGuest()];
    const numbers: (string | null)[] = [];
    for (const order of orders) {
      numbers.push(((await setStatus(order, 'confirmed')).body.order as Order).invoiceNumber);
      // Confirming twice is refused (409) before any number is taken.
      expect((await setStatus(order, 'confirmed')).status).toBe(409);
    }
    expect(numbers).toEqual(['INV-000002', 'INV-000003', 'INV-000004']);
  });

  it('shows a business buyer’s company name and TRN, typed with spaces or dashes', async () => {
    const order = await placeGuest(1, 10, { companyName: 'Gulf Trading LLC', companyTrn: '100-2345 6789-0003' });
    expect(order).toMatchObject({ companyName: 'Gulf Trading LLC', companyTrn: '100234567890003' });
    await setStatus(order, 'confirmed');
    const invoice = await invoiceOf(order._id);
    expect(invoice?.buyerTrn).toBe('100234567890003');
    expect(invoice?.content.buyer).toMatchObject({ companyName: 'Gulf Trading LLC', name: 'Guest Shopper', trn: '100234567890003' });
  });

  it('refuses a company TRN that is not 15 digits, with a clear message, and places nothing', async () => {
    const product = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 5 });
    for (const companyTrn of ['12345', '1002345678900031', '10023456789000A']) {
      const res = await t.call('POST', '/api/shop/order/place-guest-order', {
        payload: guestOrder([{ productId: product.id, quantity: 1 }], 35, { companyName: 'Gulf Trading LLC', companyTrn }),
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'companyTrn', message: messages.COMPANY_TRN_INVALID }]);
    }
  });
});

describe('credit notes', () => {
  it('an admin’s cancellation of a confirmed order issues a tax credit note that references the invoice', async () => {
    const order = await placeGuest();
    await setStatus(order, 'confirmed');
    const invoice = await invoiceOf(order._id);
    const res = await setStatus(order, 'cancelled');
    expect(res.body.order).toMatchObject({ status: 'cancelled', invoiceNumber: invoice?.number, creditNoteNumber: 'CN-000001' });
    const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order._id));
    expect(note).toMatchObject({ kind: 'tax_credit_note', number: 'CN-000001', invoiceId: invoice?.id, invoiceNumber: invoice?.number });
    expect(note?.content).toMatchObject({ invoice: { number: invoice?.number, kind: 'tax_invoice' }, reason: 'cancelled_by_store', totals: invoice?.content.totals });
    // The customer's cancellation e-mail carries the credit note.
    const mails = await t.database.db.select().from(outbox).where(sql`${outbox.attachment}->>'id' = ${note?.id ?? ''}`);
    expect(mails.map((m) => [m.to, m.attachment?.kind])).toEqual([['guest.shopper@example.ae', 'credit_note']]);
  });

  it('the customer’s own cancellation of a confirmed order issues the next credit note; a pending order has none to credit', async () => {
    const confirmed = await placeRegistered();
    await setStatus(confirmed, 'confirmed');
    const res = await t.call('POST', '/api/shop/track/cancel', { cookie: customer.cookie, payload: { orderId: confirmed._id, reason: 'Bought it elsewhere' } });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ invoiceNumber: expect.stringMatching(/^INV-/), creditNoteNumber: 'CN-000002' });
    const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, confirmed._id));
    // A reason code, never the shopper's words (issue 26 item 14): those go with the account.
    expect(note?.content.reason).toBe('cancelled_by_customer');
    expect(JSON.stringify(note?.content)).not.toContain('Bought it elsewhere');

    const pending = await placeGuest();
    const cancelled = await setStatus(pending, 'cancelled');
    expect(cancelled.body.order).toMatchObject({ status: 'cancelled', invoiceNumber: null, creditNoteNumber: null });
  });
});

describe('the tax record outlives the order and the customer', () => {
  it('an admin deletes an invoiced order and then its customer: both deletions work, the invoice and its credit note stay whole', async () => {
    const order = await placeRegistered();
    await setStatus(order, 'confirmed');
    const before = await invoiceOf(order._id);

    const deleted = await t.call('DELETE', `/api/shop/order/delete/${order._id}/registered`, { cookie: admin.cookie });
    expect(deleted.status).toBe(200);
    // The goods never left the store: deleting the confirmed order credits its invoice.
    const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order._id));
    expect(note?.content.reason).toBe('deleted_by_store');

    const userDeleted = await t.call('DELETE', `/api/auth/${customer.user._id}`, { cookie: admin.cookie });
    expect(userDeleted.status).toBe(200);
    expect(await invoiceOf(order._id)).toEqual(before);
    expect(before?.userId).toBe(customer.user._id);
  });
});

describe('issued documents are immutable in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of invoices, credit notes and their stored PDFs, whoever asks', async () => {
    const order = await placeGuest();
    await setStatus(order, 'confirmed');
    await setStatus(order, 'cancelled');
    await documentRendersSettled();
    const db = t.database.db;
    const storedPdfs = await db.select().from(taxDocumentPdfs);
    expect(storedPdfs.length).toBeGreaterThanOrEqual(2);
    const attempts = [
      sql`update invoices set total_fils = 0 where order_id = ${order._id}`,
      sql`update invoices set content = '{}'::jsonb`,
      sql`delete from invoices where order_id = ${order._id}`,
      sql`truncate invoices cascade`,
      sql`update credit_notes set total_fils = 0`,
      sql`delete from credit_notes where order_id = ${order._id}`,
      sql`truncate credit_notes`,
      sql`update tax_document_pdfs set pdf = '\\x00'::bytea`,
      sql`update tax_document_pdfs set rendered_at = now()`,
      sql`delete from tax_document_pdfs`,
      sql`truncate tax_document_pdfs`,
    ];
    for (const statement of attempts) {
      // Drizzle wraps the database's error ("Failed query: …"); the database's own words are its cause.
      const refusal = await db.execute(statement).then(
        () => 'accepted',
        (error: unknown) => (error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error)),
      );
      expect(refusal).toMatch(/^tax documents are immutable: (UPDATE|DELETE|TRUNCATE) on (invoices|credit_notes|tax_document_pdfs) refused$/);
    }
    expect((await invoiceOf(order._id))?.totalFils).toBe(4500);
    expect(await db.select().from(taxDocumentPdfs)).toEqual(storedPdfs);
  });
});
