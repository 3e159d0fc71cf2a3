// oxlint-disable-next-line import/no-unassigned-import -- first: sets NODE_ENV before React loads
import './production-env';
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { buildApp, loggerOptions, type AppInstance } from './app';
import { askPrimaryForMetrics, shareWorkerMetrics, superviseWorkers } from './cluster';
import { ConfigError, loadConfig, startupWarnings, type Config } from './config';
import { logDestination } from './lib/log';
import { openDatabase, type Database } from './db/client';
import { createMailer } from './modules/notifications/mailer';
import { startOutboxWorker, type OutboxWorker } from './modules/notifications/outbox-worker';
import { createUnsubscribeSigner } from './modules/stock-alerts/unsubscribe-token';
import { ensureAdmin } from './seed/admin';
import { seedDemoIfEmpty } from './seed/demo';
import { createImageStorage, describeImageStorage } from './storage/create-storage';
import type { ImageStorage } from './storage/storage';

// The only file that opens a port (docs/conventions.md#7-the-app-factory-is-not-the-server): read the
// configuration, migrate, seed, listen, and close cleanly on SIGTERM/SIGINT.
// With WEB_CONCURRENCY=N above 1 this process is the cluster's primary: it
// migrates and seeds once, then forks N workers that run this file again and
// listen on the shared port (cluster.ts, docs/decisions/018).

const SHUTDOWN_TIMEOUT_MS = 10_000;

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
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  if (cluster.isPrimary) await database.migrate();
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
  if (cluster.isPrimary) await seed(app.log, database, config, storage);
  if (shutdown.stopping()) return;
  if (!config.webDist && !config.webDevRoot) app.log.warn('apps/web/build not found: serving the API only (run `npm run build -w @store/web`)');
  await app.listen({ host: config.host, port: config.port });
}

/** WEB_CONCURRENCY above 1: migrate and seed once, then fork the workers and supervise them. */
async function runPrimary(config: Config) {
  const destination = logDestination();
  const log = destination ? pino(loggerOptions(config), destination) : pino(loggerOptions(config));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  const storage = createImageStorage(config);
  try {
    await database.migrate();
    await reportStartup(log, config, storage);
    await seed(log, database, config, storage);
  } finally {
    await Promise.all([database.close(), storage.close()]);
  }
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

async function main() {
  const config = readConfig();
  if (cluster.isPrimary && config.webConcurrency > 1) await runPrimary(config);
  else await serve(config);
}

main().catch((error: unknown) => {
  console.error('The store failed to start:', error);
  process.exit(1);
});
