import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';

// Queries of the open-guest-orders limits (guest-order-limits.ts).

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

export interface OpenGuestOrderCounts {
  email: number;
  phone: number;
  ip: number;
}

/**
 * Open guest orders (pending or confirmed) made in the last `windowHours`
 * with this e-mail, this phone, or from this IP, in one statement (a bitmap
 * of three indexes). Run after the locks, in a statement of its own: its
 * snapshot then sees every order whose placement held one of the locks.
 * Prepared (docs/decisions/019): every guest placement runs it.
 */
const countOpenStatement = preparedStatement<OpenGuestOrderCounts, { email: string; phone: string; ip: string | null; hours: number }>(
  'guest_order_count_open',
  sql`select
      count(*) filter (where lower(email) = ${sql.placeholder('email')}::text)::int as email,
      count(*) filter (where phone = ${sql.placeholder('phone')}::text)::int as phone,
      count(*) filter (where placed_ip = ${sql.placeholder('ip')}::text)::int as ip
    from orders
    where type = 'guest'
      and status in ('pending', 'confirmed')
      and created_at > now() - make_interval(hours => ${sql.placeholder('hours')}::int)
      and (lower(email) = ${sql.placeholder('email')}::text or phone = ${sql.placeholder('phone')}::text or placed_ip = ${sql.placeholder('ip')}::text)`,
);

export async function countOpenGuestOrders(
  tx: Tx,
  guest: { email: string; phone: string; ip: string | null },
  windowHours: number,
): Promise<OpenGuestOrderCounts> {
  const [row] = await countOpenStatement.run(tx, { email: guest.email.toLowerCase(), phone: guest.phone, ip: guest.ip, hours: windowHours });
  return { email: row?.email ?? 0, phone: row?.phone ?? 0, ip: row?.ip ?? 0 };
}
