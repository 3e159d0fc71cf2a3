import * as fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type Order } from '@store/contract';
import { ADDRESS, createShelf, stockedProduct } from '#server-test/commerce-factories';
import { INJECTIONS } from '#server-test/safety/hostile-input';
import { suiteTestApp, suiteUser } from '#server-test/suite';

// Safety suite (issue #6 item 4): hostile text inside requests that are
// otherwise valid, so it reaches the database (the bad-input suites rarely
// get that far). Stored as text, never run: what was sent comes back as it
// was, and text PostgreSQL cannot store is refused with 400, never a 500.

const RUNS = Number(process.env.SAFETY_RUNS) || 25;

let productId: string;
let orderTotal: number;

const t = suiteTestApp();
const admin = suiteUser(t, { role: 'admin' });

beforeAll(async () => {
  productId = (await stockedProduct(t.database.db, await createShelf(t.database.db), { price: 100, totalStock: 100_000 })).id;
  const preview = await t.call('POST', '/api/shop/order/preview', { payload: { items: [{ productId, quantity: 1 }] } });
  orderTotal = (preview.body.data as { totalPrice: number }).totalPrice;
});

/** Injection strings, odd Unicode, NUL and half surrogate pairs, within the fields' lengths. */
const hostileText = fc
  .oneof(
    fc.constantFrom(...INJECTIONS),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
    fc.tuple(fc.constantFrom(...INJECTIONS), fc.string({ unit: 'grapheme', maxLength: 20 })).map(([a, b]) => `${b}${a}${b}`),
  )
  .map((s) => s.slice(0, 90));

const unstorable = (s: string) => s.includes('\u0000') || /[\uD800-\uDFFF]/.test(s.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''));

/** The failure (with the seed to replay it), or null when the property held every run. */
async function failureOf(property: fc.IAsyncProperty<[string]>): Promise<string | null> {
  const details = await fc.check(property, { numRuns: RUNS, endOnFailure: true });
  return details.failed ? `${String(details.errorInstance)} (seed ${details.seed})` : null;
}

describe('hostile text that reaches the database', () => {
  it('a guest order keeps the name and address it was sent, or refuses them with 400', async () => {
    const failure = await failureOf(
      fc.asyncProperty(hostileText, async (text) => {
        const res = await t.call('POST', '/api/shop/order/place-guest-order', {
          payload: {
            name: `Guest ${text}`,
            email: 'hostile.text@example.ae',
            phone: '050 123 4567',
            items: [{ productId, quantity: 1 }],
            totalPrice: orderTotal,
            deliveryAddress: { ...ADDRESS, city: text, landmark: text },
          },
          remoteAddress: '10.66.0.1',
        });
        if (res.status >= 500) throw new Error(`${res.status} for ${JSON.stringify(text)}`);
        if (unstorable(text)) {
          if (res.status !== 400 || res.body.message !== messages.TEXT_UNSTORABLE) throw new Error(`${res.status} ${res.raw}`);
          return;
        }
        if (res.status === 400) return; // blank after trimming: a required field
        if (res.status !== 201) throw new Error(`${res.status} ${res.raw}`);
        const order = res.body.order as Order;
        // Single-line fields drop the bidi embedding and override controls (issue 26 item 11).
        const kept = (s: string) => s.replace(/[\u202A-\u202E\u2066-\u2069]/g, '').trim();
        if (order.deliveryAddress.city !== kept(text) || order.name !== kept(`Guest ${text}`)) {
          throw new Error(`stored ${JSON.stringify(order.deliveryAddress.city)} for ${JSON.stringify(text)}`);
        }
      }),
    );
    expect(failure).toBeNull();
  });

  it('a single-line field refuses line breaks and control characters, and drops bidi overrides but keeps the marks (issue 26 item 11)', async () => {
    const place = (name: string, building: string) =>
      t.call('POST', '/api/shop/order/place-guest-order', {
        payload: {
          name,
          email: 'one.line@example.ae',
          phone: '050 123 4567',
          items: [{ productId, quantity: 1 }],
          totalPrice: orderTotal,
          deliveryAddress: { ...ADDRESS, building },
          companyName: 'Gulf\u202E Trading',
        },
        remoteAddress: '10.66.0.2',
      });
    for (const [name, building, path] of [
      ['Omar Saeed\nTRN / 999999999999999', 'Tower 1', 'name'],
      ['Omar Saeed', 'Tower 1\r\n\r\n\r\nPage two', 'deliveryAddress.building'],
      ['Omar\u0085Saeed', 'Tower 1', 'name'],
      ['Omar Saeed', 'Tower\u2028One', 'deliveryAddress.building'],
    ] as const) {
      const refused = await place(name, building);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual(expect.arrayContaining([{ path, message: messages.FIELD_ONE_LINE }]));
    }
    const placed = await place('\u202BOmar\u202C \u200FSaeed\u2066', 'Tower\u061C 1\u200E');
    expect(placed.status).toBe(201);
    const order = placed.body.order as Order;
    expect(order.name).toBe('Omar \u200FSaeed');
    expect(order.deliveryAddress.building).toBe('Tower\u061C 1\u200E');
    expect(order.companyName).toBe('Gulf Trading');
  });

  it('a brand keeps the name it was given, and search and the admin lists take any text', async () => {
    const failure = await failureOf(
      fc.asyncProperty(hostileText, async (text) => {
        const created = await t.call('POST', '/api/admin/brands/create', { cookie: admin.cookie, payload: { brand: text }, remoteAddress: '10.66.0.2' });
        if (created.status >= 500) throw new Error(`${created.status} for ${JSON.stringify(text)}`);
        if (created.status === 201 && (created.body.data as { brand: string }).brand !== text.trim()) {
          throw new Error(`stored ${created.raw} for ${JSON.stringify(text)}`);
        }
        const q = encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''));
        for (const url of [`/api/shop/products/search?keyword=${q}`, `/api/shop/products/suggest?q=${q}`, `/api/auth?search=${q}`, `/api/shop/order/all-orders?search=${q}`]) {
          const res = await t.call('GET', url, { cookie: admin.cookie, remoteAddress: '10.66.0.3' });
          if (res.status >= 500) throw new Error(`${res.status} for GET ${url}`);
        }
      }),
    );
    expect(failure).toBeNull();
  });
});
