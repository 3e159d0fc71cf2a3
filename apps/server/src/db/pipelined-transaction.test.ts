import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { suiteTestDatabase } from '#server-test/suite';
import { isUniqueViolation } from '../lib/db-errors';
import { pipelinedTransaction, settleInOrder } from './pipelined-transaction';
import { runQuery } from './prepared';

// A transaction sent in flights (pipelined-transaction.ts): all of it commits
// or none of it, whichever statement fails, on PostgreSQL's pipelined
// connections and on PGlite's plain transaction alike.

const t = suiteTestDatabase();

beforeAll(async () => {
  await t.database.db.execute(sql`create table flight_notes (id int primary key, note text not null)`);
});

type Tx = Parameters<Parameters<typeof pipelinedTransaction>[1]>[0];

const notes = async () =>
  (await t.database.db.execute<{ id: number; note: string }>(sql`select id, note from flight_notes order by id`)).rows.map(
    (r) => `${r.id}:${r.note}`,
  );
// Sent at once, as the store's prepared statements are (a Drizzle query starts only when awaited).
const insert = (tx: Tx, id: number, note: string) => runQuery(tx, sql`insert into flight_notes (id, note) values (${id}, ${note})`);

describe('a pipelined transaction', () => {
  it('commits the statements of both flights, each seeing those before it', async () => {
    const seen = await pipelinedTransaction(t.database.db, async (tx, flight) => {
      const [, , counted] = await settleInOrder([
        flight.begun,
        insert(tx, 1, 'first'),
        runQuery<{ n: number }>(tx, sql`select count(*)::int as n from flight_notes`),
      ] as const);
      flight.beforeCommit(() => insert(tx, 2, 'last'));
      return counted[0]?.n;
    });
    expect(seen).toBe(1);
    expect(await notes()).toEqual(['1:first', '2:last']);
  });

  it('keeps nothing when a statement of the first flight fails, and throws the first failure in order', async () => {
    const attempt = pipelinedTransaction(t.database.db, async (tx, flight) => {
      await settleInOrder([flight.begun, insert(tx, 3, 'kept?'), insert(tx, 1, 'duplicate'), insert(tx, 4, 'after the failure')] as const);
      return 'placed';
    });
    await expect(attempt).rejects.toSatisfy(isUniqueViolation);
    expect(await notes()).toEqual(['1:first', '2:last']);
  });

  it('keeps nothing when the statement that leaves with COMMIT fails', async () => {
    const attempt = pipelinedTransaction(t.database.db, async (tx, flight) => {
      await settleInOrder([flight.begun, insert(tx, 5, 'kept?')] as const);
      flight.beforeCommit(() => insert(tx, 2, 'duplicate'));
      return 'placed';
    });
    await expect(attempt).rejects.toSatisfy(isUniqueViolation);
    expect(await notes()).toEqual(['1:first', '2:last']);
  });

  it('refuses a Drizzle query to leave with COMMIT: it would only start after it', async () => {
    const attempt = pipelinedTransaction(t.database.db, async (tx, flight) => {
      await flight.begun;
      flight.beforeCommit(() => tx.execute(sql`insert into flight_notes (id, note) values (7, 'late')`));
    });
    await expect(attempt).rejects.toThrow('beforeCommit takes a statement already sent, not a Drizzle query');
    expect(await notes()).toEqual(['1:first', '2:last']);
  });

  it('keeps nothing when the work refuses after its statements ran, and the connections stay usable', async () => {
    const attempt = pipelinedTransaction(t.database.db, async (tx, flight) => {
      await settleInOrder([flight.begun, insert(tx, 6, 'kept?')] as const);
      throw new Error('refused');
    });
    await expect(attempt).rejects.toThrow('refused');
    // Every pooled connection afterwards is outside a transaction: what each commits, all see.
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        pipelinedTransaction(t.database.db, async (tx, flight) => {
          await flight.begun;
          flight.beforeCommit(() => insert(tx, 10 + i, `after ${i}`));
        }),
      ),
    );
    expect(await notes()).toEqual(['1:first', '2:last', ...Array.from({ length: 6 }, (_, i) => `${10 + i}:after ${i}`)]);
  });
});
