import * as fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { isErrorCode } from '@store/contract';
import type { Db } from '#server/db/client';

// Generators of hostile input for the safety suite (issue #6, "Safety suite"):
// wrong types, huge strings, unknown fields, injection strings, NUL bytes and
// odd Unicode, negative, huge and NaN-ish numbers, malformed ids, malformed
// JSON and wrong content types; and a fingerprint of every table, to prove a
// refused request changed nothing.

/** Strings that have broken other servers: SQL, HTML, template and path injection, odd encodings. */
export const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "1; SELECT pg_sleep(5)",
  "admin'--",
  "') OR 1=1 --",
  '" OR ""="',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '{"$gt":""}',
  '$where',
  '\u0000',
  'nul\u0000byte',
  '\ud800',
  'lone \udfff surrogate',
  '\u202eevil',
  '\u200b',
  '\ufeff',
  'ｆｕｌｌｗｉｄｔｈ',
  'Ω≈ç√∫˜µ≤≥÷',
  'مرحبا بالعالم',
  '🙂👍🏽👨‍👩‍👧',
  'e\u0301\u0301\u0301',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0x1F',
  '  42  ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  ' ',
  '\t\r\n',
  '',
] as const;

/** Numbers no field of the store accepts as they are (and some it may, for contrast). */
export const ODD_NUMBERS = [
  -1,
  -0.5,
  0,
  -0,
  0.001,
  1.5,
  123.456,
  2 ** 31,
  2 ** 53 + 2,
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
] as const;

/** 100 kB and more of one character (building it is far cheaper than generating it). */
export const hugeString = fc
  .tuple(fc.constantFrom('x', 'é', '😀', '\u0000', "'", '<', '%'), fc.integer({ min: 100_000, max: 160_000 }))
  .map(([char, length]) => char.repeat(Math.ceil(length / char.length)));

export const injection = fc.constantFrom(...INJECTIONS);
export const oddNumber = fc.oneof(fc.constantFrom(...ODD_NUMBERS), fc.integer(), fc.double());
export const oddUnicode = fc.string({ unit: 'binary', maxLength: 40 });

/** Ids that are not ids, and well-formed ids that name nothing. */
export const malformedId = fc.oneof(
  injection,
  fc.uuid().map((id) => `${id}x`),
  fc.uuid().map((id) => id.slice(1)),
  fc.uuid().map((id) => id.replaceAll('-', '')),
  fc.uuid().map((id) => `${id},${id}`),
  fc.uuid({ version: 4 }),
  fc.constantFrom('0', '1', '-1', '00000000-0000-0000-0000-000000000000', 'not-an-id', '{}', '[object Object]'),
  fc.string({ maxLength: 60 }),
  hugeString,
);

/** Any value of the wrong kind for a field, small or enormous. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: injection },
  { weight: 2, arbitrary: oddNumber },
  { weight: 2, arbitrary: oddUnicode },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: malformedId },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }, [1, 2, 3]) },
  { weight: 1, arbitrary: fc.array(fc.oneof(injection, oddNumber), { maxLength: 3 }) },
);

/** Keys no schema knows, including the prototype-pollution classics. */
const unknownKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'role', '_id', 'id', 'createdAt', '$where', 'toString', ''),
  fc.string({ maxLength: 20 }),
);
export const unknownFields = fc.dictionary(unknownKey, badValue, { maxKeys: 3 });

/** Marker for a key left out of a generated object. */
const MISSING = Symbol('missing');

/** The template, with parts replaced by bad values, dropped, or buried under unknown fields. */
export function mutated(template: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (Array.isArray(template) && depth < 3) {
    const element = template[0];
    return fc.oneof(
      { weight: 3, arbitrary: fc.tuple(...template.map((t) => mutated(t, depth + 1))) },
      { weight: 1, arbitrary: element === undefined ? fc.constant([]) : fc.array(mutated(element, depth + 1), { maxLength: 4 }) },
      { weight: 1, arbitrary: badValue },
    );
  }
  if (template !== null && typeof template === 'object' && depth < 3) {
    const entries = Object.entries(template);
    const fields = fc.tuple(
      ...entries.map(([, value]) =>
        fc.oneof(
          { weight: 2, arbitrary: fc.constant(value) },
          { weight: 3, arbitrary: mutated(value, depth + 1) },
          { weight: 1, arbitrary: fc.constant(MISSING) },
        ),
      ),
    );
    const object = fc.tuple(fields, unknownFields).map(([values, extra]) => {
      const out: Record<string, unknown> = {};
      entries.forEach(([key], i) => {
        if (values[i] !== MISSING) out[key] = values[i];
      });
      // defineProperty: an own `__proto__` key, as JSON.parse would make it, not a new prototype.
      for (const [key, value] of Object.entries(extra)) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
      return out;
    });
    return fc.oneof({ weight: 5, arbitrary: object }, { weight: 1, arbitrary: badValue });
  }
  return fc.oneof({ weight: 1, arbitrary: fc.constant(template) }, { weight: 3, arbitrary: badValue });
}

/** True when JSON.parse of this value's JSON meets a key that Fastify's JSON parser refuses. */
export function hasPoisonedKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasPoisonedKey);
  if (value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key === '__proto__') return true;
    if (key === 'constructor' && inner !== null && typeof inner === 'object' && Object.hasOwn(inner, 'prototype')) return true;
    if (hasPoisonedKey(inner)) return true;
  }
  return false;
}

/** Bodies that are not JSON, sent as JSON. */
export const malformedJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'undefined',
    "{'single':1}",
    '{"a":1}}',
    '{"a":1,}',
    'NaN',
    '\u0000',
    '{"a":"\u0000',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '\ufeff{"a":1',
  ),
  fc
    .string({ maxLength: 30 })
    .map((s) => `{${s}`)
    .filter((text) => !parsesAsJson(text)),
);

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Content types no JSON route takes, and odd spellings of the one it does. */
export const wrongContentType = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=xyz',
  'image/png',
  'application/octet-stream',
  'application/jsonx',
  'json',
  'text/html; charset=utf-8',
);

/** `encodeURIComponent` that survives lone surrogates (their UTF-8 bytes as a client might send them). */
export function encodeAny(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split('')
      .map((c) => {
        try {
          return encodeURIComponent(c);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

/**
 * A path segment: an encoded bad value or a raw, broken percent-encoding. Not
 * empty, no `.` or `..`: those make the path another route's (app.inject
 * resolves dots as a browser would: `/api/auth/.` is `/api/auth/`), so they
 * belong to the unclaimed-paths test.
 */
export const pathSegment = fc.oneof(
  { weight: 6, arbitrary: malformedId.map((v) => encodeAny(v)).filter((v) => v !== '' && !/^(\.|%2e){1,2}$/i.test(v)) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%ff%fe', 'a%2Fb', '...') },
);
export const dotSegment = fc.constantFrom('.', '..', '%2e%2e', '%2E', '.%2e');

/** A query string made of the route's own keys and unknown ones, with bad values, repeats and broken encodings. */
export function hostileQuery(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...(keys.length ? keys : ['q'])) }, { weight: 1, arbitrary: unknownKey.map(encodeAny) });
  const value = fc.oneof(
    { weight: 5, arbitrary: badValue.map((v) => encodeAny(typeof v === 'string' ? v : JSON.stringify(v) ?? 'undefined')) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '=', '&', '[]', '1&1') },
  );
  const pair = fc.oneof({ weight: 6, arbitrary: fc.tuple(key, value).map(([k, v]) => `${k}=${v}`) }, { weight: 1, arbitrary: key.map((k) => `${k}[]=1&${k}[a]=2`) });
  return fc.array(pair, { minLength: 1, maxLength: 5 }).map((pairs) => pairs.join('&'));
}

/** Table names of the store's schema. */
export async function tableNames(db: Db): Promise<string[]> {
  const result = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return result.rows.map((r) => r.name);
}

/**
 * One fingerprint per table: the row count and an MD5 of every row's text,
 * in a fixed order, in one round trip. Equal fingerprints: nothing was
 * inserted, updated or deleted.
 */
export async function snapshotTables(db: Db, tables: readonly string[]): Promise<Record<string, string>> {
  const parts = tables.map(
    (name) =>
      `select '${name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(r::text, E'\\n' order by r::text)), '') as digest from "${name}" r`,
  );
  const result = await db.execute<{ name: string; digest: string }>(sql.raw(parts.join(' union all ')));
  return Object.fromEntries(result.rows.map((r) => [r.name, r.digest]));
}

/** What is wrong with an error answer, or null when it is a clean JSON error with a known code and a message. */
export function errorBodyProblem(status: number, contentType: unknown, raw: string): string | null {
  if (status >= 500) return `status ${status}`;
  if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) return `content-type ${String(contentType)}`;
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return 'body is not JSON';
  }
  const { success, code, message } = (body ?? {}) as { success?: unknown; code?: unknown; message?: unknown };
  if (success !== false) return 'success is not false';
  // docs/store-rules.md#error-body: clients branch on the code, so every refusal carries one of the contract's.
  if (!isErrorCode(code)) return `code ${JSON.stringify(code)} is not one of the contract's`;
  if (typeof message !== 'string' || message.trim() === '') return 'no message';
  if (/\bstack\b"?\s*:/.test(raw) || /\n\s+at .+:\d+:\d+/.test(raw) || raw.includes('node_modules') || raw.includes('/src/')) {
    return 'stack trace or source path in the body';
  }
  return null;
}
