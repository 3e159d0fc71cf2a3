// oxlint-disable-next-line import/no-unassigned-import -- first: sets NODE_ENV before React loads
import './production-env';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, type AppInstance } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { createMailer } from './modules/notifications/mailer';
import { startOutboxWorker, type OutboxWorker } from './modules/notifications/outbox-worker';
import { ensureAdmin } from './seed/admin';
import { seedDemoIfEmpty } from './seed/demo';

// The only file that opens a port (CONVENTIONS.md principle 7): read the
// configuration, migrate, seed, listen, and close cleanly on SIGTERM/SIGINT.

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

/** Stop taking requests, finish those in flight and the e-mail pass under way, close the database; a second signal or 10 s forces the exit. */
function handleShutdown(app: AppInstance, database: Database, outbox: OutboxWorker): { stopping: () => boolean } {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
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
  process.on('SIGINT', stop);
  return { stopping: () => stopping };
}

async function seed(app: AppInstance, database: Database, config: Config) {
  if (config.admin) {
    const result = await ensureAdmin(database.db, config.admin);
    app.log.info(`Admin ${config.admin.email}: ${result}`);
  }
  if (!config.seedDemo) return;
  const demo = await seedDemoIfEmpty(database.db, {
    uploadsDir: path.join(config.dataDir, 'uploads'),
    createAdmin: !config.admin,
    log: (msg: string) => app.log.info(msg),
  });
  if (!demo.seeded) return;
  // Shown once, when the demo store is first made, so the first visitor can sign in.
  const lines = ['', '==================== Demo store ready ===================='];
  if (demo.admin) lines.push(`  Admin:    ${demo.admin.email}  /  ${demo.admin.password}`);
  if (demo.customer) lines.push(`  Customer: ${demo.customer.email}  /  ${demo.customer.password}`);
  lines.push('==========================================================', '');
  // Plain text on stdout as well as the structured log: a person reads this once, at the terminal.
  process.stdout.write(`${lines.join('\n')}\n`);
  app.log.info({ admin: demo.admin?.email, customer: demo.customer?.email }, 'Demo store ready (passwords printed above)');
}

async function main() {
  const config = readConfig();
  if (config.env === 'development') config.webDevRoot = fileURLToPath(new URL('../../web', import.meta.url));
  else config.webDist = findWebDist();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  await database.migrate();
  const app = await buildApp(config, { database });
  // Order e-mails: sent from the outbox in the background (over SMTP_URL, or to the log without it).
  const outbox = startOutboxWorker(database.db, createMailer(config, app.log), app.log);
  const shutdown = handleShutdown(app, database, outbox);
  await seed(app, database, config);
  if (shutdown.stopping()) return;
  if (!config.webDist && !config.webDevRoot) app.log.warn('apps/web/build not found: serving the API only (run `npm run build -w @store/web`)');
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error('The store failed to start:', error);
  process.exit(1);
});
