import { messages } from '@store/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCategory, createProduct } from '#server-test/catalog-factories';
import type { TestUser } from '#server-test/test-app';
import { webBuildDir } from '#server-test/web-build';
import { suiteTestApp } from '#server-test/suite';

// Forms posted to pages (docs/decisions/045): before JavaScript a browser posts
// the form itself to the page's address, and the route's action answers. The
// password travels in the body only; a login's session cookie comes back on
// the redirect; a refusal renders the page again with the API's message and
// status; the API itself still takes no form bodies.

let customer: TestUser;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const t = suiteTestApp(() => ({ config: { webDist: webBuildDir() } }));

beforeAll(async () => {
  customer = await t.createUser();
});

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const sessionCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((cookie) => cookie.startsWith('sid='))?.split(';')[0];

describe('a form posted to a page, without JavaScript', () => {
  it('signs a customer in: the session cookie on the redirect, and the guard sends them to the page they came from', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: FORM,
      payload: formBody({ email: customer.email, password: customer.password, from: '/shop/account' }),
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/login?from=%2Fshop%2Faccount');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const cookie = sessionCookie(res.headers['set-cookie']);
    expect(cookie).toBeDefined();

    const next = await t.app.inject({ method: 'GET', url: res.headers.location as string, headers: { cookie: cookie! } });
    expect(next.statusCode).toBe(302);
    expect(next.headers.location).toBe('/shop/account');
  });

  it('answers a wrong password with the login page, its message and status, and no session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', headers: FORM, payload: formBody({ email: customer.email, password: 'not the password' }) });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(messages.INVALID_CREDENTIALS);
    // The e-mail is shown again; the password is not.
    expect(res.body).toContain(`value="${customer.email}"`);
    expect(res.body).not.toContain('not the password');
    expect(sessionCookie(res.headers['set-cookie'])).toBeUndefined();
  });

  it("shows the API's field errors in Arabic on the Arabic page", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/ar/auth/login', headers: FORM, payload: formBody({ email: 'not an email', password: '' }) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('dir="rtl"');
    // The field's error, as the page shows it (the English one travels only in the page's data).
    expect(res.body).toContain('أدخل بريدًا إلكترونيًا صحيحًا');
  });

  it('sends the forgot-password e-mail and answers the neutral sentence', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/forgot-password', headers: FORM, payload: formBody({ email: customer.email }) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(messages.RESET_LINK_SENT);
  });

  it('registers, then sends the shopper to log in with a notice', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: FORM,
      payload: formBody({ name: 'Noura Al Mansoori', email: 'noura.form@example.ae', phone: '050 765 4321', password: 'a long enough password' }),
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/login?registered=1');
    const login = await t.call('POST', '/api/auth/login', { payload: { email: 'noura.form@example.ae', password: 'a long enough password' } });
    expect(login.status).toBe(200);
  });

  it('refuses a form posted from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { ...FORM, origin: 'https://evil.example' },
      payload: formBody({ email: customer.email, password: customer.password }),
    });
    expect(res.statusCode).toBe(403);
    expect(sessionCookie(res.headers['set-cookie'])).toBeUndefined();
  });

  it('refuses a form body larger than any form of the store with 413', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', headers: FORM, payload: formBody({ email: 'x'.repeat(70 * 1024) }) });
    expect(res.statusCode).toBe(413);
  });

  it('leaves the API to JSON: a form body sent to it is refused with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: FORM, payload: formBody({ email: customer.email, password: customer.password }) });
    expect(res.statusCode).toBe(415);
    expect(sessionCookie(res.headers['set-cookie'])).toBeUndefined();
  });
});

/** A new customer, signed in, with `quantity` of a new product (5 in stock) in the server cart. */
async function customerWithCart(title: string, price: number, quantity: number) {
  const buyer = await t.createUser();
  const brand = await createBrand(t.database.db);
  const category = await createCategory(t.database.db);
  const product = await createProduct(t.database.db, { brandId: brand.id, categoryId: category.id, title, price, totalStock: 5 });
  const cookie = await t.loginAs(buyer.email, buyer.password);
  expect((await t.call('POST', '/api/shop/cart/add', { cookie, payload: { userId: buyer.user._id, productId: product.id, quantity } })).status).toBe(200);
  return { buyer, cookie };
}

describe('the checkout, without JavaScript', () => {
  it("renders a customer's server cart with its figures, places the order by form, and confirms it from the placement's cookie", async () => {
    const { buyer, cookie } = await customerWithCart('Form Keyboard', 200, 2);

    const page = await t.app.inject({ method: 'GET', url: '/shop/checkout', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('Form Keyboard');
    const key = /name="idempotencyKey" value="([0-9a-f-]{36})"/.exec(page.body)?.[1];
    const total = /name="totalPrice" value="([\d.]+)"/.exec(page.body)?.[1];
    const items = /name="items" value="([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&quot;', '"');
    expect(key).toBeDefined();
    expect(total).toBe('400');

    const fields = {
      idempotencyKey: key!,
      items: items!,
      totalPrice: total!,
      'deliveryAddress.emirate': 'Dubai',
      'deliveryAddress.city': 'Dubai',
      'deliveryAddress.area': 'Al Barsha',
      'deliveryAddress.street': 'Street 12',
      'deliveryAddress.building': 'Villa 4',
      paymentMethod: 'cash_on_delivery',
    };
    const place = () => t.app.inject({ method: 'POST', url: '/shop/checkout', headers: { ...FORM, cookie }, payload: formBody(fields) });
    const placed = await place();
    expect(placed.statusCode).toBe(302);
    expect(placed.headers.location).toBe('/shop/order-confirmation');
    const placedCookie = [placed.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('placed_order='))?.split(';')[0];
    expect(placedCookie).toBeDefined();

    // A second submit of the same page (a double click before JavaScript) places no second order.
    expect((await place()).statusCode).toBe(302);
    const orders = await t.call('GET', `/api/shop/order/user-orders/${buyer.user._id}`, { cookie });
    expect(orders.body.data).toHaveLength(1);

    const confirmation = await t.app.inject({ method: 'GET', url: '/shop/order-confirmation', headers: { cookie: `${cookie}; ${placedCookie}` } });
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.body).toContain('Thank you for your order!');
    expect(confirmation.body).toContain('Form Keyboard');
    // Another browser holding the cookie but not the session sees nothing of a customer's order.
    const stranger = await t.app.inject({ method: 'GET', url: '/shop/order-confirmation', headers: { cookie: placedCookie! } });
    expect(stranger.body).not.toContain('Form Keyboard');
    expect(stranger.body).toContain('There is no order to show here');
  });

  it('applies and removes a coupon code by the form, keeping what was typed; a refused code is said at its field', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const adminCookie = await t.loginAs(admin.email, admin.password);
    const code = `FORM${Date.now().toString(36).toUpperCase()}`;
    expect((await t.call('POST', '/api/admin/coupons', { cookie: adminCookie, payload: { code, kind: 'percent', value: 10 } })).status).toBe(201);
    const { buyer, cookie } = await customerWithCart('Coupon Headset', 300, 1);
    const page = await t.app.inject({ method: 'GET', url: '/shop/checkout', headers: { cookie } });
    const items = /name="items" value="([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&quot;', '"');
    const typed = { items: items!, 'deliveryAddress.emirate': 'Sharjah', 'deliveryAddress.city': 'Sharjah', 'deliveryAddress.street': 'Street 9', paymentMethod: 'card_on_delivery' };
    const submit = (fields: Record<string, string>) => t.app.inject({ method: 'POST', url: '/shop/checkout', headers: { ...FORM, cookie }, payload: formBody({ ...typed, ...fields }) });

    const refused = await submit({ intent: 'coupon-apply', couponCode: 'NO-SUCH-CODE' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(messages.COUPON_UNKNOWN);
    expect(refused.body).toContain('value="NO-SUCH-CODE"');

    const applied = await submit({ intent: 'coupon-apply', couponCode: code.toLowerCase() });
    expect(applied.statusCode).toBe(200);
    expect(applied.body).toContain(`Code ${code} applied`);
    expect(applied.body).toContain(`name="couponCode" value="${code}"`);
    expect(applied.body).toContain(`Discount (${code})`);
    // The fields as typed, and the payment chosen, come back.
    expect(applied.body).toContain('value="Street 9"');
    expect(applied.body).toMatch(/<option value="Sharjah" selected=""/);
    expect(applied.body).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="card_on_delivery"/);

    const removed = await submit({ intent: 'coupon-remove', couponCode: code });
    expect(removed.statusCode).toBe(200);
    expect(removed.body).not.toContain(`Discount (${code})`);
    expect(removed.body).toContain('value="Street 9"');
    // Nothing was ordered.
    expect((await t.call('GET', `/api/shop/order/user-orders/${buyer.user._id}`, { cookie })).body.data).toHaveLength(0);
  });
});
