import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '#server/db/client';
import { createPostgresDatabase } from './postgres-server';

// A fresh, migrated database per test file, copied from the template that
// test/global-setup.ts migrated once for the whole run (issue 11): initdb and
// the migrations cost seconds per file, a copy a fraction of that. Without a
// template (a run that skipped the global setup) it migrates for real.

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data folder's tarball. */
    pgliteTemplate?: string;
    /** Name of the migrated PostgreSQL template database (DATABASE_URL runs). */
    postgresTemplate?: string;
  }
}

export interface TestDatabase {
  database: Database;
  /** DATABASE_URL of the fresh PostgreSQL database (undefined on PGlite), for a second instance over the same data. */
  url?: string;
  /** Close the connection and throw the database away. */
  close(): Promise<void>;
}

async function freshPostgres(serverUrl: string, poolSize: number): Promise<TestDatabase> {
  const template = inject('postgresTemplate');
  // Workers may copy the template side by side: only connections to it would stop them.
  const created = await createPostgresDatabase(serverUrl, 'store_test', template);
  const database = await openDatabase({ databaseUrl: created.url, dataDir: 'memory://', poolSize });
  if (!template) await database.migrate();
  return {
    database,
    url: created.url,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

async function freshPglite(): Promise<TestDatabase> {
  const template = inject('pgliteTemplate');
  const loadDataDir = template ? new Blob([await readFile(template)]) : undefined;
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir });
  if (!template) await database.migrate();
  return { database, close: () => database.close() };
}

/**
 * PGlite in memory, or, when DATABASE_URL is set and `pgliteOnly` is not, a
 * brand-new PostgreSQL database that `close` drops again.
 */
export function openTestDatabase(options: { pgliteOnly?: boolean; poolSize?: number } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl && !options.pgliteOnly ? freshPostgres(serverUrl, options.poolSize ?? 4) : freshPglite();
}
