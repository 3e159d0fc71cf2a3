import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@store/contract';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';

// Login is rate limited per IP and per e-mail (DESIGN.md section 4). This app
// allows 3 attempts a window and sits behind a proxy (TRUST_PROXY), so the
// client address and the protocol come from X-Forwarded-* headers.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_MINUTES: '15', TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/auth/login', { headers: { 'x-forwarded-for': ip, ...headers }, payload: { email, password } });

describe('login throttle', () => {
  it('refuses the 4th attempt on one e-mail with 429, even with the right password and from new addresses', async () => {
    const { email } = await t.createUser();
    for (let i = 1; i <= 3; i++) {
      expect((await login(email, 'wrong password', `10.0.1.${i}`)).status).toBe(401);
    }
    const res = await login(email, TEST_PASSWORD, '10.0.1.99');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, code: 'TOO_MANY_LOGINS', message: messages.TOO_MANY_LOGINS });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('refuses the 4th attempt from one address with 429, whatever the e-mail', async () => {
    for (let i = 1; i <= 3; i++) {
      expect((await login(`nobody${i}@example.ae`, 'whatever', '10.0.2.1')).status).toBe(401);
    }
    const { email } = await t.createUser();
    const res = await login(email, TEST_PASSWORD, '10.0.2.1');
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(messages.TOO_MANY_LOGINS);
  });

  it('counts successful attempts too', async () => {
    const { email } = await t.createUser();
    for (let i = 1; i <= 3; i++) expect((await login(email, TEST_PASSWORD, '10.0.3.1')).status).toBe(200);
    expect((await login(email, TEST_PASSWORD, '10.0.3.1')).status).toBe(429);
  });

  it('leaves other people alone', async () => {
    const { email } = await t.createUser();
    expect((await login(email, TEST_PASSWORD, '10.0.4.1')).status).toBe(200);
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
