import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stockAlerts } from '#server/db/schema/index';
import { messages, type Order } from '@store/contract';
import { guestOrder, stockedProduct } from '#server-test/commerce-factories';
import { registeredOrder } from '#server-test/licence-factories';
import { lastTrackToken } from '#server-test/outbox-mail';
import { webBuildDir } from '#server-test/web-build';
import { suiteShelf, suiteTestApp, suiteUser } from '#server-test/suite';

// The shop's forms posted to their pages as a browser without JavaScript posts
// them (docs/decisions/045): the route's action answers with the page, and
// nothing secret (a tracking token, a password) goes into an address. Bad
// input answers 4xx with the catalogue's sentence and changes nothing.

let order: Order;
let token: string;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const EMAIL = 'form.guest@example.ae';

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (url: string, fields: Record<string, string>, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { ...FORM, cookie } : FORM, payload: formBody(fields) });

const t = suiteTestApp(() => ({ config: { webDist: webBuildDir() } }));
const shelf = suiteShelf(t);

beforeAll(async () => {
  const product = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 5, title: 'Form Tracked Keyboard' });
  const res = await t.call('POST', '/api/shop/order/place-guest-order', {
    payload: guestOrder([{ productId: product.id, quantity: 1 }], 35, { email: EMAIL }),
  });
  order = res.body.order as Order;
  token = await lastTrackToken(t.database.db, EMAIL);
});

describe('the tracking page, posted as a plain form', () => {
  it('finds the order by its number and e-mail and shows it on the page itself, without the cancellation or a token', async () => {
    const res = await post('/shop/track', { intent: 'lookup', orderNumber: order.orderNumber, contact: EMAIL });
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('Form Tracked Keyboard');
    // A number and a contact show the order only (issue 26 item 4): the e-mailed link or the account open the rest.
    expect(res.body).not.toContain('Cancel this order');
    expect(res.body).toContain('open the link in your order e-mail or log in to your account');
    expect(res.body).not.toContain('name="token"');
  });

  it('shows the e-mailed link’s order with its cancellation, the token posted in the form’s body', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/shop/track?token=${encodeURIComponent(token)}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Cancel this order');
    expect(res.body).toContain(`name="token" value="${order._id}.`);
  });

  it("takes the form from the tracking page itself, whose no-referrer policy makes the browser send 'Origin: null', and no other", async () => {
    const fields = { intent: 'lookup', orderNumber: order.orderNumber, contact: EMAIL };
    const sameSite = await t.app.inject({ method: 'POST', url: '/shop/track', headers: { ...FORM, origin: 'null', 'sec-fetch-site': 'same-origin' }, payload: formBody(fields) });
    expect(sameSite.statusCode).toBe(200);
    expect(sameSite.body).toContain('Form Tracked Keyboard');
    const crossSite = await t.app.inject({ method: 'POST', url: '/shop/track', headers: { ...FORM, origin: 'null', 'sec-fetch-site': 'cross-site' }, payload: formBody(fields) });
    expect(crossSite.statusCode).toBe(403);
    const unsaid = await t.app.inject({ method: 'POST', url: '/shop/track', headers: { ...FORM, origin: 'null' }, payload: formBody(fields) });
    expect(unsaid.statusCode).toBe(403);
  });

  it("answers a wrong combination with the form and the server's neutral sentence", async () => {
    const res = await post('/shop/track', { intent: 'lookup', orderNumber: order.orderNumber, contact: 'someone.else@example.ae' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(messages.TRACK_NOT_FOUND);
    expect(res.body).not.toContain('Form Tracked Keyboard');
    // The fields as typed, to correct.
    expect(res.body).toContain(`value="${order.orderNumber}"`);
  });

  it("shows the API's field errors in Arabic on the Arabic page", async () => {
    const res = await post('/ar/shop/track', { intent: 'lookup', orderNumber: '', contact: '' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('dir="rtl"');
    // The field's error, as the page shows it.
    expect(res.body).toContain('أدخل البريد الإلكتروني أو رقم الهاتف الذي استخدمته عند الشراء');
  });

  it('cancels with a reason, by the token in the body, and says so', async () => {
    const refused = await post('/shop/track', { intent: 'cancel', token, reason: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(messages.CANCEL_REASON_INVALID);
    expect(refused.body).toContain('Form Tracked Keyboard');

    const res = await post('/shop/track', { intent: 'cancel', token, reason: 'Ordered the wrong model' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Your order has been cancelled. We have sent you an email.');
    const again = await t.call('POST', '/api/shop/track/link', { payload: { token } });
    expect((again.body.order as { status: string }).status).toBe('cancelled');
  });
});

describe('the account page, posted as plain forms', () => {
  const customer = suiteUser(t, { name: 'Form Customer' });

  it('saves the profile and shows it as saved, with the phone number in its one spelling', async () => {
    const res = await post('/shop/account', { intent: 'profile', name: 'Noura Form', email: customer.email, phone: '055 987 6543', preferredLanguage: 'ar' }, customer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(messages.PROFILE_UPDATED);
    expect(res.body).toContain('value="Noura Form"');
    expect(res.body).toContain('value="+971559876543"');
    const check = await t.call('GET', '/api/auth/check-auth', { cookie: customer.cookie });
    expect(check.body.user).toMatchObject({ name: 'Noura Form', phone: '+971559876543', preferredLanguage: 'ar' });
  });

  it("shows the API's field error at the field and keeps what was typed", async () => {
    const res = await post('/shop/account', { intent: 'profile', name: 'Noura Form', email: 'not-an-email', phone: '055 987 6543', preferredLanguage: 'en' }, customer.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(messages.EMAIL_INVALID);
    expect(res.body).toContain('value="not-an-email"');
  });

  it('asks for the current password when the e-mail changes, then shows the new address waiting for its link (issue 26 item 8)', async () => {
    const fields = { intent: 'profile', name: 'Noura Form', email: 'noura.form.new@example.ae', phone: '055 987 6543', preferredLanguage: 'en' };
    const asked = await post('/shop/account', fields, customer.cookie);
    expect(asked.statusCode).toBe(400);
    expect(asked.body).toContain('Enter your current password to change your email address');
    expect(asked.body).toContain('name="currentPassword"');
    const arabic = await post('/ar/shop/account', fields, customer.cookie);
    expect(arabic.body).toContain('أدخل كلمة المرور الحالية لتغيير بريدك الإلكتروني');

    const res = await post('/shop/account', { ...fields, currentPassword: customer.password }, customer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Profile saved. Open the link we sent to noura.form.new@example.ae to make it your sign-in address; until then you sign in with ${customer.email}`);
    expect(res.body).toContain(`We sent a link to noura.form.new@example.ae. It becomes your sign-in address when you open the link; until then you sign in with ${customer.email}.`);
    expect(res.body).not.toContain(customer.password);
    expect((await t.call('GET', '/api/auth/check-auth', { cookie: customer.cookie })).body.user).toMatchObject({ email: customer.email, pendingEmail: 'noura.form.new@example.ae' });
  });

  it('changes the password, and never shows one back', async () => {
    const mismatch = await post('/shop/account', { intent: 'password', currentPassword: customer.password, newPassword: 'a brand new password', confirmPassword: 'another one' }, customer.cookie);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('The passwords do not match');
    const wrong = await post('/shop/account', { intent: 'password', currentPassword: 'not my password', newPassword: 'a brand new password', confirmPassword: 'a brand new password' }, customer.cookie);
    expect(wrong.body).toContain(messages.WRONG_CURRENT_PASSWORD);
    const res = await post('/shop/account', { intent: 'password', currentPassword: customer.password, newPassword: 'a brand new password', confirmPassword: 'a brand new password' }, customer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(messages.PASSWORD_CHANGED);
    for (const page of [mismatch, wrong, res]) expect(page.body).not.toMatch(/a brand new password|not my password/);
    expect((await t.call('POST', '/api/auth/login', { payload: { email: customer.email, password: 'a brand new password' } })).status).toBe(200);
  });

  it('sends a guest to log in', async () => {
    const res = await post('/shop/account', { intent: 'profile', name: 'Nobody', email: 'nobody@example.ae', phone: '050 000 0000' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/login?from=%2Fshop%2Faccount');
  });
});

describe('the account deletion, posted as a plain form', () => {
  const customer = suiteUser(t, { name: 'Leaving Customer' });
  const stillThere = async () => (await t.call('GET', '/api/auth/check-auth', { cookie: customer.cookie })).status === 200;

  it('shows the form on the page when asked for without JavaScript', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/shop/account?delete=account', headers: { cookie: customer.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Delete your account?');
    // It posts to this same address, so a refusal shows it again; its password field is there, empty.
    expect(res.body).toMatch(/action="\/shop\/account\?delete=account" method="post"/);
    expect(res.body).toMatch(/<input[^>]*name="password"[^>]*type="password"|<input[^>]*type="password"[^>]*name="password"/);
  });

  it('refuses an empty password and an unticked box at their fields, and a wrong password, and keeps the account', async () => {
    const empty = await post('/shop/account?delete=account', { intent: 'delete', password: '' }, customer.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(messages.PASSWORD_REQUIRED);
    expect(empty.body).toContain(messages.DELETE_ACCOUNT_CONFIRM_REQUIRED);
    const wrong = await post('/shop/account?delete=account', { intent: 'delete', password: 'not my password', confirm: 'yes' }, customer.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(messages.DELETE_ACCOUNT_WRONG_PASSWORD);
    expect(wrong.body).not.toContain('not my password');
    expect(await stillThere()).toBe(true);
  });

  it('says the refusal in Arabic on the Arabic page', async () => {
    const res = await post('/ar/shop/account?delete=account', { intent: 'delete', password: 'x', confirm: 'yes' }, customer.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('dir="rtl"');
    expect(res.body).toContain('كلمة المرور غير صحيحة');
  });

  it("deletes the account, ends the session with the redirect, and the shop's home says so", async () => {
    const res = await post('/shop/account', { intent: 'delete', password: customer.password, confirm: 'yes' }, customer.cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/shop/home?notice=account-deleted');
    expect([res.headers['set-cookie'] ?? []].flat().some((c) => c.startsWith('sid=;'))).toBe(true);
    expect(await stillThere()).toBe(false);
    const home = await t.app.inject({ method: 'GET', url: res.headers.location as string });
    expect(home.statusCode).toBe(200);
    expect(home.body).toMatch(/<noscript><output[^>]*>Your account has been deleted<\/output><\/noscript>/);
  });
});

describe('the product page forms, posted as plain forms', () => {
  it("'Notify me': an empty or a bad address is said at the field and saves nothing; a good one is saved", async () => {
    const product = await stockedProduct(t.database.db, shelf, { totalStock: 0, title: 'Form Sold Out Card' });
    const url = `/shop/product/${product.id}`;
    const alerts = async () => (await t.database.db.select({ n: count() }).from(stockAlerts).where(eq(stockAlerts.productId, product.id)))[0]?.n;
    const empty = await post(url, { intent: 'stock-alert', email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(messages.STOCK_ALERT_EMAIL_REQUIRED);
    const bad = await post(url, { intent: 'stock-alert', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(messages.EMAIL_INVALID);
    expect(bad.body).toContain('value="not-an-email"');
    expect(await alerts()).toBe(0);
    const arabic = await post(`/ar${url}`, { intent: 'stock-alert', email: '' });
    expect(arabic.body).toContain('أدخل بريدك الإلكتروني');

    const saved = await post(url, { intent: 'stock-alert', email: 'form.alert@example.ae' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain(messages.STOCK_ALERT_SAVED);
    expect(await alerts()).toBe(1);
  });

  it('the review: no rating is said in the form; a customer without a delivered order is refused; nothing is saved', async () => {
    const product = await stockedProduct(t.database.db, shelf, { title: 'Form Reviewed Mouse' });
    const buyer = await t.createUser({ name: 'Form Reviewer' });
    const cookie = await t.loginAs(buyer.email);
    await registeredOrder(t, cookie, buyer.user._id, [{ productId: product.id, quantity: 1 }]);
    const url = `/shop/product/${product.id}`;
    const noRating = await post(url, { intent: 'review', text: 'Quiet clicks' }, cookie);
    expect(noRating.statusCode).toBe(400);
    expect(noRating.body).toContain(messages.REVIEW_RATING_INVALID);
    expect(noRating.body).toContain('Quiet clicks</textarea>');
    const notDelivered = await post(url, { intent: 'review', rating: '4', text: 'Quiet clicks' }, cookie);
    expect(notDelivered.statusCode).toBe(403);
    expect(notDelivered.body).toContain('You can review this product once your order has been delivered');
    expect((await t.call('GET', `/api/shop/reviews/${product.id}/mine`, { cookie })).body.data).toBeNull();
  });
});
