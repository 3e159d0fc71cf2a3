// Starts the production server for the browser tests: the built web app, a
// fresh embedded database in a temporary folder, the demo catalogue and a
// known admin.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailbox } from './mailbox.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'));
const port = Number(process.env.E2E_PORT ?? '4310');
// The store's e-mails go to a local mailbox the tests can read (mailbox.mjs): SMTP on port+2, its reader on port+3.
const mailbox = await startMailbox({ smtpPort: port + 2, httpPort: port + 3 });

const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    SMTP_URL: `smtp://127.0.0.1:${port + 2}`,
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
    // Every browser test orders from one address, many of them with one phone number.
    GUEST_OPEN_ORDERS_PER_EMAIL: '1000',
    GUEST_OPEN_ORDERS_PER_PHONE: '1000',
    GUEST_OPEN_ORDERS_PER_IP: '1000',
    LOG_LEVEL: 'warn',
  },
});
const stop = () => {
  child.kill('SIGTERM');
  mailbox.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
