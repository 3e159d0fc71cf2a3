import { beforeAll, describe, expect, it } from 'vitest';
import { messageIn, type OrderPreview } from '@store/contract'
import { countOrders, createShelf, guestOrder, stockedProduct } from '#server-test/commerce-factories';
import { suiteTestApp, suiteUser } from '#server-test/suite';
import { toStoreTime } from './coupon-rules';

// Coupon code guessing (docs/decisions/033, "Guessing codes"): unknown codes
// count per IP; once an address has tried COUPON_FAILURES_PER_IP of them in
// the window, every code from it is refused with 429 until the window passes,
// and a checkout without a code is never refused. Small limits and a clock the
// tests move, so no test waits; each case from addresses of its own.

const WINDOW_MINUTES = 60;
let clock = 5_000_000;
let productId: string;

const t = suiteTestApp({ now: () => clock, env: { COUPON_FAILURES_PER_IP: '3', COUPON_FAILURE_WINDOW_MINUTES: String(WINDOW_MINUTES) } });
const admin = suiteUser(t, { role: 'admin' });

beforeAll(async () => {
  const shelf = await createShelf(t.database.db);
  productId = (await stockedProduct(t.database.db, shelf, { price: 500, totalStock: 1000 })).id;
  await newCoupon({ code: 'WELCOME10' });
  await newCoupon({ code: 'OLD-PROMO', startsAt: toStoreTime(new Date(Date.now() - 48 * 3_600_000)), endsAt: toStoreTime(new Date(Date.now() - 24 * 3_600_000)) });
  await newCoupon({ code: 'BIG-SPEND', minSpend: 100_000 });
});

async function newCoupon(input: Record<string, unknown>): Promise<void> {
  const res = await t.call('POST', '/api/admin/coupons', { cookie: admin.cookie, payload: { kind: 'percent', value: 10, ...input } });
  if (res.status !== 201) throw new Error(`coupon not created: ${res.status} ${res.raw}`);
}

const items = () => [{ productId, quantity: 1 }];
const preview = (ip: string, couponCode?: string) =>
  t.call('POST', '/api/shop/order/preview', {
    remoteAddress: ip,
    payload: { items: items(), paymentMethod: 'card_on_delivery', ...(couponCode === undefined ? {} : { couponCode }) },
  });

let orders = 0;
/** A guest order from `ip`, each with its own e-mail and phone (the open-guest-orders limits count those). */
const place = (ip: string, totalPrice: number, couponCode?: string) => {
  orders += 1;
  const contact = { email: `guesser.${orders}@example.ae`, phone: `050 200 ${String(orders).padStart(4, '0')}` };
  return t.call('POST', '/api/shop/order/place-guest-order', {
    remoteAddress: ip,
    payload: guestOrder(items(), totalPrice, { ...contact, paymentMethod: 'card_on_delivery', ...(couponCode ? { couponCode } : {}) }),
  });
};

const unknown = { success: false, code: 'COUPON_UNKNOWN', message: messageIn('en', 'COUPON_UNKNOWN') };
const tooMany = (minutes: number) => ({ success: false, code: 'COUPON_TOO_MANY_ATTEMPTS', message: messageIn('en', 'COUPON_TOO_MANY_ATTEMPTS', { minutes }) });

describe('guessing coupon codes', () => {
  it('counts an IPv6 address with its /64: a new address of the same range per guess does not escape the limit', async () => {
    for (const host of ['1', '2', '3']) {
      expect((await preview(`2001:db8:60:7::${host}`, `NOPE-V6-${host}`)).body).toMatchObject(unknown);
    }
    expect((await preview('2001:db8:60:7::4', 'WELCOME10')).body).toMatchObject({ code: 'COUPON_TOO_MANY_ATTEMPTS' });
    // Another /64 is another shopper.
    expect((await preview('2001:db8:60:8::1', 'WELCOME10')).status).toBe(200);
  });

  it('refuses every code from an address after 3 unknown ones, the valid one too, until the window passes', async () => {
    const ip = '10.60.1.1';
    for (const guess of ['SAVE10', 'SAVE20', 'SAVE30']) {
      const res = await preview(ip, guess);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject(unknown);
    }
    const refused = await preview(ip, 'WELCOME10');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject(tooMany(WINDOW_MINUTES));
    expect(refused.headers['retry-after']).toBe(String(WINDOW_MINUTES * 60));

    // Another address is not held back, and this one may try again once the window has passed.
    expect((await preview('10.60.1.2', 'WELCOME10')).body.data).toMatchObject({ couponCode: 'WELCOME10', discount: 50 });
    clock += WINDOW_MINUTES * 60_000;
    expect((await preview(ip, 'WELCOME10')).body.data).toMatchObject({ couponCode: 'WELCOME10', discount: 50 });
  });

  it('never refuses a checkout without a code: its preview and its order go through', async () => {
    const ip = '10.60.2.1';
    for (const guess of ['GUESS-A', 'GUESS-B', 'GUESS-C']) expect((await preview(ip, guess)).status).toBe(400);
    expect((await preview(ip, 'WELCOME10')).status).toBe(429);

    const plain = await preview(ip);
    expect(plain.status).toBe(200);
    const figures = plain.body.data as OrderPreview;
    expect(figures).toMatchObject({ couponCode: null, discount: 0, subtotal: 500 });
    const before = await countOrders(t.database.db);
    const placed = await place(ip, figures.totalPrice);
    expect(placed.status).toBe(201);
    expect(await countOrders(t.database.db)).toBe(before + 1);
  });

  it('counts unknown codes sent with an order too, and a refused order writes nothing', async () => {
    const ip = '10.60.3.1';
    const withCode = (await preview('10.60.3.2', 'WELCOME10')).body.data as OrderPreview;
    const before = await countOrders(t.database.db);
    for (const guess of ['ORDER-A', 'ORDER-B', 'ORDER-C']) {
      const res = await place(ip, withCode.totalPrice, guess);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject(unknown);
    }
    const refused = await place(ip, withCode.totalPrice, 'WELCOME10');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject(tooMany(WINDOW_MINUTES));
    expect(await countOrders(t.database.db)).toBe(before);
  });

  it('does not count codes that exist: a valid one, an expired one, or one below its minimum spend, however often', async () => {
    const ip = '10.60.4.1';
    for (let i = 0; i < 5; i++) {
      expect((await preview(ip, 'WELCOME10')).status).toBe(200);
      expect((await preview(ip, 'OLD-PROMO')).body).toMatchObject({ code: 'COUPON_EXPIRED', message: messageIn('en', 'COUPON_EXPIRED') });
      expect((await preview(ip, 'BIG-SPEND')).body).toMatchObject({ code: 'COUPON_MIN_SPEND' });
    }
    // Two typos later the address still has its third try.
    for (const typo of ['WELCOME01', 'WELCOM10']) expect((await preview(ip, typo)).body).toMatchObject(unknown);
    expect((await preview(ip, 'WELCOME10')).body.data).toMatchObject({ couponCode: 'WELCOME10' });
  });

  it('holds a burst sent at once to the limit: 3 unknown answers, the rest refused', async () => {
    const ip = '10.60.5.1';
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => preview(ip, `BURST-${i}`)));
    expect(answers.filter((res) => res.status === 400)).toHaveLength(3);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(7);
  });
});
