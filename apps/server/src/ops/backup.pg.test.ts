import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { expectOrdersGoOn, expectStoreWithOrders, runBackupCli, snapshot, storeWithOrders, type StoreSnapshot } from '#server-test/backup-scenario';
import { createPostgresDatabase, type PostgresDatabase } from '#server-test/postgres-server';
import { openDatabase } from '../db/client';

// `npm run backup` and `npm run restore` on PostgreSQL (issue 15 item 9):
// pg_dump's custom format into a file, pg_restore into a fresh database.

const serverUrl = process.env.DATABASE_URL ?? '';
let source: PostgresDatabase;
let target: PostgresDatabase;
let folder: string;
let file: string;
let productId: string;
let before: StoreSnapshot;

async function snapshotOf(url: string): Promise<StoreSnapshot> {
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', poolSize: 1 });
  try {
    return await snapshot(database.db, productId);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  [source, target] = await Promise.all([
    createPostgresDatabase(serverUrl, 'store_backup', inject('postgresTemplate')),
    createPostgresDatabase(serverUrl, 'store_restore'),
  ]);
  folder = mkdtempSync(path.join(os.tmpdir(), 'store-backup-pg-'));
  file = path.join(folder, 'store.dump');
  const database = await openDatabase({ databaseUrl: source.url, dataDir: 'memory://', poolSize: 2 });
  try {
    productId = await storeWithOrders(database);
    before = await snapshot(database.db, productId);
  } finally {
    await database.close();
  }
});
afterAll(async () => {
  await Promise.all([source?.drop(), target?.drop()]);
  if (folder) rmSync(folder, { recursive: true, force: true });
});

// Each test starts the CLI (Node with tsx) twice and dumps a database: minutes on a busy 2-core machine.
describe('npm run backup and npm run restore on PostgreSQL', { timeout: 240_000 }, () => {
  it('backs up, and restores into a fresh database that finds the same orders and takes new ones', async () => {
    expectStoreWithOrders(before);

    const backup = await runBackupCli(['backup', '--out', file], { DATABASE_URL: source.url });
    expect(backup).toEqual({ code: 0, output: `Backed up PostgreSQL (DATABASE_URL) to ${file}\n` });
    const restore = await runBackupCli(['restore', file], { DATABASE_URL: target.url });
    expect(restore.code).toBe(0);
    expect(restore.output).toContain(`Restored ${file} into PostgreSQL (DATABASE_URL)`);

    expect(await snapshotOf(target.url)).toEqual(before);
    await expectOrdersGoOn(await openDatabase({ databaseUrl: target.url, dataDir: 'memory://', poolSize: 2 }), productId, before);
  });

  it('will not restore over a database that has data unless told to, and then replaces it', async () => {
    const refused = await runBackupCli(['restore', file], { DATABASE_URL: target.url });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('already has tables: restore into an empty database, or pass --force to replace its contents');
    expect((await snapshotOf(target.url)).orders).toHaveLength(3);

    const forced = await runBackupCli(['restore', file, '--force'], { DATABASE_URL: target.url });
    expect(forced.code).toBe(0);
    expect(await snapshotOf(target.url)).toEqual(before);
  });
});
