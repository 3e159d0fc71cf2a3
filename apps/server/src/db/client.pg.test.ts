import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { suiteTestDatabase } from '#server-test/suite';

// The store's PostgreSQL sessions (docs/decisions/022): JIT off, or a prepared
// statement whose generic cost passes jit_above_cost is compiled on every run.

const t = suiteTestDatabase();

it('every pooled connection runs with JIT off', async () => {
  const answers = await Promise.all(
    Array.from({ length: 4 }, () => t.database.db.transaction(async (tx) => (await tx.execute<{ jit: string }>(sql`show jit`)).rows[0]?.jit)),
  );
  expect(answers).toEqual(['off', 'off', 'off', 'off']);
});
