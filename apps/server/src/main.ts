// oxlint-disable-next-line import/no-unassigned-import -- first: sets NODE_ENV before React loads
import './production-env';
import { fork } from 'node:child_process';
import cluster from 'node:cluster';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { buildApp, loggerOptions, type AppInstance } from './app';
import { askPrimaryForMetrics, shareWorkerMetrics, superviseWorkers } from './cluster';
import { ConfigError, loadConfig, startupWarnings, type Config } from './config';
import { logDestination } from './lib/log';
import { embeddedDatabaseFolder, openDatabase, type Database } from './db/client';
import { createMailer } from './modules/notifications/mailer';
import { startOutboxWorker, type OutboxWorker } from './modules/notifications/outbox-worker';
import { createUnsubscribeSigner } from './modules/stock-alerts/unsubscribe-token';
import { ensureAdmin } from './seed/admin';
import { catalogueIsEmpty, seedDemoIfEmpty } from './seed/demo';
import { createImageStorage, describeImageStorage } from './storage/create-storage';
import type { ImageStorage } from './storage/storage';

// The only file that opens a port (docs/conventions.md#7-the-app-factory-is-not-the-server): read the
// configuration, migrate, seed, listen, and close cleanly on SIGTERM/SIGINT.
// With WEB_CONCURRENCY=N above 1 this process is the cluster's primary: it
// migrates and seeds once, then forks N workers that run this file again and
// listen on the shared port (cluster.ts, docs/decisions/018).

const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Set for the child process that makes a new embedded database (prepareInChild). */
const PREPARE_ONLY = 'STORE_PREPARE_ONLY';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error('The store cannot start: the configuration has problems.');
    for (const problem of error.problems) console.error(`  ${problem}`);
    process.exit(1);
  }
}

/** The built web app beside this package, served when it has been built. */
function findWebDist(): string | undefined {
  // WEB_DIST points at another build of the web app (a second checkout, a test run's own build).
  const dist = process.env.WEB_DIST || fileURLToPath(new URL('../../web/build', import.meta.url));
  return existsSync(path.join(dist, 'server', 'index.js')) ? dist : undefined;
}

/**
 * Stop taking requests, finish those in flight and the e-mail pass under way, close the database; a second signal or 10 s forces the exit.
 * A cluster worker is stopped by its primary (SIGTERM, or the primary gone), not by the terminal's Ctrl-C, which the primary handles.
 */
function handleShutdown(app: AppInstance, database: Database, outbox: OutboxWorker): { stopping: () => boolean } {
  let stopping = false;
  const stop = (signal: NodeJS.Signals | 'disconnect') => {
    if (stopping) {
      if (signal === 'disconnect') return;
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_TIMEOUT_MS / 1000} s: exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app
      .close()
      .then(() => outbox.stop())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  if (cluster.isWorker) {
    process.on('SIGINT', () => {});
    process.on('disconnect', () => stop('disconnect'));
  } else {
    process.on('SIGINT', stop);
  }
  return { stopping: () => stopping };
}

async function seed(log: FastifyBaseLogger, database: Database, config: Config, storage: ImageStorage) {
  if (config.admin) {
    const result = await ensureAdmin(database.db, config.admin);
    log.info(`Admin ${config.admin.email}: ${result}`);
  }
  if (!config.seedDemo) return;
  const demo = await seedDemoIfEmpty(database.db, {
    storage,
    createAdmin: !config.admin,
    log: (msg: string) => log.info(msg),
  });
  if (!demo.seeded) return;
  // Shown once, when the demo store is first made, so the first visitor can sign in.
  const lines = ['', '==================== Demo store ready ===================='];
  if (demo.admin) lines.push(`  Admin:    ${demo.admin.email}  /  ${demo.admin.password}`);
  if (demo.customer) lines.push(`  Customer: ${demo.customer.email}  /  ${demo.customer.password}`);
  lines.push('==========================================================', '');
  // Plain text on stdout as well as the structured log: a person reads this once, at the terminal.
  process.stdout.write(`${lines.join('\n')}\n`);
  log.info({ admin: demo.admin?.email, customer: demo.customer?.email }, 'Demo store ready (passwords printed above)');
}

/** One process serving the store, alone or as a cluster worker (the primary then migrated and seeded already). */
async function serve(config: Config) {
  if (config.env === 'development') config.webDevRoot = fileURLToPath(new URL('../../web', import.meta.url));
  else config.webDist = findWebDist();
  // A new database is made in a child process that exits when it is done (docs/decisions/042, "Memory"):
  // an embedded folder with no database yet, or a PostgreSQL database the demo is about to fill.
  let preparedInChild = cluster.isPrimary && isNewEmbeddedFolder(config);
  if (preparedInChild) await prepareInChild();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  if (cluster.isPrimary && !preparedInChild) {
    await database.migrate();
    preparedInChild = database.kind === 'postgres' && config.seedDemo && (await catalogueIsEmpty(database.db));
    if (preparedInChild) await prepareInChild();
  }
  const storage = createImageStorage(config);
  const app = await buildApp(config, {
    database,
    storage,
    ...(cluster.isWorker ? { clusterMetrics: () => askPrimaryForMetrics() } : {}),
  });
  if (cluster.isPrimary) await reportStartup(app.log, config, storage);
  if (cluster.isWorker && app.metrics.registry) shareWorkerMetrics(app.metrics.registry);
  // Tests see which worker answered (src/cluster.pg.test.ts); never outside NODE_ENV=test.
  if (config.env === 'test') {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('x-store-pid', String(process.pid));
      done();
    });
  }
  // Order e-mails: sent from the outbox in the background (over SMTP_URL, or to the log without it).
  // Every worker polls; rows are claimed with `skip locked`, so none is sent twice.
  const origin = config.publicOrigin ?? `http://localhost:${config.port}`;
  const outbox = startOutboxWorker(database.db, createMailer(config, app.log), app.log, {
    perRecipientPerHour: config.emailsPerRecipientPerHour,
    storeAddresses: [config.storeEmail, ...config.notifications.orderAlertEmails],
    storeAlertMinutes: config.storeAlertMinutes,
    store: { name: config.storeName, phone: config.storePhone, email: config.storeEmail, origin },
    lowStockDigest: { hour: config.notifications.lowStockDigestHour, adminUrl: `${origin}/admin/products` },
    // The key the unsubscribe route verifies with (docs/decisions/037).
    unsubscribe: createUnsubscribeSigner(database.db, config.tracking.appSecret),
  });
  const shutdown = handleShutdown(app, database, outbox);
  if (cluster.isPrimary && !preparedInChild) await seed(app.log, database, config, storage);
  if (shutdown.stopping()) return;
  if (!config.webDist && !config.webDevRoot) app.log.warn('apps/web/build not found: serving the API only (run `npm run build -w @store/web`)');
  await app.listen({ host: config.host, port: config.port });
}

/** WEB_CONCURRENCY above 1: migrate and seed once, then fork the workers and supervise them. */
async function runPrimary(config: Config) {
  const log = processLogger(config);
  await prepareDatabase(config, log, { report: true });
  log.info({ workers: config.webConcurrency, port: config.port }, 'starting the workers');
  process.exit(await superviseWorkers(config.webConcurrency, log));
}

/**
 * Once per start (by the primary under WEB_CONCURRENCY): the settings' warnings, and a
 * bucket that is missing or refuses the credentials, named in the log at
 * start-up, not at the first upload. The store still starts: its pages and
 * orders do not need the images, and the bucket may only be slow to come up.
 */
async function reportStartup(log: FastifyBaseLogger, config: Config, storage: ImageStorage) {
  // Worth an operator's attention, never a reason not to start (`npm start` works with no settings).
  for (const warning of startupWarnings(config)) log.warn(warning);
  try {
    await storage.check();
    log.info(`Uploaded images: ${describeImageStorage(config)}`);
  } catch (error) {
    log.error({ err: error }, `Uploaded images: ${describeImageStorage(config)} cannot be used; uploads and images will fail until it can`);
  }
}

/** The log of a process that serves no requests (the cluster's primary, the child making a new database). */
function processLogger(config: Config) {
  const destination = logDestination();
  return destination ? pino(loggerOptions(config), destination) : pino(loggerOptions(config));
}

/** Migrate and seed with a database opened for that alone, then close it. */
async function prepareDatabase(config: Config, log: FastifyBaseLogger, options: { report: boolean }) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  const storage = createImageStorage(config);
  try {
    await database.migrate();
    if (options.report) await reportStartup(log, config, storage);
    await seed(log, database, config, storage);
  } finally {
    await Promise.all([database.close(), storage.close()]);
  }
}

/** The embedded database's folder has no database yet: this start runs initdb, the migrations and the demo's seed. */
function isNewEmbeddedFolder(config: Config): boolean {
  if (config.databaseUrl || config.dataDir.startsWith('memory://')) return false;
  return !existsSync(path.join(embeddedDatabaseFolder(config.dataDir), 'PG_VERSION'));
}

/**
 * Makes a new database in a child process (this file again, under STORE_PREPARE_ONLY): migrations and
 * the demo's seed. initdb's second WebAssembly module and the demo pictures' image work leave their
 * memory with it (PGlite's WebAssembly memory never shrinks, and the allocator keeps what sharp's
 * threads used), and this process then opens the finished database as on any restart. The child
 * prints the demo's sign-ins to the same terminal.
 */
async function prepareInChild(): Promise<void> {
  const script = process.argv[1];
  if (!script) throw new Error('cannot tell which script to run for the first start');
  const child = fork(script, process.argv.slice(2), { env: { ...process.env, [PREPARE_ONLY]: '1' } });
  // A stop asked for while the child works stops the child too (a terminal's Ctrl-C reaches both already).
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGTERM', forward);
  try {
    const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
    if (code !== 0) throw new Error(`making the new database failed (${signal ?? `exit code ${code}`})`);
  } finally {
    process.off('SIGTERM', forward);
  }
}

async function main() {
  const config = readConfig();
  if (process.env[PREPARE_ONLY] === '1') {
    await prepareDatabase(config, processLogger(config), { report: false });
    process.exit(0);
  }
  if (cluster.isPrimary && config.webConcurrency > 1) await runPrimary(config);
  else await serve(config);
}

main().catch((error: unknown) => {
  console.error('The store failed to start:', error);
  process.exit(1);
});
