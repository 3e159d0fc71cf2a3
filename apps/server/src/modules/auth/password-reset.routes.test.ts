import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageIn, messages } from '@store/contract'
import { outbox, passwordResets } from '#server/db/schema/index';
import { lastAudit } from '#server-test/admin-helpers';
import { createTestApp, TEST_PASSWORD } from '#server-test/test-app';
import { hashResetToken } from './password-reset.service';
import { linkOf, renderedMail } from '#server-test/outbox-mail';
import { suiteTestApp } from '#server-test/suite';

// Password reset (issue 13 item 1, docs/decisions/020) through the API: the
// neutral answer, the e-mail in the outbox with its link, single use, expiry
// on a clock the tests move, a newer link retiring the older, every other
// session ended, the sign-in, the throttles' 429s and the admin's audited send.

const ORIGIN = 'https://shop.example.ae';
let clock = Date.parse('2026-11-24T08:00:00Z');
const t = suiteTestApp({
  now: () => clock,
  env: {
    PUBLIC_ORIGIN: ORIGIN,
    TRUST_PROXY: 'true',
    PASSWORD_RESET_EMAIL_MAX_PER_HOUR: '3',
    PASSWORD_RESET_IP_MAX_PER_HOUR: '8',
    PASSWORD_RESET_USER_MAX_PER_HOUR: '4',
    PASSWORD_RESET_IP_MAX_FAILURES: '3',
  },
});

// Each test sends from its own address, so the per-IP limits of one do not reach another.
let address = 0;
const nextIp = () => `10.9.0.${++address}`;
const forgot = (email: string, ip: string) =>
  t.call('POST', '/api/auth/forgot-password', { headers: { 'x-forwarded-for': ip }, payload: { email } });
const reset = (token: string, newPassword: string, ip: string, cookie?: string) =>
  t.call('POST', '/api/auth/reset-password', {
    headers: { 'x-forwarded-for': ip },
    payload: { token, newPassword },
    ...(cookie ? { cookie } : {}),
  });

/** The newest reset e-mail to `to`, and the token its link carries. */
async function lastResetEmail(to: string) {
  const [row] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`no e-mail to ${to}`);
  const token = /\/auth\/reset-password#token=([A-Za-z0-9_-]{43})$/.exec(linkOf(row))?.[1];
  if (!token) throw new Error(`no link in ${linkOf(row)}`);
  return { row, token };
}

const resetRows = (userId: string) => t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, userId));
const emailsTo = async (to: string) => (await t.database.db.select().from(outbox).where(eq(outbox.to, to))).length;
const sessionOf = async (cookie: string) => (await t.call('GET', '/api/auth/check-auth', { cookie })).status;
const invalidLink = { success: false, code: 'RESET_LINK_INVALID', message: messages.RESET_LINK_INVALID, params: {} };

describe('asking for a reset link', () => {
  it('answers a known and an unknown e-mail with the same status and body, and e-mails only the account', async () => {
    const { email, user } = await t.createUser();
    const known = await forgot(email, nextIp());
    const unknown = await forgot('nobody.here@example.ae', nextIp());
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(known.raw).toBe(unknown.raw);
    expect(known.body).toEqual({ success: true, message: messages.RESET_LINK_SENT });
    expect(await emailsTo('nobody.here@example.ae')).toBe(0);

    const { row, token } = await lastResetEmail(email);
    expect(row.kind).toBe('password_reset');
    const mail = await renderedMail(row);
    expect(mail.subject).toBe('Reset your Falcon password');
    expect(mail.text).toContain(`${ORIGIN}/auth/reset-password#token=${token}`);
    expect(mail.text).toContain('within 30 minutes');
    expect(mail.html).toContain(`href="${ORIGIN}/auth/reset-password#token=${token}"`);
    // The database keeps the token's hash, never the token.
    const [stored] = await resetRows(user._id);
    expect(stored?.tokenHash).toBe(hashResetToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('finds the account whatever the case of the e-mail typed', async () => {
    const { email } = await t.createUser();
    await forgot(email.toUpperCase(), nextIp());
    expect(await emailsTo(email)).toBe(1);
  });

  it('never writes an unlisted Host into the link', async () => {
    const other = await createTestApp({ env: { ALLOWED_HOSTS: 'localhost' } });
    try {
      const { email } = await other.createUser();
      await other.call('POST', '/api/auth/forgot-password', { headers: { host: 'evil.example.com' }, payload: { email } });
      const [row] = await other.database.db.select().from(outbox).where(eq(outbox.to, email));
      const mail = await renderedMail(row);
      expect(mail.text).not.toContain('evil.example.com');
      expect(mail.text).toContain(`http://localhost:${other.config.port}/auth/reset-password#token=`);
    } finally {
      await other.close();
    }
  });
});

describe('using a reset link', () => {
  it('sets the new password, ends every other session and signs the user in', async () => {
    const { email, user } = await t.createUser();
    const phone = await t.loginAs(email);
    const laptop = await t.loginAs(email);
    await forgot(email, nextIp());
    const { token } = await lastResetEmail(email);

    const res = await reset(token, 'a brand new password', nextIp(), laptop);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: messages.PASSWORD_RESET_DONE, user: { _id: user._id, email } });
    const sid = res.cookies.find((c) => c.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    const fresh = `sid=${sid?.value}`;
    expect(fresh).not.toBe(laptop);
    expect(await sessionOf(fresh)).toBe(200);
    expect(await sessionOf(phone)).toBe(401);
    expect(await sessionOf(laptop)).toBe(401);

    const oldLogin = await t.call('POST', '/api/auth/login', { payload: { email, password: TEST_PASSWORD } });
    expect(oldLogin.status).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { payload: { email, password: 'a brand new password' } })).status).toBe(200);
  });

  it('works once', async () => {
    const { email } = await t.createUser();
    await forgot(email, nextIp());
    const { token } = await lastResetEmail(email);
    expect((await reset(token, 'first new password', nextIp())).status).toBe(200);
    const again = await reset(token, 'second new password', nextIp());
    expect(again.status).toBe(400);
    expect(again.body).toEqual(invalidLink);
    expect(again.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect((await t.call('POST', '/api/auth/login', { payload: { email, password: 'first new password' } })).status).toBe(200);
  });

  it('expires after 30 minutes', async () => {
    const { email } = await t.createUser();
    await forgot(email, nextIp());
    const { token } = await lastResetEmail(email);
    clock += 30 * 60_000 + 1000;
    const res = await reset(token, 'too late password', nextIp());
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidLink);
    expect((await t.call('POST', '/api/auth/login', { payload: { email, password: TEST_PASSWORD } })).status).toBe(200);
  });

  it('still works at 29 minutes', async () => {
    const { email } = await t.createUser();
    await forgot(email, nextIp());
    const { token } = await lastResetEmail(email);
    clock += 29 * 60_000;
    expect((await reset(token, 'just in time password', nextIp())).status).toBe(200);
  });

  it('dies when a newer link is sent', async () => {
    const { email } = await t.createUser();
    await forgot(email, nextIp());
    const older = (await lastResetEmail(email)).token;
    clock += 1000;
    await forgot(email, nextIp());
    const newer = (await lastResetEmail(email)).token;
    expect(newer).not.toBe(older);
    expect((await reset(older, 'from the older link', nextIp())).body).toEqual(invalidLink);
    expect((await reset(newer, 'from the newer link', nextIp())).status).toBe(200);
  });

  it('refuses a token no link has, and a new password that breaks the rules of registration', async () => {
    const unknown = await reset('B'.repeat(43), 'a long enough password', nextIp());
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(invalidLink);
    const { email } = await t.createUser();
    await forgot(email, nextIp());
    const { token } = await lastResetEmail(email);
    const short = await reset(token, 'short', nextIp());
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ message: messages.PASSWORD_TOO_SHORT }] });
    // The link survives a refused password.
    expect((await reset(token, 'a long enough password', nextIp())).status).toBe(200);
  });
});

describe('throttles', () => {
  it('refuses a 4th request for one e-mail in an hour with 429 and Retry-After, known or unknown alike', async () => {
    const { email } = await t.createUser();
    for (const target of [email, 'ghost.account@example.ae']) {
      for (let i = 0; i < 3; i++) expect((await forgot(target, nextIp())).status).toBe(200);
      const refused = await forgot(target, nextIp());
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ success: false, params: {}, code: 'TOO_MANY_RESET_REQUESTS', message: messages.TOO_MANY_RESET_REQUESTS });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await emailsTo(email)).toBe(3);
    clock += 60 * 60_000;
    expect((await forgot(email, nextIp())).status).toBe(200);
  });

  it('refuses the 9th request from one address in an hour', async () => {
    const ip = nextIp();
    for (let i = 0; i < 8; i++) expect((await forgot(`walker${i}@example.ae`, ip)).status).toBe(200);
    const refused = await forgot('walker9@example.ae', ip);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_RESET_REQUESTS');
  });

  it("refuses an address's wrong links after 3 of them, yet lets a live link from it through (issue 26 item 10)", async () => {
    const { email } = await t.createUser();
    await forgot(email, nextIp());
    const { token } = await lastResetEmail(email);
    const ip = nextIp();
    for (let i = 0; i < 3; i++) expect((await reset(`${'C'.repeat(42)}${i}`, 'a long enough password', ip)).status).toBe(400);
    const refused = await reset(`${'D'.repeat(43)}`, 'a long enough password', ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, params: {}, code: 'TOO_MANY_RESET_ATTEMPTS', message: messages.TOO_MANY_RESET_ATTEMPTS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else behind the same address, with the link they were sent: it works.
    const done = await reset(token, 'a long enough password', ip);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(messages.PASSWORD_RESET_DONE);
    // Used, it is a wrong link like any other.
    expect((await reset(token, 'another long password', ip)).status).toBe(429);
  });

  it("sends an account at most 4 links an hour, the customer's and the admin's together; the customer still hears the neutral message", async () => {
    const admin = await t.createUser({ role: 'admin' });
    const adminCookie = await t.loginAs(admin.email);
    const { email, user } = await t.createUser();
    const send = () => t.call('POST', `/api/auth/${user._id}/password-reset`, { cookie: adminCookie });
    for (let i = 0; i < 2; i++) expect((await send()).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const res = await forgot(email, nextIp());
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: messages.RESET_LINK_SENT });
    }
    expect(await emailsTo(email)).toBe(4);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, params: {}, code: 'TOO_MANY_RESET_REQUESTS', message: messages.TOO_MANY_RESET_REQUESTS });
    expect(await emailsTo(email)).toBe(4);
  });
});

describe('an admin sends a reset link', () => {
  it('e-mails the user a link, records it in the audit trail, and shows the admin no token', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const adminCookie = await t.loginAs(admin.email);
    const { email, user } = await t.createUser({ name: 'Mariam Al Hashimi' });
    const res = await t.call('POST', `/api/auth/${user._id}/password-reset`, { cookie: adminCookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: messageIn('en', 'RESET_LINK_SENT_TO_USER', { email }) });
    const { token } = await lastResetEmail(email);
    expect(res.raw).not.toContain(token);

    const entry = await lastAudit(t, adminCookie);
    expect(entry).toMatchObject({
      action: 'user.password_reset_link',
      entityType: 'user',
      entityId: user._id,
      summary: `Sent a password reset link to Mariam Al Hashimi <${email}>`,
    });
    expect(JSON.stringify(entry)).not.toContain(token);
    expect((await reset(token, 'set by the customer', nextIp())).status).toBe(200);
  });

  it('is for admins only, and 404 for a user who does not exist', async () => {
    const customer = await t.createUser();
    const { user } = await t.createUser();
    const guest = await t.call('POST', `/api/auth/${user._id}/password-reset`);
    expect(guest.body).toEqual({ success: false, params: {}, code: 'NOT_SIGNED_IN', message: messages.NOT_SIGNED_IN });
    const asCustomer = await t.call('POST', `/api/auth/${user._id}/password-reset`, { cookie: await t.loginAs(customer.email) });
    expect(asCustomer.status).toBe(403);
    const admin = await t.createUser({ role: 'admin' });
    const missing = await t.call('POST', '/api/auth/00000000-0000-4000-8000-000000000000/password-reset', {
      cookie: await t.loginAs(admin.email),
    });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('USER_NOT_FOUND');
    expect(await emailsTo(user.email)).toBe(0);
  });
});
