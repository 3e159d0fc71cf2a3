import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, orderDocumentPath, type Order } from '@store/contract';
import { outbox, taxDocumentPdfs } from '#server/db/schema/index';
import { ADDRESS, createShelf, stockedProduct, type TestShelf } from '#server-test/commerce-factories';
import { mimeAttachment, pdfText } from '#server-test/pdf-text';
import { startSmtpCapture } from '#server-test/smtp-capture';
import { suiteFixture } from '#server-test/suite';
import { createTestApp, type TestApp, type TestUser } from '#server-test/test-app';
import { createSmtpMailer } from '../notifications/mailer';
import { runOutboxOnce } from '../notifications/outbox-worker';
import { createLinkSigner } from '#server/lib/track-links/link-signer';
import { documentPdfRenders, documentRendersSettled } from './document-pdfs';
import { findInvoiceByOrder, insertDocumentPdf, insertInvoice } from './invoices.repository';

// The invoice as a PDF (issue 13 item 5): downloaded by its owner from the
// account, by an admin, and by the holder of the order's tracking link;
// nobody else learns it exists. Attached to the confirmation e-mail. Without
// STORE_TRN it is an order receipt that says it is not a tax invoice.

const STORE_TRN = '100123456700003';

interface Shop {
  t: TestApp;
  shelf: TestShelf;
  adminCookie: string;
  owner: TestUser;
  ownerCookie: string;
}

/** The describe block's shop, opened before its tests and closed after them. */
function suiteShop(env: Record<string, string>): Shop {
  return suiteFixture(
    async () => {
      const t = await createTestApp({ env });
      const admin = await t.createUser({ role: 'admin' });
      const owner = await t.createUser({ name: 'Aisha Al Mansoori' });
      return { t, shelf: await createShelf(t.database.db), adminCookie: await t.loginAs(admin.email), owner, ownerCookie: await t.loginAs(owner.email) };
    },
    (shop) => shop.t.close(),
  );
}

/** The owner's order of one 100 AED product (the first ships free, later ones pay 25 AED), confirmed by the admin. */
async function confirmedOrder(shop: Shop, extra: Record<string, unknown> = {}): Promise<Order> {
  const product = await stockedProduct(shop.t.database.db, shop.shelf, { price: 100, totalStock: 20, title: 'Mechanical Keyboard' });
  const items = [{ productId: product.id, quantity: 1 }];
  const preview = await shop.t.call('POST', '/api/shop/order/preview', { cookie: shop.ownerCookie, payload: { items } });
  const totalPrice = (preview.body.data as { totalPrice: number }).totalPrice;
  const placed = await shop.t.call('POST', '/api/shop/order/place-registered-order', {
    cookie: shop.ownerCookie,
    payload: { userId: shop.owner.user._id, items, totalPrice, deliveryAddress: ADDRESS, ...extra },
  });
  if (placed.status !== 201) throw new Error(`order failed: ${placed.status} ${placed.raw}`);
  const order = placed.body.order as Order;
  const res = await shop.t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/registered`, {
    cookie: shop.adminCookie,
    payload: { newStatus: 'confirmed' },
  });
  return res.body.order as Order;
}

async function download(shop: Shop, url: string, options: { cookie?: string; payload?: object } = {}) {
  const res = await shop.t.app.inject({
    method: options.payload ? 'POST' : 'GET',
    url,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.payload ? { payload: options.payload } : {}),
  });
  return { status: res.statusCode, headers: res.headers, pdf: res.rawPayload, json: () => res.json<{ message: string }>() };
}

describe('with STORE_TRN: tax invoices', () => {
  const shop = suiteShop({ STORE_TRN, STORE_LEGAL_NAME: 'Falcon Computers Trading LLC', STORE_ADDRESS: 'Al Barsha, Dubai' });

  it('the owner downloads the bilingual tax invoice from the account: seller, TRNs, lines and totals in the PDF', async () => {
    const order = await confirmedOrder(shop, { companyName: 'Gulf Trading LLC', companyTrn: '100234567890003' });
    const res = await download(shop, orderDocumentPath(order._id, 'invoice'), { cookie: shop.ownerCookie });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Tax-Invoice-INV-000001.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(res.pdf);
    for (const expected of ['Tax Invoice', 'INV-000001', order.orderNumber, 'Falcon Computers Trading LLC', `TRN / `, STORE_TRN, 'Gulf Trading LLC', '100234567890003', 'Mechanical Keyboard', '95.24', '4.76', 'AED 100.00']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('not a tax invoice');
  });

  it('an admin downloads it too; another customer, a guest and an order without an invoice get nothing', async () => {
    const order = await confirmedOrder(shop);
    expect((await download(shop, orderDocumentPath(order._id, 'invoice'), { cookie: shop.adminCookie })).status).toBe(200);

    const stranger = await shop.t.createUser();
    const refused = await download(shop, orderDocumentPath(order._id, 'invoice'), { cookie: await shop.t.loginAs(stranger.email) });
    expect(refused.status).toBe(404);
    expect(refused.json().message).toBe(messages.INVOICE_NOT_FOUND);
    expect((await download(shop, orderDocumentPath(order._id, 'invoice'))).status).toBe(401);

    const noCredit = await download(shop, orderDocumentPath(order._id, 'credit-note'), { cookie: shop.ownerCookie });
    expect(noCredit.status).toBe(404);
    expect(noCredit.json().message).toBe(messages.CREDIT_NOTE_NOT_FOUND);
  });

  it('the tracking page downloads with the order’s token in the body; a forged token gets the link’s 404', async () => {
    const order = await confirmedOrder(shop);
    const token = await createLinkSigner(shop.t.database.db, undefined).sign(order._id);
    const res = await download(shop, '/api/shop/invoices/track', { payload: { token, document: 'invoice' } });
    expect(res.status).toBe(200);
    expect(pdfText(res.pdf)).toContain(order.invoiceNumber ?? 'missing');

    const forged = await download(shop, '/api/shop/invoices/track', { payload: { token: `${order._id}.bm90LXRoZS1zaWduYXR1cmU`, document: 'invoice' } });
    expect(forged.status).toBe(404);
    expect(forged.json().message).toBe(messages.TRACK_LINK_INVALID);
  });

  it('after a cancellation the credit note downloads, naming the invoice it credits', async () => {
    const order = await confirmedOrder(shop);
    await shop.t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/registered`, { cookie: shop.adminCookie, payload: { newStatus: 'cancelled' } });
    const res = await download(shop, orderDocumentPath(order._id, 'credit-note'), { cookie: shop.ownerCookie });
    expect(res.status).toBe(200);
    const text = pdfText(res.pdf);
    for (const expected of ['Tax Credit Note', 'CN-000001', order.invoiceNumber ?? 'missing', 'Order cancelled by the store', 'AED 125.00']) {
      expect(text).toContain(expected);
    }
  });

  it('the confirmation e-mail carries the invoice PDF, which holds the store’s TRN', async () => {
    const smtp = await startSmtpCapture();
    try {
      await shop.t.database.db.delete(outbox);
      const order = await confirmedOrder(shop);
      const log = { info: () => {}, warn: () => {}, error: () => {} };
      const mailer = createSmtpMailer(smtp.url, 'shop@falcon.ae');
      expect(await runOutboxOnce(shop.t.database.db, mailer, log, { now: new Date(Date.now() + 1000) })).toMatchObject({ sent: 2, failed: 0 });
      mailer.close();
      const captured = smtp.received.map((m) => m.raw);
      const confirmation = captured.find((raw) => raw.includes('confirmed'));
      // The text as a mail client reads it (the raw message breaks its lines where their length says).
      const confirmationText = smtp.received.find((m) => m.mail.subject?.includes('confirmed'))?.mail.text;
      expect(confirmationText).toContain(`Your invoice ${order.invoiceNumber} is attached to this e-mail as a PDF.`);
      const attachment = mimeAttachment(confirmation ?? '', 'application/pdf');
      expect(attachment?.filename).toBe(`Tax-Invoice-${order.invoiceNumber}.pdf`);
      const text = pdfText(attachment?.content ?? Buffer.alloc(0));
      expect(text).toContain(STORE_TRN);
      expect(text).toContain(order.orderNumber);
      // The "order received" e-mail has nothing attached.
      expect(mimeAttachment(captured.find((raw) => !raw.includes('confirmed')) ?? '', 'application/pdf')).toBeNull();
    } finally {
      await smtp.close();
    }
  });
});

describe('without STORE_TRN (the demo): order receipts', () => {
  const shop = suiteShop({});

  it('confirming issues an order receipt, clearly not a tax invoice, that never shows a TRN', async () => {
    const order = await confirmedOrder(shop);
    expect(order.invoiceNumber).toBe('RCT-000001');
    const res = await download(shop, orderDocumentPath(order._id, 'invoice'), { cookie: shop.ownerCookie });
    expect(res.headers['content-disposition']).toBe('attachment; filename="Order-receipt-RCT-000001.pdf"');
    const text = pdfText(res.pdf);
    expect(text).toContain('Order receipt');
    expect(text).toContain('This is not a tax invoice');
    expect(text).not.toContain('TRN');
    expect(text).not.toContain('Tax Invoice');
  });
});

// A document's PDF is rendered once (issue 26 item 15, docs/decisions/050):
// after the transaction that issues it commits, into the insert-only
// tax_document_pdfs; every download sends those bytes. A document issued before
// the table existed is rendered on its first download, and stored then.
// Runs on PGlite, and on PostgreSQL with DATABASE_URL.
describe('stored PDFs: each document rendered once', () => {
  const shop = suiteShop({});

  const adminPdf = async (orderId: string, document: 'invoice' | 'credit-note' = 'invoice') => {
    const res = await download(shop, orderDocumentPath(orderId, document), { cookie: shop.adminCookie });
    expect(res.status).toBe(200);
    return res.pdf;
  };
  const storedPdf = async (id: string) =>
    (await shop.t.database.db.select().from(taxDocumentPdfs).where(eq(taxDocumentPdfs.documentId, id)))[0]?.pdf ?? Buffer.alloc(0);
  const storedCount = async () => (await shop.t.database.db.select({ n: count() }).from(taxDocumentPdfs))[0]?.n ?? 0;
  const invoiceIdOf = async (orderId: string) => (await findInvoiceByOrder(shop.t.database.db, orderId))?.id ?? '';

  /** An invoice as one issued before the PDFs were stored: the row alone, a copy of an issued one's content. */
  async function olderInvoice(): Promise<{ orderId: string; invoiceId: string }> {
    const model = await findInvoiceByOrder(shop.t.database.db, (await confirmedOrder(shop))._id);
    if (!model) throw new Error('no invoice');
    const { id: _id, ...columns } = model;
    const orderId = randomUUID();
    const number = `RCT-9${randomUUID().replace(/\D/g, '').slice(0, 5).padEnd(5, '0')}`;
    const row = await insertInvoice(shop.t.database.db, { ...columns, orderId, number, content: { ...model.content, number } });
    await documentRendersSettled();
    return { orderId, invoiceId: row.id };
  }

  it('a confirmation renders its invoice once after it commits; two downloads send the stored bytes, rendering nothing', async () => {
    const rendersBefore = documentPdfRenders();
    const order = await confirmedOrder(shop);
    await documentRendersSettled();
    expect(documentPdfRenders()).toBe(rendersBefore + 1);
    const stored = await storedPdf(await invoiceIdOf(order._id));
    expect(pdfText(stored)).toContain(order.invoiceNumber ?? 'no invoice');

    const first = await adminPdf(order._id);
    const second = await adminPdf(order._id);
    expect(first.equals(second)).toBe(true);
    expect(first.equals(stored)).toBe(true);
    expect(documentPdfRenders()).toBe(rendersBefore + 1);
  });

  it('a cancellation renders its credit note once the same way', async () => {
    const order = await confirmedOrder(shop);
    await documentRendersSettled();
    const rendersBefore = documentPdfRenders();
    const cancelled = await shop.t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/registered`, {
      cookie: shop.adminCookie,
      payload: { newStatus: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    await documentRendersSettled();
    expect(documentPdfRenders()).toBe(rendersBefore + 1);
    const pdf = await adminPdf(order._id, 'credit-note');
    expect(pdfText(pdf)).toContain('Order cancelled by the store');
    expect((await adminPdf(order._id, 'credit-note')).equals(pdf)).toBe(true);
    expect(documentPdfRenders()).toBe(rendersBefore + 1);
  });

  it('a document issued before the PDFs were stored is rendered on its first download and stored; the next sends the stored bytes', async () => {
    const { orderId, invoiceId } = await olderInvoice();
    expect(await shop.t.database.db.select().from(taxDocumentPdfs).where(eq(taxDocumentPdfs.documentId, invoiceId))).toEqual([]);
    const rendersBefore = documentPdfRenders();
    const first = await adminPdf(orderId);
    expect(documentPdfRenders()).toBe(rendersBefore + 1);
    expect((await storedPdf(invoiceId)).equals(first)).toBe(true);
    expect((await adminPdf(orderId)).equals(first)).toBe(true);
    expect(documentPdfRenders()).toBe(rendersBefore + 1);
  });

  it('four first downloads at once all answer the same bytes, rendered once and stored once', async () => {
    const { orderId, invoiceId } = await olderInvoice();
    const rendersBefore = documentPdfRenders();
    const storedBefore = await storedCount();
    const pdfs = await Promise.all([1, 2, 3, 4].map(() => adminPdf(orderId)));
    for (const pdf of pdfs) expect(pdf.equals(pdfs[0] ?? Buffer.alloc(0))).toBe(true);
    expect(documentPdfRenders()).toBe(rendersBefore + 1);
    expect(await storedCount()).toBe(storedBefore + 1);
    expect((await storedPdf(invoiceId)).equals(pdfs[0] ?? Buffer.alloc(0))).toBe(true);
  });

  it('two instances storing one document at once: the first insert wins, the other answers its bytes and fails nothing', async () => {
    const { invoiceId } = await olderInvoice();
    const ref = { kind: 'invoice', id: invoiceId } as const;
    const answers = await Promise.all([
      insertDocumentPdf(shop.t.database.db, ref, Buffer.from('%PDF-one')),
      insertDocumentPdf(shop.t.database.db, ref, Buffer.from('%PDF-two')),
    ]);
    expect(answers[0]?.toString()).toMatch(/^%PDF-(one|two)$/);
    expect(answers[1]?.toString()).toBe(answers[0]?.toString());
    expect((await storedPdf(invoiceId)).toString()).toBe(answers[0]?.toString());
  });
});
