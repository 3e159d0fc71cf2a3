import { describe, expect, it } from 'vitest';
import { messages } from '@store/contract';
import { TEST_PASSWORD } from '#server-test/test-app';
import { suiteTestApp } from '#server-test/suite';

// Login throttling (docs/store-rules.md#sessions-and-passwords, issue 15): failures only, forgotten on
// success; tight per (IP, e-mail), growing delays per e-mail, generous per IP.
// Small limits and a clock the tests move, so no test waits. This app sits
// behind a proxy (TRUST_PROXY), so the client address and the protocol come
// from X-Forwarded-* headers.

const WINDOW_MS = 15 * 60_000;
const MAX_DELAY_MS = 4_000;
let clock = 1_000_000;
const t = suiteTestApp({
  now: () => clock,
  env: {
    TRUST_PROXY: 'true',
    LOGIN_WINDOW_MINUTES: '15',
    LOGIN_PAIR_MAX_FAILURES: '3',
    LOGIN_IP_MAX_FAILURES: '10',
    LOGIN_EMAIL_FREE_FAILURES: '4',
    LOGIN_EMAIL_FIRST_DELAY_SECONDS: '1',
    LOGIN_EMAIL_MAX_DELAY_SECONDS: String(MAX_DELAY_MS / 1000),
    PASSWORD_USER_MAX_FAILURES: '3',
    REGISTER_IP_MAX_PER_HOUR: '3',
  },
});

const login = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/auth/login', { headers: { 'x-forwarded-for': ip, ...headers }, payload: { email, password } });
const tooManyLogins = { success: false, code: 'TOO_MANY_LOGINS', message: messages.TOO_MANY_LOGINS, params: {} };
const tooManyRequests = { success: false, code: 'TOO_MANY_REQUESTS', message: messages.TOO_MANY_REQUESTS, params: {} };

describe('login throttle', () => {
  it('lets 15 customers behind one address sign in, and successes never count', async () => {
    const customers = await Promise.all(Array.from({ length: 15 }, () => t.createUser()));
    for (const { email } of customers) expect((await login(email, TEST_PASSWORD, '10.0.1.1')).status).toBe(200);
    for (let i = 0; i < 12; i++) expect((await login(customers[0]?.email ?? '', TEST_PASSWORD, '10.0.1.1')).status).toBe(200);
  });

  it('refuses a (IP, e-mail) pair after 3 failures, even with the right password, until the window passes', async () => {
    const { email } = await t.createUser();
    for (let i = 0; i < 3; i++) expect((await login(email, 'wrong password', '10.0.2.1')).status).toBe(401);
    const res = await login(email, TEST_PASSWORD, '10.0.2.1');
    expect(res.status).toBe(429);
    expect(res.body).toEqual(tooManyLogins);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // The owner elsewhere is not refused; the pair is again once the window has passed.
    expect((await login(email, TEST_PASSWORD, '10.0.2.2')).status).toBe(200);
    clock += WINDOW_MS;
    expect((await login(email, TEST_PASSWORD, '10.0.2.1')).status).toBe(200);
  });

  it('forgets the failures of a pair when it succeeds', async () => {
    const { email } = await t.createUser();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++) expect((await login(email, 'wrong password', '10.0.3.1')).status).toBe(401);
      expect((await login(email, TEST_PASSWORD, '10.0.3.1')).status).toBe(200);
    }
  });

  it("does not lock the admin out for longer than the delay when a stranger sprays wrong passwords from many addresses", async () => {
    const admin = await t.createUser({ role: 'admin' });
    const answers = [];
    for (let i = 0; i < 40; i++) {
      answers.push(await login(admin.email, `guess ${i}`, `10.0.4.${i}`));
      clock += 500;
    }
    const refused = answers.filter((r) => r.status === 429);
    expect(answers.filter((r) => r.status === 401).length + refused.length).toBe(40);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.map((r) => r.body)).toEqual(refused.map(() => tooManyLogins));
    expect(Math.max(...refused.map((r) => Number(r.headers['retry-after'])))).toBeLessThanOrEqual(MAX_DELAY_MS / 1000);
    // Within the delay even the owner waits; after it (never more than the cap), the right password works.
    expect((await login(admin.email, TEST_PASSWORD, '10.0.4.200')).status).toBe(429);
    clock += MAX_DELAY_MS;
    expect((await login(admin.email, TEST_PASSWORD, '10.0.4.200')).status).toBe(200);
    // And the success forgot the stranger's failures.
    expect((await login(admin.email, 'one typo', '10.0.4.201')).status).toBe(401);
    expect((await login(admin.email, TEST_PASSWORD, '10.0.4.201')).status).toBe(200);
  });

  it('lets a browser that signed in before through a stranger’s delay, counting its own failures apart (issue 26 item 9)', async () => {
    const owner = await t.createUser({ role: 'admin' });
    const first = await login(owner.email, TEST_PASSWORD, '10.0.7.1');
    const device = first.cookies.find((c) => c.name === 'device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const known = { cookie: `device=${device?.value ?? ''}` };
    // A stranger sends wrong passwords from addresses of their own until the e-mail must wait.
    let refusedStranger = false;
    for (let i = 0; i < 12 && !refusedStranger; i++) refusedStranger = (await login(owner.email, `guess ${i}`, `10.0.7.${10 + i}`)).status === 429;
    expect(refusedStranger).toBe(true);
    // Anyone without the cookie waits, the owner at another browser too; the owner's known browser signs in.
    expect((await login(owner.email, TEST_PASSWORD, '10.0.7.1')).status).toBe(429);
    const back = await login(owner.email, TEST_PASSWORD, '10.0.7.1', known);
    expect(back.status).toBe(200);
    expect(back.cookies.find((c) => c.name === 'sid')?.value).toBeTruthy();
    // The owner's success did not forgive the stranger.
    expect((await login(owner.email, TEST_PASSWORD, '10.0.7.99')).status).toBe(429);
    // A cookie made for another e-mail, or altered, is no known browser.
    const other = await t.createUser();
    const otherDevice = (await login(other.email, TEST_PASSWORD, '10.0.7.2')).cookies.find((c) => c.name === 'device')?.value ?? '';
    expect((await login(owner.email, TEST_PASSWORD, '10.0.7.2', { cookie: `device=${otherDevice}` })).status).toBe(429);
    expect((await login(owner.email, TEST_PASSWORD, '10.0.7.1', { cookie: `device=${(device?.value ?? '').slice(0, -2)}xx` })).status).toBe(429);
    // The known browser's own wrong passwords run up its own delay, not the stranger's.
    const fresh = (await login(owner.email, TEST_PASSWORD, '10.0.7.3', known)).cookies.find((c) => c.name === 'device')?.value ?? '';
    const mine = { cookie: `device=${fresh}` };
    const own = [];
    for (let i = 0; i < 6; i++) own.push((await login(owner.email, `typo ${i}`, `10.0.7.${40 + i}`, mine)).status);
    expect(own.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(own).toContain(429);
  });

  it('refuses one address after 10 failures over any e-mails, and only that address', async () => {
    for (let i = 1; i <= 10; i++) expect((await login(`nobody${i}@example.ae`, 'whatever', '10.0.5.1')).status).toBe(401);
    const { email } = await t.createUser();
    const res = await login(email, TEST_PASSWORD, '10.0.5.1');
    expect(res.status).toBe(429);
    expect(res.body).toEqual(tooManyLogins);
    expect((await login(email, TEST_PASSWORD, '10.0.5.2')).status).toBe(200);
  });
});

const register = (tag: string, ip: string) =>
  t.call('POST', '/api/auth/register', {
    headers: { 'x-forwarded-for': ip },
    payload: { name: `Amira ${tag}`, email: `amira.${tag}.throttle@example.ae`, phone: '050 123 4567', password: 'a good password' },
  });

describe('registration throttle', () => {
  it('refuses a 4th registration from one address within the hour, not from another', async () => {
    for (const tag of ['a', 'b', 'c']) expect((await register(tag, '10.0.6.1')).status).toBe(201);
    const res = await register('d', '10.0.6.1');
    expect(res.status).toBe(429);
    expect(res.body).toEqual(tooManyRequests);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register('e', '10.0.6.2')).status).toBe(201);
  });
});

const change = (cookie: string, currentPassword: string) =>
  t.call('PUT', '/api/auth/password', { cookie, payload: { currentPassword, newPassword: 'a brand new password' } });

describe('password change throttle', () => {
  it('refuses a user after 3 wrong current passwords, even the right one, and leaves other users alone', async () => {
    const { email } = await t.createUser();
    const cookie = await t.loginAs(email);
    for (let i = 0; i < 3; i++) expect((await change(cookie, 'wrong password')).status).toBe(400);
    const res = await change(cookie, TEST_PASSWORD);
    expect(res.status).toBe(429);
    expect(res.body).toEqual(tooManyRequests);

    const other = await t.createUser();
    expect((await change(await t.loginAs(other.email), TEST_PASSWORD)).status).toBe(200);
    clock += WINDOW_MS;
    expect((await change(cookie, TEST_PASSWORD)).status).toBe(200);
  });

  it('forgets wrong current passwords after a change succeeds', async () => {
    const { email } = await t.createUser();
    const cookie = await t.loginAs(email);
    for (let i = 0; i < 2; i++) expect((await change(cookie, 'wrong password')).status).toBe(400);
    expect((await change(cookie, TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await change(cookie, 'wrong password')).status).toBe(400);
    expect((await change(cookie, 'a brand new password')).status).toBe(200);
  });
});

describe('behind an HTTPS proxy', () => {
  it('marks the session cookie Secure', async () => {
    const { email } = await t.createUser();
    const res = await login(email, TEST_PASSWORD, '10.0.5.1', { 'x-forwarded-proto': 'https' });
    expect(res.status).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sid')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });

  it('checks Origin against the forwarded protocol and host', async () => {
    const { email } = await t.createUser();
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.ae' };
    const same = await login(email, TEST_PASSWORD, '10.0.6.1', { ...headers, origin: 'https://shop.example.ae' });
    expect(same.status).toBe(200);
    const downgraded = await login(email, TEST_PASSWORD, '10.0.6.2', { ...headers, origin: 'http://shop.example.ae' });
    expect(downgraded.status).toBe(403);
    expect(downgraded.body.message).toBe(messages.FOREIGN_ORIGIN);
  });
});
