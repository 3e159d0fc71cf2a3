import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

// Throw-away databases on the PostgreSQL server of DATABASE_URL, for the
// PostgreSQL run of the tests. Random names: other runs may share the server.

export interface PostgresDatabase {
  name: string;
  /** DATABASE_URL of the new database. */
  url: string;
  /** Drop it, closing whatever is still connected. */
  drop(): Promise<void>;
}

/** CREATE and DROP DATABASE run on a connection of their own, outside any pool's transaction. */
async function run(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database named `<prefix>_<random>`, empty or a copy of `template`. */
export async function createPostgresDatabase(serverUrl: string, prefix: string, template?: string): Promise<PostgresDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(serverUrl, `drop database if exists ${name} with (force)`) };
}
