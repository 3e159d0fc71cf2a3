import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@store/contract';
import { sessions } from '#server/db/schema/index';
import { findSecrets, TEST_PASSWORD, type CallResult } from '#server-test/test-app';
import { suiteTestApp } from '#server-test/suite';
import { fieldRefusal } from '#server-test/refusals';

// Sign-up, sign-in, sessions, sign-out and password change
// (docs/store-rules.md#4-state-rules, #7-the-api and #6-roles-and-security), through the real app on a fresh database.

const t = suiteTestApp();

const newAccount = (tag: string) => ({
  name: `Amira ${tag}`,
  email: `amira.${tag}@example.ae`,
  phone: '050 123 4567',
  password: 'sunrise-over-dubai',
});

const sidOf = (res: CallResult) => res.cookies.find((c) => c.name === 'sid');
const tokenHashOf = (cookie: string) => createHash('sha256').update(cookie.slice('sid='.length)).digest('hex');
const setExpiry = (cookie: string, at: Date) =>
  t.database.db.update(sessions).set({ expiresAt: at }).where(eq(sessions.tokenHash, tokenHashOf(cookie)));

describe('POST /api/auth/register', () => {
  it('creates a customer, answers 201 with the user, and does not sign in', async () => {
    const res = await t.call('POST', '/api/auth/register', { payload: { ...newAccount('reg'), email: 'Amira.REG@Example.ae' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: messages.REGISTERED,
      user: { name: 'Amira reg', email: 'amira.reg@example.ae', phone: '+971501234567', role: 'customer' },
    });
    expect(res.body.user).toHaveProperty('_id');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an e-mail already registered in another case with 409', async () => {
    await t.call('POST', '/api/auth/register', { payload: newAccount('dup') });
    const res = await t.call('POST', '/api/auth/register', { payload: { ...newAccount('dup'), email: 'AMIRA.DUP@example.AE' } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, params: {}, code: 'EMAIL_TAKEN', message: messages.EMAIL_TAKEN });
  });

  it.each([
    ['email', { email: 'not-an-email' }, messages.EMAIL_INVALID],
    ['phone', { phone: '12' }, messages.PHONE_INVALID],
    ['password', { password: 'short' }, messages.PASSWORD_TOO_SHORT],
    ['name', { name: '   ' }, messages.NAME_REQUIRED],
  ])('refuses a bad %s with 400 naming the field', async (field, change, text) => {
    const res = await t.call('POST', '/api/auth/register', { payload: { ...newAccount(`bad-${field}`), ...change } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(text);
    expect(res.body.errors).toEqual([{ path: field, message: text }]);
  });

  it('answers the field errors in Arabic when the caller asks with lang=ar', async () => {
    const bad = await t.call('POST', '/api/auth/register?lang=ar', { payload: { ...newAccount('bad-ar'), email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(fieldRefusal('VALIDATION_FAILED', 'email', 'أدخل بريدًا إلكترونيًا صحيحًا'));
    const several = await t.call('POST', '/api/auth/register?lang=ar', { payload: { name: 'A', email: 'x', phone: '1', password: '1' } });
    expect(several.body.message).toBe('يُرجى مراجعة الحقول المحدّدة');
    expect((several.body.errors as { message: string }[]).every((e) => /[\u0621-\u064a]/.test(e.message))).toBe(true);
  });

  it('lists every bad field, with a summary message, when several are wrong', async () => {
    const res = await t.call('POST', '/api/auth/register', { payload: { name: 'A', email: 'x', phone: '1', password: '1' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.VALIDATION_FAILED);
    expect((res.body.errors as { path: string }[]).map((e) => e.path)).toEqual(['email', 'phone', 'password']);
  });
});

describe('POST /api/auth/login', () => {
  let email: string;
  beforeAll(async () => {
    ({ email } = await t.createUser());
  });

  it('answers the user and sets an HttpOnly, SameSite=Lax session cookie for 7 days', async () => {
    const res = await t.call('POST', '/api/auth/login', { payload: { email: email.toUpperCase(), password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: messages.LOGGED_IN, user: { email, role: 'customer' } });
    const sid = sidOf(res);
    expect(sid?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const week = 7 * 24 * 60 * 60;
    expect(sid?.maxAge).toBeGreaterThan(week - 60);
    expect(sid?.maxAge).toBeLessThanOrEqual(week);
    // Plain HTTP here, so no Secure flag (it is set over HTTPS: login-throttle.routes.test.ts).
    expect(sid?.secure).toBeFalsy();
  });

  it('gives a new token on every login and ends the one sent along', async () => {
    const first = await t.loginAs(email);
    const second = await t.call('POST', '/api/auth/login', { cookie: first, payload: { email, password: TEST_PASSWORD } });
    const token = sidOf(second)?.value;
    expect(token).toBeDefined();
    expect(`sid=${token}`).not.toBe(first);
    expect((await t.call('GET', '/api/auth/check-auth', { cookie: first })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/check-auth', { cookie: `sid=${token}` })).status).toBe(200);
  });

  it('stores only the SHA-256 of the token', async () => {
    const cookie = await t.loginAs(email);
    const token = cookie.slice('sid='.length);
    const rows = await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    const hashes = rows.map((r) => r.tokenHash);
    expect(hashes).not.toContain(token);
    expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('answers an unknown e-mail and a wrong password the same way', async () => {
    const unknown = await t.call('POST', '/api/auth/login', { payload: { email: 'nobody@example.ae', password: TEST_PASSWORD } });
    const wrong = await t.call('POST', '/api/auth/login', { payload: { email, password: 'not the password' } });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({ success: false, params: {}, code: 'INVALID_CREDENTIALS', message: messages.INVALID_CREDENTIALS });
    expect(wrong.body).toEqual(unknown.body);
    expect(sidOf(wrong)).toBeUndefined();
  });

  it('refuses an empty password with 400', async () => {
    const res = await t.call('POST', '/api/auth/login', { payload: { email, password: '' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.PASSWORD_REQUIRED);
  });
});

describe('GET /api/auth/check-auth', () => {
  const noCache = {
    'cache-control': 'no-store, no-cache, must-revalidate, private',
    pragma: 'no-cache',
    expires: '0',
  };

  it('answers the signed-in user, never from a cache', async () => {
    const { email, user } = await t.createUser();
    const res = await t.call('GET', '/api/auth/check-auth', { cookie: await t.loginAs(email) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, user });
    expect(res.headers).toMatchObject(noCache);
  });

  it('answers 401 without a session, also never cached', async () => {
    const res = await t.call('GET', '/api/auth/check-auth');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, params: {}, code: 'NOT_SIGNED_IN', message: messages.NOT_SIGNED_IN });
    expect(res.headers).toMatchObject(noCache);
  });

  it('treats a made-up token as no session and clears the cookie', async () => {
    const res = await t.call('GET', '/api/auth/check-auth', { cookie: `sid=${'x'.repeat(43)}` });
    expect(res.status).toBe(401);
    expect(sidOf(res)?.value).toBe('');
  });
});

describe('session expiry', () => {
  const day = 24 * 60 * 60 * 1000;

  it('slides a session that is in use forward to 7 days again', async () => {
    const { email } = await t.createUser();
    const cookie = await t.loginAs(email);
    await setExpiry(cookie, new Date(Date.now() + 2 * day));
    const res = await t.call('GET', '/api/auth/check-auth', { cookie });
    expect(res.status).toBe(200);
    // The same token, with a fresh week on the cookie and in the database.
    expect(`sid=${sidOf(res)?.value}`).toBe(cookie);
    expect(sidOf(res)?.maxAge).toBeGreaterThan(6 * 24 * 60 * 60);
    const [row] = await t.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHashOf(cookie)));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * day);
  });

  it('does not rewrite a fresh session on every request', async () => {
    const { email } = await t.createUser();
    const res = await t.call('GET', '/api/auth/check-auth', { cookie: await t.loginAs(email) });
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('signs out a session past its expiry', async () => {
    const { email } = await t.createUser();
    const cookie = await t.loginAs(email);
    await setExpiry(cookie, new Date(Date.now() - 1000));
    const res = await t.call('GET', '/api/auth/check-auth', { cookie });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(messages.NOT_SIGNED_IN);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const { email } = await t.createUser();
    const cookie = await t.loginAs(email);
    const res = await t.call('POST', '/api/auth/logout', { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: messages.LOGGED_OUT });
    const cleared = sidOf(res);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires).toBeInstanceOf(Date);
    expect((cleared!.expires as Date).getTime()).toBeLessThan(Date.now());
    expect((await t.call('GET', '/api/auth/check-auth', { cookie })).status).toBe(401);
  });

  it('answers 200 with no session, also with an empty JSON body', async () => {
    const res = await t.call('POST', '/api/auth/logout', { headers: { 'content-type': 'application/json' }, payload: '' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.LOGGED_OUT);
  });
});

describe('PUT /api/auth/password', () => {
  it('needs a session', async () => {
    const res = await t.call('PUT', '/api/auth/password', { payload: { currentPassword: 'x', newPassword: 'whatever-long' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(messages.NOT_SIGNED_IN);
  });

  it('refuses a wrong current password with 400', async () => {
    const { email } = await t.createUser();
    const res = await t.call('PUT', '/api/auth/password', {
      cookie: await t.loginAs(email),
      payload: { currentPassword: 'wrong password', newPassword: 'a-new-password' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, params: {}, code: 'WRONG_CURRENT_PASSWORD', message: messages.WRONG_CURRENT_PASSWORD });
  });

  it('refuses a short new password with 400 naming the field', async () => {
    const { email } = await t.createUser();
    const res = await t.call('PUT', '/api/auth/password', {
      cookie: await t.loginAs(email),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'short' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'newPassword', message: messages.PASSWORD_TOO_SHORT }]);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { email } = await t.createUser();
    const here = await t.loginAs(email);
    const elsewhere = await t.loginAs(email);
    const res = await t.call('PUT', '/api/auth/password', {
      cookie: here,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-password' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: messages.PASSWORD_CHANGED });
    expect((await t.call('GET', '/api/auth/check-auth', { cookie: here })).status).toBe(200);
    expect((await t.call('GET', '/api/auth/check-auth', { cookie: elsewhere })).status).toBe(401);
    const oldLogin = await t.call('POST', '/api/auth/login', { payload: { email, password: TEST_PASSWORD } });
    expect(oldLogin.status).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { payload: { email, password: 'a-brand-new-password' } })).status).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin with 403', async () => {
    const res = await t.call('POST', '/api/auth/login', {
      headers: { origin: 'https://evil.example', host: 'shop.example.ae' },
      payload: { email: 'a@b.ae', password: 'whatever' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, params: {}, code: 'FOREIGN_ORIGIN', message: messages.FOREIGN_ORIGIN });
  });

  it('lets the same origin, and requests without Origin, through', async () => {
    const { email } = await t.createUser();
    const same = await t.call('POST', '/api/auth/login', {
      headers: { origin: 'http://shop.example.ae:3000', host: 'shop.example.ae:3000' },
      payload: { email, password: TEST_PASSWORD },
    });
    expect(same.status).toBe(200);
    const none = await t.call('POST', '/api/auth/login', { payload: { email, password: TEST_PASSWORD } });
    expect(none.status).toBe(200);
  });

  it('does not check reads', async () => {
    const res = await t.call('GET', '/api/health', { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
  });
});

describe('every response of this suite', () => {
  it('holds no password field and no password hash', () => {
    expect(t.sentBodies.length).toBeGreaterThan(20);
    expect(findSecrets(t.sentBodies)).toEqual([]);
  });
});
