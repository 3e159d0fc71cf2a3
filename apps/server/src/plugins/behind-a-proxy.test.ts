import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server-test/test-app';

// Issue 15 item 8: `TRUST_PROXY=true` trusted every hop, so a spoofed
// X-Forwarded-For walked past every per-IP limit; and the session cookie had
// no `Secure` when PUBLIC_ORIGIN was https but the proxy's header was not trusted.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Three failures per IP allowed; pairs and e-mails generous, so only the per-IP limit can answer 429. */
const LOW_IP_LIMIT = { LOGIN_IP_MAX_FAILURES: '3' };

/** A wrong password for a new e-mail each time, so only the per-IP count grows. */
async function failedLogins(count: number, from: { remoteAddress: string; forwardedFor: (i: number) => string }) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await t!.call('POST', '/api/auth/login', {
      remoteAddress: from.remoteAddress,
      headers: { 'x-forwarded-for': from.forwardedFor(i) },
      payload: { email: `nobody-${i}@example.ae`, password: 'wrong password' },
    });
    statuses.push(res.status);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('behind one load balancer (TRUST_PROXY=true, one hop), a client cannot pick its address by sending X-Forwarded-For', async () => {
    t = await createTestApp({ env: { ...LOW_IP_LIMIT, TRUST_PROXY: 'true' } });
    // The client writes any address it likes; the load balancer (10.0.0.2) appends the one it saw.
    const statuses = await failedLogins(5, { remoteAddress: '10.0.0.2', forwardedFor: (i) => `198.51.100.${i + 1}, 203.0.113.7` });
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('trusts only the listed proxies: a spoofed header from anyone else does not change the address', async () => {
    t = await createTestApp({ env: { ...LOW_IP_LIMIT, TRUST_PROXY: '10.0.0.0/24' } });
    const direct = await failedLogins(4, { remoteAddress: '203.0.113.9', forwardedFor: (i) => `198.51.100.${i + 1}` });
    expect(direct).toEqual([401, 401, 401, 429]);
    // Through the listed proxy, each client is counted on its own.
    const proxied = await failedLogins(4, { remoteAddress: '10.0.0.5', forwardedFor: (i) => `192.0.2.${i + 1}` });
    expect(proxied).toEqual([401, 401, 401, 401]);
  });

  it('trusts no header at all by default', async () => {
    t = await createTestApp({ env: LOW_IP_LIMIT });
    const statuses = await failedLogins(4, { remoteAddress: '203.0.113.10', forwardedFor: (i) => `198.51.100.${i + 1}` });
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

/** The sid cookie a fresh customer's login sets. */
async function sessionCookie() {
  const user = await t!.createUser();
  const res = await t!.call('POST', '/api/auth/login', { payload: { email: user.email, password: user.password } });
  expect(res.status).toBe(200);
  return res.cookies.find((c) => c.name === 'sid');
}

describe('the session cookie', () => {
  it('is Secure when PUBLIC_ORIGIN is https, even though the request reached the store over plain HTTP', async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://shop.example.ae' } });
    const sid = await sessionCookie();
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
  });

  it('is not Secure on a plain-HTTP store without PUBLIC_ORIGIN (npm start on a laptop)', async () => {
    t = await createTestApp();
    const sid = await sessionCookie();
    expect(sid?.secure).toBeUndefined();
  });
});
