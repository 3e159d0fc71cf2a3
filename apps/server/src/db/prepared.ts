import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

// Named prepared statements for the hot calls (docs/decisions/019). A
// statement is written once with Drizzle's `sql` template (columns and tables
// from the schema, values as `sql.placeholder`), turned into SQL text once at
// start-up, and sent by name: node-postgres parses it once per pooled
// connection and PostgreSQL plans it once per connection, instead of the query
// builder making the text and PostgreSQL planning it again on every request.
// It runs on the pool, or on the connection of the transaction it is given,
// so it mixes freely with Drizzle's own queries in one transaction.

const dialect = new PgDialect();

/** The driver's client behind a Drizzle database or transaction: a pg Pool or PoolClient, or PGlite. */
interface NodePgQueryable {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface PgliteQueryable {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<unknown>;
}

function driverClient(db: DbOrTx): NodePgQueryable | PgliteQueryable {
  // Drizzle keeps the driver's client (the pool, or the transaction's connection) on its session.
  return (db._.session as unknown as { client: NodePgQueryable | PgliteQueryable }).client;
}

const isPglite = (client: NodePgQueryable | PgliteQueryable): client is PgliteQueryable =>
  typeof (client as Partial<PgliteQueryable>).exec === 'function';

export interface PreparedStatement<Row, Values extends Record<string, unknown>> {
  readonly name: string;
  readonly text: string;
  /** Runs the statement on the pool, or on the connection of the transaction `db`; rows as the driver parses them. */
  run(db: DbOrTx, values: Values): Promise<Row[]>;
}

const names = new Set<string>();

/**
 * A statement of `query`, sent by `name` (unique in the process). Values are
 * Drizzle placeholders filled by `run`; every other part of `query` is fixed
 * here, once. PGlite has one connection and no statement cache of this kind:
 * there it is a plain parameterised query.
 */
export function preparedStatement<Row, Values extends Record<string, unknown> = Record<string, unknown>>(
  name: string,
  query: SQL,
): PreparedStatement<Row, Values> {
  if (names.has(name)) throw new Error(`two prepared statements are named ${name}`);
  names.add(name);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return {
    name,
    text,
    async run(db, values) {
      const client = driverClient(db);
      const filled = fillPlaceholders(params, values);
      const result = isPglite(client) ? await client.query(text, filled) : await client.query({ name, text, values: filled });
      return result.rows as Row[];
    },
  };
}

/**
 * `query` sent once as it is (unnamed, not kept), on the pool or the
 * connection of the transaction `db`, its rows parsed by the driver as `run`
 * parses them: for the rarer shapes of a statement that is prepared for its
 * common ones.
 */
export async function runQuery<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = driverClient(db);
  const result = isPglite(client) ? await client.query(text, params) : await client.query({ text, values: params });
  return result.rows as Row[];
}
