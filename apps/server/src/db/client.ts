import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from './schema';

export { schema };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The store's database: PGlite (embedded PostgreSQL) in a data folder when
 * there is no DATABASE_URL, a node-postgres pool when there is. Both speak the
 * same SQL and run the same migrations (docs/architecture.md#the-parts).
 */
export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
/** A transaction, or the database itself: services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections now (GET /metrics). */
  poolStats?(): PoolStats;
  /** PGlite only: its data folder as a tarball, for `loadDataDir` (the tests' migrated template, issue 11). */
  dumpDataDir?(): Promise<Blob>;
}

export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is too small for the load (or the database too slow). */
  waiting: number;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files, or `memory://` for a throw-away database. */
  dataDir: string;
  poolSize?: number;
  /** PGlite only: start from this dumped data folder instead of an empty one (skips initdb). */
  loadDataDir?: Blob | undefined;
}

/**
 * PGlite's start-up settings (docs/decisions/042, "Memory"): PostgreSQL's 128 MB of shared buffers
 * were all touched at start inside the WebAssembly memory, which never shrinks; the demo's whole
 * database is 60 MB and its files sit in the operating system's cache beneath. Passed at start, so
 * a data folder's own postgresql.conf stays as initdb wrote it.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

/** The folder PGlite keeps its database in, inside the store's data folder. */
export const embeddedDatabaseFolder = (dataDir: string): string => path.resolve(dataDir, 'pg');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // JIT off for the store's sessions (docs/decisions/022): every statement here is short, and once a
    // catalogue's statistics put a prepared statement's generic cost over jit_above_cost, PostgreSQL
    // compiled it on every run (measured: 19 ms of compiling for a search that runs in 0.6 ms).
    // Pipeline mode (node-postgres' `pipeline`): a statement is written as soon as it is issued, so a
    // transaction can send several in one flight (pipelined-transaction.ts); one after another, as
    // everything else does, they behave as before.
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, options: '-c jit=off', pipeline: true });
    // An idle client that errors (the server restarted) must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }

  let dataDir = options.dataDir;
  if (!dataDir.startsWith('memory://')) {
    dataDir = embeddedDatabaseFolder(dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm, unaccent }, startParams: PGLITE_START_PARAMS });
  // Drizzle's PGlite and node-postgres databases share the query-builder API;
  // one type keeps services driver-agnostic.
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
    // Uncompressed: loading it is faster than gunzipping, and it only lives in a temp folder.
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
