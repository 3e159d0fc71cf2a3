import { QueryPromise } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Pool, PoolClient } from 'pg';
import { schema, type Db, type Tx } from './client';

// A transaction whose statements go out in flights (docs/decisions/019,
// addendum of session 8): its BEGIN leaves with the statements the callback
// sends first, and its COMMIT with the statements it hands to `beforeCommit`,
// each flight one write to the socket and one wait for PostgreSQL, where every
// statement used to be a round trip of its own. On a two-core machine each
// round trip to PostgreSQL on the same host cost about as much of the store's
// CPU as a statement (a write that wakes the server, and the reads of its
// answer). It relies on node-postgres' pipeline mode (the pool's `pipeline`
// option, src/db/client.ts): statements are written as they are issued, in
// order, and answered in order. PostgreSQL runs them one after another, so a
// statement still sees what those before it did (advisory locks, row locks).
//
// An error in a statement aborts the transaction; the statements behind it in
// the same flight then fail too, and the first error in the order they were
// issued is the one thrown. A COMMIT that follows a failed statement ends the
// transaction as a ROLLBACK would, so the transaction never half-commits.
// PGlite has one connection and no pipelining: there the same callback runs
// in an ordinary transaction, statement after statement.

export interface Flight {
  /** BEGIN's answer: settle it with the first statements (settleInOrder). */
  readonly begun: Promise<unknown>;
  /**
   * The last statement, sent with COMMIT once the callback returns: `issue` sends it (as a prepared
   * statement's run does at once, db/prepared.ts). A Drizzle query starts only when awaited, which would
   * be after COMMIT, so one is refused.
   */
  beforeCommit(issue: () => Promise<unknown>): void;
}

/** The driver's pool behind a Drizzle database, or null on PGlite. */
function poolOf(db: Db): Pool | null {
  const client = (db._.session as unknown as { client: Pool | { exec?: unknown } }).client;
  return typeof (client as { exec?: unknown }).exec === 'function' ? null : (client as Pool);
}

/** One Drizzle database per pooled connection (made once: Drizzle reads the schema's relations when it starts). */
const onConnection = new WeakMap<PoolClient, Tx>();

function drizzleOn(connection: PoolClient): Tx {
  let tx = onConnection.get(connection);
  if (!tx) {
    tx = drizzlePg(connection, { schema }) as unknown as Tx;
    onConnection.set(connection, tx);
  }
  return tx;
}

type Socket = { cork(): void; uncork(): void };

/** The connection's socket (node-postgres' own `connection.stream`, which it corks around each statement). */
function socketOf(connection: PoolClient): Socket | null {
  const stream = (connection as unknown as { connection?: { stream?: Partial<Socket> } }).connection?.stream;
  return stream && typeof stream.cork === 'function' && typeof stream.uncork === 'function' ? (stream as Socket) : null;
}

/** What `send` writes to the connection leaves in one write to the socket (one flight). */
function inOneWrite<T>(connection: PoolClient, send: () => T): T {
  const socket = socketOf(connection);
  socket?.cork();
  try {
    return send();
  } finally {
    socket?.uncork();
  }
}

function issueStatement(issue: () => Promise<unknown>): Promise<unknown> {
  const statement = issue();
  if (statement instanceof QueryPromise) throw new Error('beforeCommit takes a statement already sent, not a Drizzle query');
  return statement;
}

/** Awaits every promise, then returns their values, or throws the first failure in the order given. */
export async function settleInOrder<T extends readonly unknown[]>(promises: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(promises);
  const values: unknown[] = [];
  for (const result of settled) {
    if (result.status === 'rejected') throw result.reason;
    values.push(result.value);
  }
  return values as unknown as T;
}

/** Runs `work` in a transaction on one connection, sending its statements in flights (see above). */
export async function pipelinedTransaction<T>(db: Db, work: (tx: Tx, flight: Flight) => Promise<T>): Promise<T> {
  const pool = poolOf(db);
  const last: (() => Promise<unknown>)[] = [];
  const beforeCommit = (issue: () => Promise<unknown>) => {
    last.push(issue);
  };
  if (!pool) {
    return db.transaction(async (tx) => {
      const result = await work(tx, { begun: Promise.resolve(), beforeCommit });
      await settleInOrder(last.map(issueStatement));
      return result;
    });
  }
  const connection = await pool.connect();
  let ended = false;
  let broken = false;
  try {
    // The first flight: BEGIN and the statements `work` sends before it first waits.
    const { begun, working } = inOneWrite(connection, () => {
      const begin = connection.query('begin');
      // Settled by the callback with its first statements; an early failure of the callback must not leave it unhandled.
      begin.catch(() => {});
      return { begun: begin, working: work(drizzleOn(connection), { begun: begin, beforeCommit }) };
    });
    const result = await working;
    await begun;
    // The last flight: the statements handed to beforeCommit, and COMMIT, which ends the transaction whatever they answer.
    const answers = inOneWrite(connection, () => {
      const statements: Promise<unknown>[] = [];
      try {
        for (const issue of last) statements.push(issueStatement(issue));
      } catch (error) {
        // No COMMIT follows: the ROLLBACK below answers after the statements already sent.
        for (const statement of statements) statement.catch(() => {});
        throw error;
      }
      ended = true;
      return [...statements, connection.query('commit')];
    });
    await settleInOrder(answers);
    return result;
  } catch (error) {
    // Once COMMIT was sent the transaction has ended (a failed statement before it makes it a ROLLBACK).
    if (!ended) {
      await connection.query('rollback').catch(() => {
        broken = true;
      });
    }
    throw error;
  } finally {
    // A connection that could not roll back is closed, not handed to the next request.
    connection.release(broken);
  }
}
