import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageIn, type Order, type User } from '@store/contract';
import { outbox } from '#server/db/schema/index';
import { ADDRESS, createShelf, stockedProduct, type TestShelf } from '#server-test/commerce-factories';
import { renderedMail } from '#server-test/outbox-mail';
import { createTestApp, type TestApp } from '#server-test/test-app';
import type { MailLog, Mailer, MailMessage } from '../notifications/mailer';
import { runOutboxOnce } from '../notifications/outbox-worker';
import { ensureAdmin } from '#server/seed/admin';

// Confirming an account's e-mail address (issue 26 item 2): registration
// verified nothing, so an account of a stranger's address made the store
// e-mail it with every order placed and cancelled. A registration now e-mails
// a signed link that expires; until it is opened the account signs in and
// orders as before, but only its first order's e-mail goes out (carrying the
// link), and the later ones wait in the outbox until the address is confirmed.

/** The origin app.inject's requests name (Host: localhost). */
const ORIGIN = 'http://localhost';
let t: TestApp;
let shelf: TestShelf;
let productId: string;
let clock = Date.now();
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  shelf = await createShelf(t.database.db);
  productId = (await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 1000 })).id;
});
afterAll(async () => {
  await t?.close();
});

function capturingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (message) => void sent.push(message), close() {} };
}
const quietLog: MailLog = { info() {}, warn() {}, error() {} };
/** One pass of the worker, a second on (so what is due now is sent). */
const deliver = (mailer: Mailer) => runOutboxOnce(t.database.db, mailer, quietLog, { now: new Date(Date.now() + 1000) });

async function register(lang = 'en') {
  counter += 1;
  const email = `new.shopper${counter}@example.ae`;
  const res = await t.call('POST', `/api/auth/register?lang=${lang}`, {
    payload: { name: `New Shopper ${counter}`, email, phone: `+9715055${String(counter).padStart(5, '0')}`, password: 'a good long password' },
    remoteAddress: `10.40.0.${counter}`,
  });
  expect(res.status).toBe(201);
  return { email, user: res.body.user as User, cookie: await t.loginAs(email, 'a good long password') };
}

/** The confirmation e-mail queued for `to` last, and the token of its link. */
async function confirmationOf(to: string) {
  const rows = await t.database.db.select().from(outbox).where(and(eq(outbox.to, to), eq(outbox.kind, 'account_security'))).orderBy(asc(outbox.createdAt));
  const row = rows.at(-1);
  const link = row?.payload?.template === 'email_confirmation' ? row.payload.link : '';
  return { row, rows, token: new URL(link).searchParams.get('token') ?? '' };
}

const confirm = (token: string, lang = 'en') => t.call('POST', `/api/auth/confirm-email?lang=${lang}`, { payload: { token } });

describe('registration asks to confirm the address (issue 26 item 2)', () => {
  it('a new account is not confirmed and gets a link, in the language of the page, ahead of bulk mail', async () => {
    const { email, user } = await register();
    expect(user.emailConfirmed).toBe(false);
    const { row, token } = await confirmationOf(email);
    expect(row?.priority).toBe(0);
    expect(token).toMatch(new RegExp(`^${user._id}\\.[0-9a-z]+\\.[A-Za-z0-9_-]{43}$`));
    const mail = await renderedMail(row);
    expect(mail.subject).toBe('Confirm your email address for Falcon');
    expect(mail.text).toContain('Open this link within 7 days to confirm that this address is yours');
    expect(mail.html).toContain(`href="${ORIGIN}/shop/confirm-email?token=${token}"`);

    const arabic = await register('ar');
    const inArabic = await renderedMail((await confirmationOf(arabic.email)).row);
    expect(inArabic.subject).toBe('أكّد بريدك الإلكتروني لدى Falcon');
    expect(inArabic.html).toContain(`href="${ORIGIN}/ar/shop/confirm-email?token=`);
  });

  it('accounts the store makes (the seed, ADMIN_EMAIL, the tests’ own) are confirmed', async () => {
    expect((await t.createUser()).user.emailConfirmed).toBe(true);
    await ensureAdmin(t.database.db, { email: 'owner.confirmed@example.ae', password: 'owner password 1' });
    const cookie = await t.loginAs('owner.confirmed@example.ae', 'owner password 1');
    expect((await t.call('GET', '/api/auth/check-auth', { cookie })).body.user).toMatchObject({ emailConfirmed: true });
  });
});

describe('an unconfirmed account’s order e-mails (issue 26 item 2)', () => {
  it('only the first goes out, with the link; the rest wait until the address is confirmed, then go', async () => {
    const { email, user, cookie } = await register();
    const place = (totalPrice: number) =>
      t.call('POST', '/api/shop/order/place-registered-order', {
        cookie,
        payload: { userId: user._id, items: [{ productId, quantity: 1 }], totalPrice, deliveryAddress: ADDRESS },
      });
    const first = await place(10);
    expect(first.status).toBe(201);
    const second = await place(35);
    expect(second.status).toBe(201);
    const cancelled = await t.call('POST', '/api/shop/track/cancel', { cookie, payload: { orderId: (second.body.order as Order)._id, reason: 'Ordered twice' } });
    expect(cancelled.status).toBe(200);

    const mailer = capturingMailer();
    await deliver(mailer);
    const toBuyer = () => mailer.sent.filter((m) => m.to === email);
    // The confirmation and the first order's e-mail, which asks again; the second order and its cancellation wait.
    expect(toBuyer().map((m) => m.subject)).toEqual(['Confirm your email address for Falcon', `Your Falcon order ${(first.body.order as Order).orderNumber}`]);
    const firstMail = toBuyer()[1]!;
    expect(firstMail.text).toContain('Please confirm your email address: until you do, this is the only email we send about your orders.');
    expect(firstMail.html).toContain(`${ORIGIN}/shop/confirm-email?token=${user._id}.`);
    await deliver(mailer);
    expect(toBuyer()).toHaveLength(2);

    const { token } = await confirmationOf(email);
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ success: true, message: 'Your email address is confirmed' });
    expect((await t.call('GET', '/api/auth/check-auth', { cookie })).body.user).toMatchObject({ emailConfirmed: true });
    await deliver(mailer);
    const secondNumber = (second.body.order as Order).orderNumber;
    expect(toBuyer().slice(2).map((m) => m.subject).toSorted()).toEqual([`Your Falcon order ${secondNumber}`, `Your Falcon order ${secondNumber} is cancelled`].toSorted());

    // A later order e-mail goes at once; the link again says it is done.
    expect((await confirm(token, 'ar')).body).toEqual({ success: true, message: messageIn('ar', 'EMAIL_ALREADY_CONFIRMED') });
  });
});

describe('the confirmation link', () => {
  it('refuses a forged, truncated or missing token, in English and Arabic, and confirms nothing', async () => {
    const { email, cookie } = await register();
    const { token } = await confirmationOf(email);
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'Q' : 'A'}`;
    for (const bad of [forged, token.split('.').slice(0, 2).join('.'), 'nonsense', `${token}.x`]) {
      const res = await confirm(bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'CONFIRM_LINK_INVALID', message: 'This confirmation link is not valid. Sign in and send a new one from your account page' });
    }
    const arabic = await confirm('nonsense', 'ar');
    expect(arabic.body.message).toBe('رابط التأكيد هذا غير صالح. سجّل الدخول وأرسل رابطًا جديدًا من صفحة حسابك');
    const empty = await confirm('');
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('VALIDATION_FAILED');
    expect((await t.call('GET', '/api/auth/check-auth', { cookie })).body.user).toMatchObject({ emailConfirmed: false });
  });

  it('expires after 7 days', async () => {
    const { email, cookie } = await register();
    const { token } = await confirmationOf(email);
    clock += 8 * 86_400_000;
    try {
      const res = await confirm(token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'CONFIRM_LINK_INVALID',
        message: 'This confirmation link has expired: links work for 7 days. Sign in and send a new one from your account page',
      });
      expect((await t.call('GET', '/api/auth/check-auth', { cookie })).body.user).toMatchObject({ emailConfirmed: false });
    } finally {
      clock = Date.now();
    }
  });

  it('the account page sends it again, three times an hour; a confirmed account hears it is confirmed', async () => {
    const { email, cookie } = await register();
    for (let i = 0; i < 3; i++) {
      const res = await t.call('POST', '/api/auth/confirm-email/resend', { cookie });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(`We sent a confirmation link to ${email}`);
    }
    expect((await confirmationOf(email)).rows).toHaveLength(4);
    const refused = await t.call('POST', '/api/auth/confirm-email/resend?lang=ar', { cookie });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: messageIn('ar', 'TOO_MANY_CONFIRMATION_EMAILS', { minutes: 60 }) });
    expect((await confirmationOf(email)).rows).toHaveLength(4);
    // The newest link works, and so does an older one: each is signed, none is stored.
    expect((await confirm((await confirmationOf(email)).token)).status).toBe(200);
    const done = await t.call('POST', '/api/auth/confirm-email/resend', { cookie });
    expect(done.body.message).toBe('Your email address is already confirmed');
    expect(await t.database.db.select().from(outbox).where(and(eq(outbox.to, email), isNotNull(outbox.heldForUser)))).toEqual([]);
  });

  it('needs a signed-in customer to send it again', async () => {
    expect((await t.call('POST', '/api/auth/confirm-email/resend')).status).toBe(401);
  });
});
