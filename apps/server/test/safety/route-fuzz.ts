import * as fc from 'fast-check';
import type { z } from 'zod';
import type { AppInstance } from '#server/app';
import type { Db } from '#server/db/client';
import { createSession } from '#server/modules/auth/session.service';
import {
  encodeAny,
  errorBodyProblem,
  hasPoisonedKey,
  hostileQuery,
  injection,
  malformedJson,
  mutated,
  pathSegment,
  snapshotTables,
  wrongContentType,
} from './hostile-input';

// The property of the safety suite, for one route: whoever calls it with
// whatever hostile input, the answer is never a 5xx, every refusal is a JSON
// error with a message and no stack trace, and a refused request (or any read)
// leaves every table exactly as it was.

export type Caller = 'guest' | 'customer' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteCase {
  method: Method;
  /** The route as Fastify knows it, with `:param`s (or `*`). */
  url: string;
  /** The path to call when it is not `url` (the static files' wildcard route is listed as `*`). */
  path?: string;
  /** The least role that may call it. */
  who: Caller;
  /** A JSON body: the contract schema the route validates with, and a well-formed example to mutate. */
  body?: { schema: z.ZodType; template: Record<string, unknown> };
  /** A body of no declared shape (the route reads none, or parses multipart itself). */
  freeBody?: 'json' | 'multipart' | 'csv';
  /** Accepted, it still writes nothing (the CSV import's dry run): its tables are compared like a read's. */
  readOnly?: boolean;
  query?: { keys: readonly string[] };
  /** Path parameters: a well-formed value each (bad ones are generated). */
  params?: Record<string, string>;
  paramsSchema?: z.ZodType;
  /** The route ends the caller's session (logout): the caller gets a session of its own each run. */
  endsSession?: boolean;
}

export interface FuzzContext {
  app: AppInstance;
  db: Db;
  tables: string[];
  users: Record<Exclude<Caller, 'guest'>, { id: string; cookie: string }>;
}

interface Generated {
  caller: Caller | 'forged-cookie';
  forgedCookie: string;
  path: string;
  params: Record<string, string>;
  query: string;
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string; refused: boolean };
  headers: Record<string, string>;
  ip: string;
}

const LARGER_THAN_BODY_LIMIT = 1024 * 1024 + 10;
const SAFE_HEADER = fc.string({ unit: 'binary-ascii', maxLength: 300 }).map((s) => s.replace(/[^\x20-\x7e]/g, ''));

function callerArb(route: RouteCase): fc.Arbitrary<Caller | 'forged-cookie'> {
  const main = { weight: 4, arbitrary: fc.constant(route.who === 'guest' ? ('guest' as const) : route.who) };
  return fc.oneof(
    main,
    { weight: 1, arbitrary: fc.constantFrom<Caller>('guest', 'customer', 'admin') },
    { weight: 1, arbitrary: fc.constant('forged-cookie' as const) },
  );
}

const forgedCookie = fc.oneof(
  injection.map((v) => `sid=${encodeAny(v)}`),
  fc.constantFrom('sid=', 'sid', '=;=;', 'sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'sid=a; sid=b', '%', 'sid=%zz'),
  SAFE_HEADER,
);

/** A raw body; `refused` says, from its content type, whether the route must refuse it. */
function rawBody(text: fc.Arbitrary<string>, contentType: fc.Arbitrary<string>, refused: (type: string) => boolean): fc.Arbitrary<Generated['body']> {
  return fc.tuple(text, contentType).map(([t, type]) => ({ kind: 'raw' as const, text: t, contentType: type, refused: refused(type) }));
}

function bodyArb(route: RouteCase): fc.Arbitrary<Generated['body']> {
  if (route.freeBody === 'multipart') return multipartBody();
  if (route.freeBody === 'csv') return csvBody();
  const template = route.body?.template ?? {};
  const json = mutated(template).map((value) => ({ kind: 'json' as const, value }));
  const hasSchema = route.body !== undefined;
  return fc.oneof(
    { weight: 6, arbitrary: json },
    { weight: 2, arbitrary: rawBody(malformedJson, fc.constant('application/json'), () => true) },
    {
      weight: 1,
      // text/plain is parsed as a string: refused by any JSON schema; a route with no body takes it.
      arbitrary: rawBody(
        mutated(template).map((v) => JSON.stringify(v) ?? ''),
        wrongContentType,
        (type) => hasSchema || type !== 'text/plain',
      ),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'raw' as const, text: '', contentType: 'application/json', refused: hasSchema }) },
    {
      weight: 1,
      arbitrary: fc.constant({
        kind: 'raw' as const,
        text: JSON.stringify({ ...template, padding: 'x'.repeat(LARGER_THAN_BODY_LIMIT) }),
        contentType: 'application/json',
        refused: true,
      }),
    },
  );
}

/** Garbage multipart bodies: no file, a file that is no image, a broken frame. Uploads must refuse them all. */
function multipartBody(): fc.Arbitrary<Generated['body']> {
  const filename = fc.oneof(injection, fc.constantFrom('a.png', 'x.jpg', '../../evil.webp', 'a.svg', ''));
  const content = fc.oneof(
    injection,
    fc.constantFrom('\x89PNG\r\n\x1a\n garbage', '\xff\xd8\xff\xe0 not a jpeg', 'RIFF\x00\x00\x00\x00WEBPVP8 ', '<svg onload=alert(1)>'),
    fc.string({ unit: 'binary', maxLength: 200 }),
  );
  const type = fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'text/html', 'application/octet-stream');
  const part = fc.tuple(filename, type, content).map(
    ([name, t, c]) => `--xyz\r\nContent-Disposition: form-data; name="image"; filename="${name.replace(/["\r\n]/g, '')}"\r\nContent-Type: ${t}\r\n\r\n${c}\r\n`,
  );
  return fc.oneof(
    part.map((p) => ({ kind: 'raw' as const, text: `${p}--xyz--\r\n`, contentType: 'multipart/form-data; boundary=xyz', refused: true })),
    part.map((p) => ({ kind: 'raw' as const, text: p, contentType: 'multipart/form-data; boundary=xyz', refused: true })),
    fc.constant({ kind: 'raw' as const, text: '--xyz\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--xyz--\r\n', contentType: 'multipart/form-data; boundary=xyz', refused: true }),
    fc.constant({ kind: 'raw' as const, text: 'no boundary here', contentType: 'multipart/form-data', refused: true }),
    mutated({ image: 'x' }).map((v) => ({ kind: 'raw' as const, text: JSON.stringify(v) ?? '', contentType: 'application/json', refused: true })),
  );
}

/** Hostile CSV files (docs/decisions/038): broken headers, quotes, formulas, binary; as text/csv or text/plain (both text), or wrapped in JSON, which is refused. */
function csvBody(): fc.Arbitrary<Generated['body']> {
  const header = fc.constantFrom('sku,title,brand,category,price,stock', 'sku', '', 'a,b,a', '\uFEFFsku,title,brand,category,price,stock,images');
  const line = fc.oneof(
    injection,
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.constantFrom('FUZZ-1,Fuzz,NoBrand,NoCategory,1,1', '"open', ',,,,,', '=cmd|calc,x', 'FUZZ-2,x,y,z,-1,1e9,../../etc/passwd'),
  );
  const text = fc
    .tuple(header, fc.array(line, { maxLength: 6 }), fc.constantFrom('\n', '\r\n', '\r'))
    .map(([head, lines, end]) => [head, ...lines].join(end));
  return fc.oneof(
    { weight: 6, arbitrary: text.map((t) => ({ kind: 'raw' as const, text: t, contentType: 'text/csv', refused: false })) },
    { weight: 1, arbitrary: text.map((t) => ({ kind: 'raw' as const, text: JSON.stringify({ csv: t }), contentType: 'application/json', refused: true })) },
    { weight: 1, arbitrary: text.map((t) => ({ kind: 'raw' as const, text: t, contentType: 'text/plain', refused: false })) },
  );
}

function paramsArb(route: RouteCase): fc.Arbitrary<Record<string, string>> {
  const names = Object.keys(route.params ?? {});
  return fc
    .tuple(...names.map((name) => fc.oneof({ weight: 1, arbitrary: fc.constant(route.params?.[name] ?? '') }, { weight: 3, arbitrary: pathSegment })))
    .map((values) => Object.fromEntries(names.map((name, i) => [name, values[i] ?? ''])));
}

function optionalHeader(name: string, value: fc.Arbitrary<string>) {
  return fc.option(value.map((v) => [name, v] as const), { freq: 4, nil: undefined });
}

function headersArb(route: RouteCase): fc.Arbitrary<Record<string, string>> {
  return fc
    .tuple(
      optionalHeader('idempotency-key', fc.oneof(SAFE_HEADER, fc.constantFrom('', ' ', 'k'.repeat(201)))),
      optionalHeader('origin', fc.oneof(SAFE_HEADER, fc.constantFrom('null', 'http://localhost:80', 'https://evil.example', 'http://[::1', 'javascript:alert(1)'))),
      optionalHeader('host', fc.oneof(SAFE_HEADER, fc.constantFrom('', 'exa mple', '[::1', 'a:b:c', 'localhost:99999', '%', 'evil.example/<x>'))),
      optionalHeader('accept-encoding', fc.constantFrom('br', 'gzip', 'identity;q=0', '*', 'zz')),
    )
    .map((pairs) => {
      const out: Record<string, string> = {};
      for (const pair of pairs) if (pair) out[pair[0]] = pair[1];
      // Only some routes read these; every route must survive them.
      if (route.method === 'GET') delete out['idempotency-key'];
      return out;
    });
}

function requestArb(route: RouteCase): fc.Arbitrary<Generated> {
  const takesBody = route.method !== 'GET' && (route.body !== undefined || route.freeBody !== undefined);
  return fc.record({
    caller: callerArb(route),
    forgedCookie,
    params: paramsArb(route),
    query: route.query ? fc.option(hostileQuery(route.query.keys), { freq: 6, nil: '' }).map((q) => q ?? '') : fc.constant(''),
    body: takesBody ? bodyArb(route) : fc.constant({ kind: 'none' as const }),
    headers: headersArb(route),
    ip: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`),
    path: fc.constant(''),
  }).map((g) => {
    let path = route.path ?? route.url;
    for (const [name, value] of Object.entries(g.params)) path = path.replace(name === '*' ? '*' : `:${name}`, () => value);
    return { ...g, path: g.query ? `${path}?${g.query}` : path };
  });
}

const RANK: Record<Caller, number> = { guest: 0, customer: 1, admin: 2 };

/** Decoded path parameters as the router would hand them over, or null when one cannot be decoded. */
function decodedParams(params: Record<string, string>): Record<string, string> | null {
  try {
    return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, decodeURIComponent(v)]));
  } catch {
    return null;
  }
}

/** True when the contract says this request must be refused whatever the database holds. */
function mustRefuse(route: RouteCase, g: Generated): boolean {
  const caller = g.caller === 'forged-cookie' ? 'guest' : g.caller;
  if (RANK[caller] < RANK[route.who]) return true;
  if (route.freeBody === 'multipart') return true;
  if (route.paramsSchema) {
    const params = decodedParams(g.params);
    if (!params || !route.paramsSchema.safeParse(params).success) return true;
  }
  if (g.body.kind === 'raw') return g.body.refused;
  if (g.body.kind === 'json' && route.body) {
    if (hasPoisonedKey(g.body.value)) return true;
    const text = JSON.stringify(g.body.value);
    if (text === undefined || text.length > LARGER_THAN_BODY_LIMIT - 10) return true;
    return !route.body.schema.safeParse(JSON.parse(text)).success;
  }
  return false;
}

async function cookieFor(ctx: FuzzContext, route: RouteCase, g: Generated): Promise<string | undefined> {
  if (g.caller === 'forged-cookie') return g.forgedCookie;
  if (g.caller === 'guest') return undefined;
  if (!route.endsSession) return ctx.users[g.caller].cookie;
  const { token } = await createSession(ctx.db, ctx.users[g.caller].id);
  return `sid=${token}`;
}

function describeRequest(route: RouteCase, g: Generated, status: number, raw: string): string {
  const body = g.body.kind === 'json' ? JSON.stringify(g.body.value) : g.body.kind === 'raw' ? g.body.text : '';
  return `${route.method} ${g.path.slice(0, 300)} as ${g.caller} headers ${JSON.stringify(g.headers).slice(0, 200)} body ${(body ?? '').slice(0, 300)} -> ${status} ${raw.slice(0, 300)}`;
}

/** Result counts of one route's run, for the suite's own sanity checks. */
export interface FuzzStats {
  runs: number;
  refused: number;
  accepted: number;
}

/** Throws, naming the request and the seed to replay it, when any generated request breaks the property. */
export async function fuzzRoute(ctx: FuzzContext, route: RouteCase, numRuns: number): Promise<FuzzStats> {
  const stats: FuzzStats = { runs: 0, refused: 0, accepted: 0 };
  let known: Record<string, string> | null = null;
  const property = fc.asyncProperty(requestArb(route), async (g) => {
    const cookie = await cookieFor(ctx, route, g);
    // The last run's "after" is this run's "before" unless something may have written since.
    const before = (!route.endsSession && known) || (await snapshotTables(ctx.db, ctx.tables));
    known = null;
    const headers: Record<string, string> = { ...g.headers, ...(cookie === undefined ? {} : { cookie }) };
    let payload: string | undefined;
    if (g.body.kind === 'json') {
      payload = JSON.stringify(g.body.value);
      headers['content-type'] = 'application/json';
    } else if (g.body.kind === 'raw') {
      payload = g.body.text;
      headers['content-type'] = g.body.contentType;
    }
    const res = await ctx.app.inject({
      method: route.method,
      url: g.path,
      headers,
      remoteAddress: g.ip,
      ...(payload === undefined ? {} : { payload }),
    });
    const status = res.statusCode;
    const what = describeRequest(route, g, status, res.body);
    stats.runs += 1;
    if (status >= 500) throw new Error(`server error: ${what}`);
    const refused = status >= 400;
    if (refused) {
      stats.refused += 1;
      const problem = errorBodyProblem(status, res.headers['content-type'], res.body);
      if (problem) throw new Error(`bad error body (${problem}): ${what}`);
    } else {
      stats.accepted += 1;
      if (mustRefuse(route, g)) throw new Error(`accepted a request the contract refuses: ${what}`);
    }
    // A refusal changes nothing, and neither does a read. Only an accepted write may.
    if (refused || route.method === 'GET' || route.readOnly) {
      const after = await snapshotTables(ctx.db, ctx.tables);
      known = after;
      const changed = Object.keys(before).filter((name) => before[name] !== after[name]);
      // A logout run's own session (made above for it) is the one row a logout may remove.
      const allowed = route.endsSession && !refused ? ['sessions'] : [];
      const unexpected = changed.filter((name) => !allowed.includes(name));
      if (unexpected.length) throw new Error(`tables changed (${unexpected.join(', ')}): ${what}`);
    }
    return true;
  });
  // fc.check rather than fc.assert: its report would print 100 kB counterexamples in full.
  const details = await fc.check(property, { numRuns, endOnFailure: true });
  if (details.failed) {
    const reason = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(`${reason}\n(replay with fc.check seed ${details.seed}, path "${details.counterexamplePath ?? ''}")`);
  }
  return stats;
}

/** Method and URL of every route the app answers, from Fastify's own route tree (HEAD and OPTIONS left out). */
export function appRoutes(app: AppInstance): string[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: string[] = [];
  const found = new Set<string>();
  for (const line of lines) {
    const match = /^([│ ├└─]*?)([├└]── )(.+?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = ((match[1] ?? '').length) / 4;
    const label = match[3] ?? '';
    stack.length = depth;
    stack.push(label);
    const url = stack.join('').replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
    for (const method of (match[4] ?? '').split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') found.add(`${method} ${url}`);
    }
  }
  return [...found].toSorted();
}
