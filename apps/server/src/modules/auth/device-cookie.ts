// A browser that has signed in to an account before (issue 26 item 9, OWASP's
// "device cookies"): after a successful login the browser gets a signed,
// HttpOnly cookie naming the account's e-mail and a random id. A login for
// that e-mail from that browser skips the per-e-mail delay a stranger's wrong
// passwords ran up, and counts its own failures apart (login-throttle.ts), so
// an attacker sending a wrong password every few minutes no longer keeps the
// owner out. Everyone else, the attacker included, keeps the delay.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'device';
/** A year: the browser stays known while it keeps signing in. */
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** Its own purpose tag on the store's signing key: no other signature can stand for it. */
const PURPOSE = 'login-device';
const ID = /^[A-Za-z0-9_-]{22}$/;

export interface DeviceCookies {
  /** A new cookie value for this e-mail: `<id>.<mac>`. */
  issue(email: string): Promise<string>;
  /** The device id when the cookie is genuine and was issued for this e-mail; null otherwise. */
  deviceFor(value: string | undefined, email: string): Promise<string | null>;
}

export function createDeviceCookies(getKey: () => Promise<string>): DeviceCookies {
  const mac = async (id: string, email: string) =>
    createHmac('sha256', await getKey()).update(`${PURPOSE}:${email.trim().toLowerCase()}:${id}`).digest('base64url');
  return {
    async issue(email) {
      const id = randomBytes(16).toString('base64url');
      return `${id}.${await mac(id, email)}`;
    },
    async deviceFor(value, email) {
      const [id, given, extra] = (value ?? '').split('.');
      if (!id || !given || extra !== undefined || !ID.test(id)) return null;
      const expected = Buffer.from(await mac(id, email));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
    },
  };
}
