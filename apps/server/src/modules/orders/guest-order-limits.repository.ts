import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { preparedStatement } from '#server/db/prepared';

// The advisory locks of the open-guest-orders limits (guest-order-limits.ts);
// the open orders are counted in the placement's stock statement (placement.repository.ts).

/**
 * Takes a transaction-scoped advisory lock per key, in the order given (every
 * placement passes e-mail, phone, IP in that order, so two never wait on each
 * other in a circle). Held until the transaction ends: a second guest order
 * with the same e-mail, phone or IP waits here until the first has committed
 * or rolled back. Keys are hashed to 64 bits (hashtextextended); two keys
 * sharing a hash only make their orders take turns. The keys come out of
 * unnest in the array's order and the aggregate takes the locks one row at a time.
 */
const lockKeysStatement = preparedStatement<{ n: string }, { keys: string[] }>(
  'guest_order_lock_keys',
  sql`select count(pg_advisory_xact_lock(hashtextextended(k, 0))) as n from unnest(${sql.placeholder('keys')}::text[]) as k`,
);

export async function lockGuestOrderKeys(tx: Tx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await lockKeysStatement.run(tx, { keys: [...keys] });
}
