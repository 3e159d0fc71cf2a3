import { isIP } from 'node:net';
import { z } from 'zod';
import { hasAtMostTwoDecimals } from '@store/contract';

// The parsers of config.ts's settings that are more than a zod one-liner:
// booleans and limits as environment strings, TRUST_PROXY, ALLOWED_HOSTS and
// the Redis key prefix.

export const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

/** A count limit: at least 1, with room for tests and the bench that send everything from one address. */
export const limit = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

export const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** An amount in AED with at most two decimals, 0 to 10,000 (a fee). */
export const aedAmount = (fallback: number) =>
  z.coerce
    .number({ message: 'must be an amount in AED' })
    .min(0, { message: 'must not be negative' })
    .max(10_000)
    .refine(hasAtMostTwoDecimals, { message: 'must have at most 2 decimals' })
    .default(fallback);

/** A comma-separated list of e-mail addresses, lower-cased and without repeats; empty: none. */
export const emailList = () =>
  z
    .string()
    .optional()
    .transform((v) => [...new Set((v ?? '').split(',').map((a) => a.trim().toLowerCase()).filter((a) => a !== ''))])
    .pipe(z.array(z.email({ message: 'must be e-mail addresses separated by commas' })).max(20));

/** Seconds of a server timeout (docs/decisions/015). */
export const seconds = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/** proxy-addr's names for whole ranges, which Fastify's trustProxy accepts beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `10.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8`, or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may set X-Forwarded-For/-Proto/-Host (docs/decisions/015): nobody
 * (`false`, `0`, unset), a number of proxy hops in front of the store (`1`: the
 * load balancer; `true` means 1 as well, never "every hop"), or a comma-separated
 * list of proxy addresses and CIDR ranges.
 */
export const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const v = (value ?? '').trim().toLowerCase();
    if (v === '' || v === 'false' || v === 'no' || v === '0') return false;
    if (v === 'true' || v === 'yes') return 1;
    if (/^\d+$/.test(v) && Number(v) <= 10) return Number(v);
    const entries = v.split(',').map((entry) => entry.trim()).filter(Boolean);
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, a number of proxy hops (1 to 10), or a comma-separated list of proxy addresses or CIDR ranges',
    });
    return z.NEVER;
  });

/** Host names (no port) the store may put into an absolute URL when PUBLIC_ORIGIN is unset. */
export const hostList = z
  .string()
  .optional()
  .transform((value, ctx): string[] => {
    const entries = (value ?? 'localhost,127.0.0.1').split(',').map((h) => h.trim().toLowerCase().replace(/^\[|\]$/g, '')).filter(Boolean);
    if (entries.every((h) => isIP(h) !== 0 || /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(h))) return entries;
    ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of host names without ports, e.g. localhost,127.0.0.1' });
    return z.NEVER;
  });

/** `Falcon` → `falcon:`: one store's keys apart from another's on a shared Redis. */
export function defaultRedisPrefix(storeName: string): string {
  const slug = storeName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `${slug || 'store'}:`;
}

/** STORE_TRN: a UAE Tax Registration Number, 15 digits (spaces and dashes dropped); empty: none. */
export const taxRegistrationNumber = z.preprocess(
  (v) => (typeof v === 'string' ? emptyToUndefined(v.replace(/[\s-]/g, '')) : v),
  z.string().regex(/^\d{15}$/, { message: 'must be the 15 digits of a UAE Tax Registration Number' }).optional(),
);
