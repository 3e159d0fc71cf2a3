// Starts the production server for the browser tests: the built web app and
// the compiled server (`node dist/main.js`, as `npm start` runs it), a
// fresh embedded database in a temporary folder, the demo catalogue and a
// known admin. Its e-mails go over SMTP to a catcher here, which appends each
// to the mailbox file that tests/mailbox.ts reads (a password reset's link).
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'));
const port = process.env.E2E_PORT ?? '4310';

// tests/mailbox.ts reads the same path.
const mailbox = path.join(os.tmpdir(), `store-e2e-mailbox-${port}.jsonl`);
writeFileSync(mailbox, '');
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => (raw += chunk));
    stream.on('end', () => {
      appendFileSync(mailbox, `${JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address), raw })}\n`);
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

const serverDir = path.join(root, 'apps/server');
// Built only when its sources changed since the last build (scripts/build-server.mjs).
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const child = spawn(process.execPath, ['dist/main.js'], {
  cwd: serverDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: 'admin@e2e.test',
    ADMIN_PASSWORD: 'admin-password-1',
    // Every browser test signs in from one address.
    LOGIN_PAIR_MAX_FAILURES: '1000',
    LOGIN_IP_MAX_FAILURES: '1000',
    LOGIN_EMAIL_FREE_FAILURES: '1000',
    PASSWORD_USER_MAX_FAILURES: '1000',
    REGISTER_IP_MAX_PER_HOUR: '1000',
    PASSWORD_RESET_EMAIL_MAX_PER_HOUR: '1000',
    PASSWORD_RESET_IP_MAX_PER_HOUR: '1000',
    PASSWORD_RESET_USER_MAX_PER_HOUR: '1000',
    PASSWORD_RESET_IP_MAX_FAILURES: '1000',
    // Every browser test orders from one address, many of them with one phone number.
    GUEST_OPEN_ORDERS_PER_EMAIL: '1000',
    GUEST_OPEN_ORDERS_PER_PHONE: '1000',
    GUEST_OPEN_ORDERS_PER_IP: '1000',
    ACCOUNT_OPEN_ORDERS: '1000',
    ACCOUNT_OPEN_UNITS_PER_PRODUCT: '1000',
    ORDER_ACTIONS_PER_ACCOUNT_PER_HOUR: '1000',
    ORDER_ACTIONS_PER_IP_PER_HOUR: '1000',
    // Tests wait for the store's copy of each cancellation: no window between the store's alerts.
    STORE_ALERT_MINUTES: '0',
    // ...and tries its wrong coupon codes from it.
    COUPON_FAILURES_PER_IP: '1000',
    // Every page, API call and image of the whole run comes from one address too.
    API_RATE_LIMIT_PER_MINUTE: '100000',
    UPLOADS_RATE_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: 'warn',
  },
});
const stop = () => {
  child.kill('SIGTERM');
  smtp.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  smtp.close();
  process.exit(code ?? 0);
});
