import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The processes under test: the store (apps/server/dist/main.js, production
// mode, as `npm start` runs it) and the bare Fastify handler, each a child process on this machine.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function waitForUrl(url: string, child: ChildProcess, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url} after ${timeoutMs / 1000} s:\n${output()}`);
}

async function start(
  script: string,
  env: Record<string, string>,
  readyPath: string,
  timeoutMs: number,
  nodeArgs: readonly string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  // TypeScript (the bench's own servers) through tsx; the store's compiled JavaScript as it is.
  const loader = script.endsWith('.ts') ? ['--conditions=store-source', '--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, script], {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(url + readyPath, child, timeoutMs, () => log);
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([once(child, 'exit'), new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * The bare handlers; with a database URL, the bare write handler too, its pool
 * the size of the store's (DATABASE_POOL_SIZE from the environment, else the store's default).
 */
export function startBareServer(options: { writeDatabaseUrl?: string | undefined } = {}): Promise<RunningServer> {
  const env: Record<string, string> = options.writeDatabaseUrl ? { BENCH_WRITE_DATABASE_URL: options.writeDatabaseUrl } : {};
  return start(path.join(root, 'bench/bare-server.ts'), env, '/', 30_000);
}

/**
 * The floor of the reads that miss the cache (floor-server.ts): the store's own
 * statements through the store's pool, in a bare handler, on the bench database.
 */
export function startFloorServer(databaseUrl: string): Promise<RunningServer> {
  return start(path.join(root, 'bench/floor-server.ts'), { BENCH_FLOOR_DATABASE_URL: databaseUrl }, '/', 60_000);
}

export interface StoreServerOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  webDist?: string | undefined;
  admin: { email: string; password: string };
  /** More settings of the store for this run (CATALOGUE_CACHE_SECONDS=0 for the database path alone). */
  env?: Record<string, string>;
  /** Options for node itself, such as `--cpu-prof` (not allowed in NODE_OPTIONS). */
  nodeArgs?: readonly string[];
}

/**
 * The store as it runs in production, with the limits a load test would trip
 * raised: the per-IP API ceiling is keyed on the client address, so the
 * bench sends each request from its own X-Forwarded-For address (TRUST_PROXY),
 * and the login throttle allows the bench's sign-ins.
 */
export function startStoreServer(options: StoreServerOptions): Promise<RunningServer> {
  const env: Record<string, string> = {
    ...productionEnv({ ...options, seedDemo: false, webDist: options.webDist ?? '/nonexistent' }),
    ADMIN_EMAIL: options.admin.email,
    ADMIN_PASSWORD: options.admin.password,
    // One hop: the bench itself plays the load balancer in front of the store (docs/decisions/015).
    TRUST_PROXY: '1',
    LOGIN_PAIR_MAX_FAILURES: '10000',
    LOGIN_IP_MAX_FAILURES: '10000',
    LOGIN_EMAIL_FREE_FAILURES: '10000',
    REGISTER_IP_MAX_PER_HOUR: '10000',
    // Thousands of guest orders a run from few addresses: the open-guest-orders limits would refuse them.
    GUEST_OPEN_ORDERS_PER_EMAIL: '1000000',
    GUEST_OPEN_ORDERS_PER_PHONE: '1000000',
    GUEST_OPEN_ORDERS_PER_IP: '1000000',
    ACCOUNT_OPEN_ORDERS: '1000000',
    ACCOUNT_OPEN_UNITS_PER_PRODUCT: '1000000',
    ORDER_ACTIONS_PER_ACCOUNT_PER_HOUR: '1000000',
    ORDER_ACTIONS_PER_IP_PER_HOUR: '1000000',
    // Add to cart puts one more unit on one of 10 lines per customer, thousands of times a run.
    MAX_UNITS_PER_PRODUCT: '100000',
    EMAILS_PER_RECIPIENT_PER_HOUR: '1000000',
    // The browser and render-time runs come from one address: the limiter still runs, and is not tripped.
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    UPLOADS_RATE_LIMIT_PER_MINUTE: '1000000',
    ...options.env,
  };
  // Migrations of new indexes on a million rows run at start-up: allow for them.
  return start(builtStore(), env, '/api/health', 30 * 60_000, options.nodeArgs);
}

/** What every bench store runs with: production, quiet, no mail, Redis or public origin, on its own data. */
function productionEnv(options: { dataDir: string; databaseUrl?: string | undefined; webDist: string; seedDemo: boolean }): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_DEMO: String(options.seedDemo),
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    PUBLIC_ORIGIN: '',
    SMTP_URL: '',
    REDIS_URL: '',
    WEB_DIST: options.webDist,
  };
}

/** The compiled store, built only when its sources changed since the last build (scripts/build-server.mjs). */
function builtStore(): string {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the server build failed');
  return path.join(root, 'apps/server/dist/main.js');
}

/**
 * The store as a shop owner first starts it (`npm start`: the demo catalogue on a new data folder or
 * database), for the memory section (memory.ts); only the per-IP API limit is raised, for the browsing.
 */
export function startDemoStore(options: { dataDir: string; databaseUrl?: string | undefined; webDist: string }): Promise<RunningServer> {
  const env = { ...productionEnv({ ...options, seedDemo: true }), TRUST_PROXY: '1', API_RATE_LIMIT_PER_MINUTE: '1000000' };
  return start(builtStore(), env, '/api/health', 10 * 60_000, npmStartNodeArgs());
}

/** The options `npm start` gives node (apps/server/package.json's `start`), so the memory section measures that process. */
function npmStartNodeArgs(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')) as { scripts: { start: string } };
  const command = /\bnode ((?:--\S+ )*)dist\/main\.js/.exec(pkg.scripts.start);
  if (!command) throw new Error(`apps/server/package.json's start script does not run dist/main.js: ${pkg.scripts.start}`);
  return command[1]?.trim().split(' ').filter(Boolean) ?? [];
}
