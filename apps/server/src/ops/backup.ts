import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Client } from 'pg';
import { PGLITE_START_PARAMS } from '../db/client';

// `npm run backup` and `npm run restore` (issue 15 item 9, docs/decisions/018)
// for both databases of docs/architecture.md#the-parts:
// - PostgreSQL (DATABASE_URL): pg_dump's custom format, restored with
//   pg_restore in one transaction. pg_dump reads a consistent snapshot, so
//   the store keeps serving while it runs.
// - PGlite (no DATABASE_URL): the embedded database's own dump of its data
//   folder (dumpDataDir, a gzipped tarball), loaded back with loadDataDir.
//   One process owns that folder: stop the store first.
// Uploaded images are files (DATA_DIR/uploads or S3), not in the database:
// back them up with the files.

export type Engine = 'postgres' | 'pglite';

export interface BackupTarget {
  /** PostgreSQL; undefined: PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** DATA_DIR: PGlite keeps its files in `pg/` under it. */
  dataDir: string;
}

/** A refusal or failure with a sentence for the operator (the CLI prints it and exits 1). */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** pg_dump's custom format starts with PGDMP; a gzip stream (PGlite's dump) with 1f 8b. */
const MAGIC: Record<Engine, Buffer> = { postgres: Buffer.from('PGDMP'), pglite: Buffer.from([0x1f, 0x8b]) };

export const engineOf = (target: BackupTarget): Engine => (target.databaseUrl ? 'postgres' : 'pglite');

export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pg');

/** `store-postgres-2026-11-25T10-00-00Z.dump` or `store-pglite-….tar.gz`. */
export function defaultBackupName(engine: Engine, now = new Date()): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');
  return `store-${engine}-${stamp}.${engine === 'postgres' ? 'dump' : 'tar.gz'}`;
}

/** The URL without its password, and the password for PGPASSWORD: nothing secret on a command line (ps shows those). */
function libpqArgs(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL client tool; its error output becomes the error. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} was not found: install PostgreSQL's client tools, of the server's major version or newer (Debian: apt-get install postgresql-client)`
            : `${command} failed to start: ${error.message}`,
        ),
      );
    });
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${command} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}

async function checkKind(file: string, engine: Engine): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}`);
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (!head.subarray(0, MAGIC[engine].length).equals(MAGIC[engine])) {
      const other = engine === 'postgres' ? 'the embedded database (PGlite)' : 'PostgreSQL';
      throw new BackupError(
        `${file} is not a backup of this store's ${engine === 'postgres' ? 'PostgreSQL' : 'embedded'} database (it may be one of ${other}: set or unset DATABASE_URL to match)`,
      );
    }
  } finally {
    await handle.close();
  }
}

function openPglite(folder: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({ dataDir: folder, extensions: { pg_trgm, unaccent }, startParams: PGLITE_START_PARAMS, ...(loadDataDir ? { loadDataDir } : {}) });
}

/** Writes the backup of `target` to `file` (through a temporary name: never half a backup under the real one). */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  const folder = pgliteFolder(target.dataDir);
  if (!target.databaseUrl && !existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new BackupError(`No embedded database in ${folder} (DATA_DIR=${target.dataDir})`);
  }
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    if (target.databaseUrl) {
      const { url, env } = libpqArgs(target.databaseUrl);
      await run('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${url}`], env);
    } else {
      const db = await openPglite(folder);
      try {
        const tarball = await db.dumpDataDir('gzip');
        await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
      } finally {
        await db.close();
      }
    }
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/** Tables of the store (or anything else) already in the PostgreSQL database. */
async function tableCount(databaseUrl: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

export interface RestoreResult {
  /** PGlite with --force: where the replaced data folder was moved (nothing is deleted). */
  movedAside?: string;
}

/**
 * Restores `file` into `target`. Refuses a database that already holds
 * tables unless `force`: then PostgreSQL's objects are dropped and made
 * again in the same transaction, and PGlite's old folder is moved aside.
 */
export async function restoreDatabase(target: BackupTarget, file: string, options: { force?: boolean } = {}): Promise<RestoreResult> {
  const engine = engineOf(target);
  await checkKind(file, engine);
  const force = options.force === true;
  if (target.databaseUrl) {
    if (!force && (await tableCount(target.databaseUrl)) > 0) {
      throw new BackupError('The database of DATABASE_URL already has tables: restore into an empty database, or pass --force to replace its contents');
    }
    const { url, env } = libpqArgs(target.databaseUrl);
    const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`];
    if (force) args.push('--clean', '--if-exists');
    await run('pg_restore', [...args, file], env);
    return {};
  }
  const folder = pgliteFolder(target.dataDir);
  const result: RestoreResult = {};
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    if (!force) throw new BackupError(`${folder} already holds a database: stop the store and pass --force to replace it (the old folder is kept beside it)`);
    result.movedAside = `${folder}.replaced-${defaultBackupName('pglite').replace(/^store-pglite-|\.tar\.gz$/g, '')}`;
    renameSync(folder, result.movedAside);
  }
  await mkdir(folder, { recursive: true });
  const db = await openPglite(folder, new Blob([await readFile(file)]));
  try {
    await db.query('select 1');
  } finally {
    await db.close();
  }
  return result;
}
