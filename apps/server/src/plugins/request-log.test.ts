import { describe, expect, it } from 'vitest';
import { redactUrl } from '../lib/request-log';
import { suiteTestApp } from '#server-test/suite';

// Issue 26 item 3: every click on an order e-mail's link wrote its tracking
// token to the request log, and the token opened the order. The log keeps
// each request's address with every secret query value redacted.

const lines: string[] = [];

const t = suiteTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(line) } });

const SECRETS = ['0d7c5c1e-7a38-4bd6-9e57-2d6a2f7a1c11.hmacSIGNATURE', 'hunter2-pass', 'ABC123CODE', 'resetTOKEN42', 'k3y-value'];

describe('the request log', () => {
  it('keeps the address of a tracking link, a reset link and the like, without their secret values', async () => {
    const urls = [
      `/shop/track?token=${encodeURIComponent(SECRETS[0]!)}`,
      `/api/shop/products/get?page=2&password=${SECRETS[1]}&sortBy=price`,
      `/auth/reset-password?Code=${SECRETS[2]}`,
      `/shop/stock-alerts/unsubscribe?lang=ar&access_token=${SECRETS[3]}`,
      `/api/health?api-key=${SECRETS[4]}`,
    ];
    for (const url of urls) await t.app.inject({ method: 'GET', url });
    const logged = lines.map((line) => JSON.parse(line) as { req?: { url?: string } }).flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
    expect(logged).toEqual(
      expect.arrayContaining([
        '/shop/track?token=[redacted]',
        '/api/shop/products/get?page=2&password=[redacted]&sortBy=price',
        '/auth/reset-password?Code=[redacted]',
        '/shop/stock-alerts/unsubscribe?lang=ar&access_token=[redacted]',
        '/api/health?api-key=[redacted]',
      ]),
    );
    const all = lines.join('\n');
    for (const secret of SECRETS) expect(all).not.toContain(secret.slice(-10));
  });
});

describe('redactUrl', () => {
  it('leaves an address without secrets as it was written', () => {
    expect(redactUrl('/shop/listing?category=Gaming%20PCs&page=2&sortBy=price')).toBe('/shop/listing?category=Gaming%20PCs&page=2&sortBy=price');
    expect(redactUrl('/shop/home')).toBe('/shop/home');
    expect(redactUrl('/shop/search?q=token')).toBe('/shop/search?q=token');
  });

  it('redacts every secret value, whatever the spelling of its name, and keeps a name without a value', () => {
    expect(redactUrl('/x?token=a&token=b&TOKEN=c&%74oken=d&otp=1&sig=2&secret=3&session_id=4')).toBe(
      '/x?token=[redacted]&token=[redacted]&TOKEN=[redacted]&%74oken=[redacted]&otp=[redacted]&sig=[redacted]&secret=[redacted]&session_id=[redacted]',
    );
    expect(redactUrl('/x?token&a=%E0%A4%A')).toBe('/x?token&a=%E0%A4%A');
    expect(redactUrl('/x?new_password=p&currentPassword=q#frag')).toBe('/x?new_password=[redacted]&currentPassword=[redacted]#frag');
  });
});
