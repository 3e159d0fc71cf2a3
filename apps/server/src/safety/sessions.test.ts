import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@store/contract';
import { sessions } from '../db/schema';
import { TEST_PASSWORD, type CallResult } from '#server-test/test-app';
import { suiteTestApp } from '#server-test/suite';

// Safety suite (issue #6 item 4), sessions and login throttling, for what
// modules/auth/*.test.ts does not already cover: a token planted before login
// (session fixation), every kind of authenticated call after logout, and a
// burst of logins sent at once rather than one after another.

const PAIR_MAX = 3;
const EMAIL_FREE = 5;
const IP_MAX = 8;
const FIRST_DELAY_MS = 1_000;
/** The throttles' clock: it stands still unless a test moves it, so a burst is all "at once". */
let clock = 1_000_000;

const t = suiteTestApp({
  now: () => clock,
  env: {
    LOGIN_WINDOW_MINUTES: '15',
    LOGIN_PAIR_MAX_FAILURES: String(PAIR_MAX),
    LOGIN_EMAIL_FREE_FAILURES: String(EMAIL_FREE),
    LOGIN_EMAIL_FIRST_DELAY_SECONDS: String(FIRST_DELAY_MS / 1000),
    LOGIN_IP_MAX_FAILURES: String(IP_MAX),
  },
});

const sidOf = (res: CallResult) => res.cookies.find((c) => c.name === 'sid')?.value;
/** Each login from an address of its own, so only the per-e-mail limit applies unless a test says otherwise. */
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.77.${Math.floor(address / 250)}.${address % 250}`;
};
const login = (email: string, password: string, cookie?: string, remoteAddress = nextAddress()) =>
  t.call('POST', '/api/auth/login', { payload: { email, password }, remoteAddress, ...(cookie ? { cookie } : {}) });
/** The `cookie` header of a fresh session (t.loginAs would count against one address's limit). */
async function signIn(email: string): Promise<string> {
  const res = await login(email, TEST_PASSWORD);
  const sid = sidOf(res);
  if (res.status !== 200 || !sid) throw new Error(`login failed: ${res.status} ${res.raw}`);
  return `sid=${sid}`;
}

/** Authenticated calls of each kind: a read, a write of one's own record, a cart call and an order. */
function signedInCalls(userId: string) {
  return [
    ['GET', `/api/auth/${userId}`, undefined],
    ['GET', `/api/shop/cart/${userId}`, undefined],
    ['GET', `/api/shop/order/user-orders/${userId}`, undefined],
    ['PUT', `/api/auth/profile/${userId}`, { name: 'Someone Else', email: 'someone.else@example.ae', phone: '050 111 2222' }],
    ['PUT', '/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: 'a new password here' }],
  ] as const;
}

describe('a session token presented before login (session fixation)', () => {
  it('is not the token set by the login, and is worth nothing after it', async () => {
    const { user, email } = await t.createUser();
    // A well-formed token an attacker chose and planted in the victim's browser.
    const planted = randomBytes(32).toString('base64url');
    const res = await login(email, TEST_PASSWORD, `sid=${planted}`);
    expect(res.status).toBe(200);
    const issued = sidOf(res);
    expect(issued).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued).not.toBe(planted);

    for (const [method, url, payload] of signedInCalls(user._id)) {
      const withPlanted = await t.call(method, url, { cookie: `sid=${planted}`, ...(payload ? { payload } : {}) });
      expect(withPlanted.status, `${method} ${url}`).toBe(401);
      expect(withPlanted.body).toEqual({ success: false, params: {}, code: 'NOT_SIGNED_IN', message: messages.NOT_SIGNED_IN });
    }
    expect((await t.call('GET', '/api/auth/check-auth', { cookie: `sid=${issued}` })).status).toBe(200);
  });

  it('a real session of someone else, sent along with a login, ends and is not reused', async () => {
    const other = await t.createUser();
    const otherCookie = await signIn(other.email);
    const { email } = await t.createUser();
    const res = await login(email, TEST_PASSWORD, otherCookie);
    expect(res.status).toBe(200);
    expect(`sid=${sidOf(res)}`).not.toBe(otherCookie);
    expect((await t.call('GET', `/api/auth/${other.user._id}`, { cookie: otherCookie })).status).toBe(401);
  });
});

describe('a logged-out token', () => {
  it('gets 401 on every kind of authenticated call, and its row is gone', async () => {
    const { user, email } = await t.createUser();
    const cookie = await signIn(email);
    expect((await t.call('GET', `/api/auth/${user._id}`, { cookie })).status).toBe(200);
    expect((await t.call('POST', '/api/auth/logout', { cookie })).status).toBe(200);

    for (const [method, url, payload] of signedInCalls(user._id)) {
      const res = await t.call(method, url, { cookie, ...(payload ? { payload } : {}) });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body).toEqual({ success: false, params: {}, code: 'NOT_SIGNED_IN', message: messages.NOT_SIGNED_IN });
    }
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user._id));
    expect(rows).toEqual([]);
    // The profile and password writes above did not happen.
    const again = await signIn(email);
    const me = await t.call('GET', `/api/auth/${user._id}`, { cookie: again });
    expect(me.body.data).toMatchObject({ email, name: user.name });
  });
});

describe('a burst of logins sent at once', () => {
  const tooManyLogins = { success: false, code: 'TOO_MANY_LOGINS', message: messages.TOO_MANY_LOGINS, params: {} };

  it(`lets exactly ${EMAIL_FREE} wrong passwords for one e-mail from many addresses through, refuses the rest with 429, then lets the owner in after the delay`, async () => {
    const { user, email } = await t.createUser();
    const burst = await Promise.all(Array.from({ length: 30 }, () => login(email, 'not the password')));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(EMAIL_FREE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - EMAIL_FREE);
    for (const res of burst.filter((r) => r.status === 429)) {
      expect(res.body).toEqual(tooManyLogins);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }

    // Within the delay even the right password waits, and no session is made.
    const early = await login(email, TEST_PASSWORD);
    expect(early.status).toBe(429);
    expect(early.body).toEqual(tooManyLogins);
    expect(sidOf(early)).toBeUndefined();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user._id))).toEqual([]);
    // The owner is not locked out: after the delay the right password works.
    clock += FIRST_DELAY_MS;
    expect((await login(email, TEST_PASSWORD)).status).toBe(200);
  });

  it(`lets exactly ${PAIR_MAX} wrong passwords from one address for one e-mail through`, async () => {
    const { email } = await t.createUser();
    const ip = '10.79.0.1';
    const burst = await Promise.all(Array.from({ length: 20 }, () => login(email, 'not the password', undefined, ip)));
    expect(burst.filter((r) => r.status === 401)).toHaveLength(PAIR_MAX);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(20 - PAIR_MAX);
    const right = await login(email, TEST_PASSWORD, undefined, ip);
    expect(right.status).toBe(429);
    expect(right.body).toEqual(tooManyLogins);
  });

  it(`lets exactly ${IP_MAX} wrong passwords from one address through, across many e-mails`, async () => {
    const accounts = await Promise.all(Array.from({ length: 4 }, () => t.createUser()));
    const ip = '10.78.0.1';
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(accounts[i % accounts.length]?.email ?? '', 'not the password', undefined, ip)),
    );
    expect(burst.filter((r) => r.status === 401)).toHaveLength(IP_MAX);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(30 - IP_MAX);
    const right = await login(accounts[0]?.email ?? '', TEST_PASSWORD, undefined, ip);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(messages.TOO_MANY_LOGINS);
  });

  it('never counts right passwords from one address, however many, in bursts as large as the IP limit', async () => {
    const accounts = await Promise.all(Array.from({ length: 3 * IP_MAX }, () => t.createUser()));
    for (let batch = 0; batch < 3; batch++) {
      const some = accounts.slice(batch * IP_MAX, (batch + 1) * IP_MAX);
      const burst = await Promise.all(some.map(({ email }) => login(email, TEST_PASSWORD, undefined, '10.80.0.1')));
      expect(burst.map((r) => r.status)).toEqual(some.map(() => 200));
    }
  });
});
