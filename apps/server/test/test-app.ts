import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role, User } from '@store/contract';
import { buildApp, type AppInstance } from '#server/app';
import { loadConfig, type Config } from '#server/config';
import { openDatabase, type Database } from '#server/db/client';
import { hashPassword } from '#server/lib/password';
import { insertUser } from '#server/modules/auth/auth.repository';
import { toPublicUser } from '#server/modules/auth/public-user';
import { openTestDatabase, type TestDatabase } from './test-database';

// API tests boot the real app in-process against a fresh database
// (docs/testing.md): PGlite in memory, or, when DATABASE_URL is set, a
// brand-new PostgreSQL database that is dropped again at close; both copied
// from the run's migrated template (test/test-database.ts).

export const TEST_PASSWORD = 'correct horse battery';

export interface TestUser {
  user: User;
  email: string;
  password: string;
}

export interface CallOptions {
  cookie?: string;
  headers?: Record<string, string>;
  payload?: unknown;
  remoteAddress?: string;
}

export interface CallResult {
  status: number;
  /** The JSON body (undefined when the body is not JSON). */
  body: Record<string, unknown> & { success?: boolean; message?: string };
  headers: Record<string, string | string[] | number | undefined>;
  cookies: { name: string; value: string; [attribute: string]: unknown }[];
  raw: string;
}

export interface TestApp {
  app: AppInstance;
  /** Every response body the app sent so far, for checks across a whole suite. */
  sentBodies: string[];
  /** `app.inject` with a cookie and a parsed JSON body. */
  call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD', url: string, options?: CallOptions): Promise<CallResult>;
  database: Database;
  /** DATABASE_URL of this app's PostgreSQL database (undefined on PGlite). */
  databaseUrl: string | undefined;
  config: Config;
  /** Data folder of this app (uploads live in `uploads/` under it). */
  dataDir: string;
  close(): Promise<void>;
  /** Sign in through the API; the `cookie` header value for later requests. */
  loginAs(email: string, password?: string): Promise<string>;
  /** A user straight in the database (fast: the default password's hash is made once). */
  createUser(options?: { role?: Role; name?: string; email?: string; phone?: string; password?: string }): Promise<TestUser>;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  /** Extra Config fields (e.g. webDist). */
  config?: Partial<Config>;
  /** The throttles' clock (default: Date.now). */
  now?: () => number;
  /** Told each time a sitemap file is made. */
  onSitemapBuild?: (path: string) => void;
  /**
   * Another instance over the same data (scale-out tests): this app opens a
   * connection of its own to that PostgreSQL database, and closes only that.
   */
  sameDatabaseAs?: TestApp;
  /** Called before the app is ready, to add test-only routes. */
  beforeReady?: (app: AppInstance) => void | Promise<void>;
  /** Where the log goes (with LOG_LEVEL in `env` to make it speak). */
  logStream?: { write(line: string): void };
}

let defaultHash: Promise<string> | undefined;

async function openSharedOrFreshDatabase(other: TestApp | undefined): Promise<TestDatabase> {
  if (!other) return openTestDatabase();
  if (!other.databaseUrl) throw new Error('a second instance over the same data needs PostgreSQL (DATABASE_URL)');
  const database = await openDatabase({ databaseUrl: other.databaseUrl, dataDir: 'memory://', poolSize: 4 });
  return { database, url: other.databaseUrl, close: () => database.close() };
}
let userCounter = 0;

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      // Every test request comes from one address; the throttles have their own suite with low limits.
      LOGIN_PAIR_MAX_FAILURES: '100000',
      LOGIN_IP_MAX_FAILURES: '100000',
      LOGIN_EMAIL_FREE_FAILURES: '100000',
      PASSWORD_USER_MAX_FAILURES: '100000',
      REGISTER_IP_MAX_PER_HOUR: '100000',
      PASSWORD_RESET_EMAIL_MAX_PER_HOUR: '100000',
      PASSWORD_RESET_IP_MAX_PER_HOUR: '100000',
      PASSWORD_RESET_USER_MAX_PER_HOUR: '100000',
      PASSWORD_RESET_IP_MAX_FAILURES: '100000',
      // Suites place many guest orders with one e-mail and phone from one address and read the outbox
      // straight; the guest-order and e-mail limits have their own suite with the defaults.
      GUEST_OPEN_ORDERS_PER_EMAIL: '100000',
      GUEST_OPEN_ORDERS_PER_PHONE: '100000',
      GUEST_OPEN_ORDERS_PER_IP: '100000',
      ACCOUNT_OPEN_ORDERS: '100000',
      ACCOUNT_OPEN_UNITS_PER_PRODUCT: '100000',
      EMAILS_PER_RECIPIENT_PER_HOUR: '100000',
      ORDER_ACTIONS_PER_ACCOUNT_PER_HOUR: '100000',
      ORDER_ACTIONS_PER_IP_PER_HOUR: '100000',
      QUOTE_REQUESTS_IP_MAX_PER_HOUR: '100000',
      API_RATE_LIMIT_PER_MINUTE: '1000000',
      // Tests write rows straight into the database and read them back through the API at once.
      CATALOGUE_CACHE_SECONDS: '0',
      FACET_CACHE_SECONDS: '0',
      PAGE_CACHE_SECONDS: '0',
      ...options.env,
    }),
    ...options.config,
  };

  const { database, url: databaseUrl, close: closeDatabase } = await openSharedOrFreshDatabase(options.sameDatabaseAs);

  const app = await buildApp(config, {
    database,
    ...(options.now ? { now: options.now } : {}),
    ...(options.onSitemapBuild ? { onSitemapBuild: options.onSitemapBuild } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  const sentBodies: string[] = [];
  app.addHook('onSend', async (_request, _reply, payload) => {
    if (typeof payload === 'string') sentBodies.push(payload);
    return payload;
  });
  await options.beforeReady?.(app);
  await app.ready();

  return {
    app,
    sentBodies,
    async call(method, url, { cookie, headers = {}, payload, remoteAddress } = {}) {
      const res = await app.inject({
        method,
        url,
        headers: { ...headers, ...(cookie ? { cookie } : {}) },
        ...(payload === undefined ? {} : { payload: payload as string | object }),
        ...(remoteAddress ? { remoteAddress } : {}),
      });
      let body: CallResult['body'] = {};
      try {
        body = res.body ? (JSON.parse(res.body) as CallResult['body']) : {};
      } catch {
        body = {};
      }
      return { status: res.statusCode, body, headers: res.headers, cookies: res.cookies, raw: res.body };
    },
    database,
    databaseUrl,
    config,
    dataDir,
    async close() {
      await app.close();
      await closeDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async loginAs(email, password = TEST_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login as ${email} failed: ${res.statusCode} ${res.body}`);
      const sid = res.cookies.find((c) => c.name === 'sid');
      if (!sid) throw new Error('login set no sid cookie');
      return `sid=${sid.value}`;
    },
    async createUser({ role = 'customer', name, email, phone, password } = {}) {
      userCounter += 1;
      const tag = `${Date.now().toString(36)}${userCounter}`;
      const finalEmail = email ?? `user-${tag}@example.ae`;
      const finalPassword = password ?? TEST_PASSWORD;
      const passwordHash =
        finalPassword === TEST_PASSWORD ? await (defaultHash ??= hashPassword(TEST_PASSWORD)) : await hashPassword(finalPassword);
      const row = await insertUser(database.db, {
        name: name ?? `Test ${role} ${userCounter}`,
        email: finalEmail,
        phone: phone ?? `+9715012${String(userCounter % 100_000).padStart(5, '0')}`,
        passwordHash,
        role,
      });
      return { user: toPublicUser(row), email: finalEmail, password: finalPassword };
    },
  };
}

/** Fails when a body holds a password field or an argon2 hash anywhere. */
/** Where the app sends a GET of `url`: its status and Location header (with a cookie: `lang=ar`, a session's). */
export async function redirectOf(t: TestApp, url: string, cookie?: string) {
  const res = await t.call('GET', url, cookie ? { cookie } : {});
  return { status: res.status, location: res.headers.location };
}

export function findSecrets(bodies: string[]): string[] {
  const found: string[] = [];
  const visit = (value: unknown, where: string) => {
    if (typeof value === 'string') {
      if (value.includes('$argon2')) found.push(`${where}: argon2 hash`);
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, `${where}[${i}]`));
    } else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (/password/i.test(key)) found.push(`${where}.${key}`);
        visit(v, `${where}.${key}`);
      }
    }
  };
  bodies.forEach((raw, i) => {
    if (raw.includes('$argon2')) found.push(`body ${i}: argon2 hash`);
    try {
      visit(JSON.parse(raw), `body ${i}`);
    } catch {
      // Not JSON (an HTML page): the substring check above covers it.
    }
  });
  return found;
}
