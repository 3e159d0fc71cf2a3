import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { expectOrdersGoOn, expectStoreWithOrders, runBackupCli, snapshot, storeWithOrders, type StoreSnapshot } from '#server-test/backup-scenario';
import { openDatabase } from '../db/client';

// `npm run backup` and `npm run restore` on the embedded database (issue 15
// item 9): PGlite's own dump of its data folder, loaded into a fresh DATA_DIR.

let folder: string;
let sourceDir: string;
let targetDir: string;
let file: string;
let productId: string;
let before: StoreSnapshot;

async function snapshotOf(dataDir: string): Promise<StoreSnapshot> {
  const database = await openDatabase({ dataDir });
  try {
    return await snapshot(database.db, productId);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'store-backup-pglite-'));
  [sourceDir, targetDir, file] = [path.join(folder, 'source'), path.join(folder, 'target'), path.join(folder, 'store.tar.gz')];
  // A DATA_DIR as `npm start` leaves it, started from the run's migrated template.
  const template = inject('pgliteTemplate');
  const database = await openDatabase({ dataDir: sourceDir, loadDataDir: template ? new Blob([await readFile(template)]) : undefined });
  try {
    if (!template) await database.migrate();
    productId = await storeWithOrders(database);
    before = await snapshot(database.db, productId);
  } finally {
    await database.close();
  }
});
afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

// Each test starts the CLI (Node with tsx) twice and dumps a database: minutes on a busy 2-core machine.
describe('npm run backup and npm run restore on the embedded database', { timeout: 240_000 }, () => {
  it('backs up, and restores into a fresh DATA_DIR that finds the same orders and takes new ones', async () => {
    expectStoreWithOrders(before);

    const backup = await runBackupCli(['backup', '--out', file], { DATA_DIR: sourceDir });
    expect(backup).toEqual({ code: 0, output: `Backed up the embedded database in ${sourceDir} to ${file}\n` });
    const restore = await runBackupCli(['restore', file], { DATA_DIR: targetDir });
    expect(restore.code).toBe(0);
    expect(restore.output).toContain(`Restored ${file} into the embedded database in ${targetDir}`);

    expect(await snapshotOf(targetDir)).toEqual(before);
    await expectOrdersGoOn(await openDatabase({ dataDir: targetDir }), productId, before);
  });

  it('will not restore over a database unless told to, and then keeps the old one beside it', async () => {
    const refused = await runBackupCli(['restore', file], { DATA_DIR: targetDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`${path.join(targetDir, 'pg')} already holds a database: stop the store and pass --force to replace it`);

    const forced = await runBackupCli(['restore', file, '--force'], { DATA_DIR: targetDir });
    expect(forced.code).toBe(0);
    const kept = /kept in (\S+)/.exec(forced.output)?.[1] ?? '';
    expect(existsSync(path.join(kept, 'PG_VERSION'))).toBe(true);
    expect(await snapshotOf(targetDir)).toEqual(before);
  });

  it('refuses a file that is not a backup of the embedded database, saying what to check', async () => {
    const pgDump = path.join(folder, 'postgres.dump');
    writeFileSync(pgDump, 'PGDMP and the rest of a pg_dump file');
    const refused = await runBackupCli(['restore', pgDump], { DATA_DIR: path.join(folder, 'other') });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("is not a backup of this store's embedded database (it may be one of PostgreSQL: set or unset DATABASE_URL to match)");
  });
});
