import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type Feature } from '@store/contract';
import { quoteRequests } from '#server/db/schema/index';
import { sendOutboxTo } from '#server-test/outbox-mail';
import { mailTo, startSmtpCapture } from '#server-test/smtp-capture';
import { createTestApp } from '#server-test/test-app';
import { createBrand, createCategory, createFeature, createProduct, UNKNOWN_ID, type TestProduct } from '#server-test/catalog-factories';
import { suiteTestApp } from '#server-test/suite';

// Get Quote and the home page's hero slides (docs/store-rules.md#get-quote).

let quotable: TestProduct;
let plain: TestProduct;

const quote = (overrides: Record<string, unknown> = {}) => ({
  productId: quotable.id,
  name: '  Omar Haddad ',
  email: 'Omar@Example.AE',
  phone: '050 123 4567',
  quantity: 12,
  message: 'Office of 12, delivery to Dubai Marina',
  ...overrides,
});

const t = suiteTestApp();

beforeAll(async () => {
  const db = t.database.db;
  const brand = await createBrand(db);
  const category = await createCategory(db);
  quotable = await createProduct(db, { brandId: brand.id, categoryId: category.id, title: 'Workstation Pro', isQuoteAvailable: true });
  plain = await createProduct(db, { brandId: brand.id, categoryId: category.id, title: 'Plain Mouse' });
});

describe('POST /api/shop/quotes', () => {
  it('saves a quote request for a guest and answers 201 with its id', async () => {
    const res = await t.call('POST', '/api/shop/quotes', { payload: quote() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: messages.QUOTE_SENT, data: { _id: expect.any(String) } });
    const id = (res.body.data as { _id: string })._id;
    const [row] = await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(row).toMatchObject({
      productId: quotable.id,
      productTitle: 'Workstation Pro',
      name: 'Omar Haddad',
      email: 'omar@example.ae',
      phone: '+971501234567',
      quantity: 12,
      message: 'Office of 12, delivery to Dubai Marina',
      handled: false,
    });
  });

  it('takes a request from a signed-in customer, without a message', async () => {
    const customer = await t.createUser();
    const cookie = await t.loginAs(customer.email);
    const res = await t.call('POST', '/api/shop/quotes', { cookie, payload: quote({ message: undefined }) });
    expect(res.status).toBe(201);
  });

  it('refuses a product that offers no quotes with 409', async () => {
    const res = await t.call('POST', '/api/shop/quotes', { payload: quote({ productId: plain.id }) });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, params: {}, code: 'QUOTE_NOT_AVAILABLE', message: messages.QUOTE_NOT_AVAILABLE });
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await t.call('POST', '/api/shop/quotes', { payload: quote({ productId: UNKNOWN_ID }) });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, params: {}, code: 'PRODUCT_NOT_FOUND', message: messages.PRODUCT_NOT_FOUND });
    const malformed = await t.call('POST', '/api/shop/quotes', { payload: quote({ productId: 'x' }) });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(messages.INVALID_ID);
  });

  it('checks the phone, e-mail, name and quantity like every other form', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phone: '12' }, 'phone', messages.PHONE_INVALID],
      [{ email: 'not-an-email' }, 'email', messages.EMAIL_INVALID],
      [{ name: ' ' }, 'name', messages.NAME_REQUIRED],
      [{ quantity: 0 }, 'quantity', messages.QUANTITY_MIN],
    ];
    for (const [overrides, path, text] of cases) {
      const res = await t.call('POST', '/api/shop/quotes', { payload: quote(overrides) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, params: {}, code: 'VALIDATION_FAILED', message: text, errors: [{ path, message: text }] });
    }
  });
});

describe('a quote request’s e-mails (issue 26 item 16)', () => {
  it('tell the shopper in the page’s language and the store in English, over SMTP; a refused request sends none', async () => {
    const shop = await createTestApp({ env: { STORE_EMAIL: 'quotes@falcon.test' } });
    const smtp = await startSmtpCapture();
    try {
      const db = shop.database.db;
      const product = await createProduct(db, { brandId: (await createBrand(db)).id, categoryId: (await createCategory(db)).id, title: 'Workstation Pro', isQuoteAvailable: true });
      const arabic = await shop.call('POST', '/api/shop/quotes?lang=ar', { payload: quote({ productId: product.id, name: 'Layla Haddad', email: 'layla.quote@example.ae' }) });
      expect(arabic.status).toBe(201);
      const english = await shop.call('POST', '/api/shop/quotes', { payload: quote({ productId: product.id, email: 'omar.quote@example.ae', message: '' }) });
      expect(english.status).toBe(201);
      const refused = await shop.call('POST', '/api/shop/quotes?lang=ar', { payload: quote({ productId: UNKNOWN_ID, email: 'nobody.quote@example.ae' }) });
      expect(refused.status).toBe(404);
      await sendOutboxTo(db, smtp.url);

      const receipt = mailTo(smtp, 'layla.quote@example.ae');
      expect(receipt.subject).toBe('وصلنا طلب عرض السعر لـ Workstation Pro');
      expect(receipt.text).toContain('12 × Workstation Pro');
      expect(receipt.text).toContain('رسالتك: Office of 12, delivery to Dubai Marina');
      const inEnglish = mailTo(smtp, 'omar.quote@example.ae');
      expect(inEnglish.subject).toBe('We received your quote request for Workstation Pro');
      expect(inEnglish.text).toContain('Thank you for asking Falcon Computers for a price on 12 × Workstation Pro.');
      expect(inEnglish.text).not.toContain('Your message');
      const alerts = smtp.received.filter((m) => m.to.includes('quotes@falcon.test')).map((m) => m.mail);
      // The store's alerts due together go as one e-mail (issue 26 item 2).
      expect(alerts.map((m) => m.subject)).toEqual(['2 store alerts: 2 quote requests']);
      const alert = alerts[0];
      expect(alert?.text).toContain('Quote request: 12 × Workstation Pro');
      expect(alert?.text).toContain('Layla Haddad, layla.quote@example.ae, +971501234567');
      expect(alert?.text).toContain('Message: Office of 12, delivery to Dubai Marina');
      expect(alert?.text).toContain('omar.quote@example.ae');
      expect(smtp.received.some((m) => m.to.includes('nobody.quote@example.ae'))).toBe(false);
    } finally {
      await smtp.close();
      await shop.close();
    }
  });
});

describe('Get Quote requests per address (issue 26 item 16)', () => {
  it('takes QUOTE_REQUESTS_IP_MAX_PER_HOUR from one address, then answers 429 with when to try again; other addresses go on', async () => {
    const limited = await createTestApp({ env: { QUOTE_REQUESTS_IP_MAX_PER_HOUR: '3' } });
    try {
      const db = limited.database.db;
      const product = await createProduct(db, { brandId: (await createBrand(db)).id, categoryId: (await createCategory(db)).id, isQuoteAvailable: true });
      const ask = (remoteAddress: string) => limited.call('POST', '/api/shop/quotes', { payload: quote({ productId: product.id }), remoteAddress });
      for (let i = 0; i < 3; i++) expect((await ask('10.26.16.1')).status).toBe(201);
      const refused = await ask('10.26.16.1');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ success: false, params: {}, code: 'TOO_MANY_REQUESTS', message: messages.TOO_MANY_QUOTE_REQUESTS });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await ask('10.26.16.2')).status).toBe(201);
      expect(await db.$count(quoteRequests)).toBe(4);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/shop/features', () => {
  it('answers the active slides in their order', async () => {
    const db = t.database.db;
    const second = await createFeature(db, { title: 'Second', sortOrder: 2, image: '/uploads/features/b-640.webp' });
    await createFeature(db, { title: 'Hidden', sortOrder: 0, active: false });
    const first = await createFeature(db, { title: 'First', sortOrder: 1 });
    const res = await t.call('GET', '/api/shop/features');
    expect(res.status).toBe(200);
    const data = res.body.data as Feature[];
    expect(data.map((f) => f.title)).toEqual(['First', 'Second']);
    expect(data[1]).toEqual({
      _id: second.id,
      image: '/uploads/features/b-640.webp',
      title: 'Second',
      subtitle: '',
      link: '/shop/listing',
      order: 2,
      active: true,
    });
    expect(data[0]?._id).toBe(first.id);
  });
});
