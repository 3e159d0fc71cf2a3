import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

// Queries of the open-guest-orders limits (guest-order-limits.ts).

/**
 * Takes a transaction-scoped advisory lock per key, in the order given (every
 * placement passes e-mail, phone, IP in that order, so two never wait on each
 * other in a circle). Held until the transaction ends: a second guest order
 * with the same e-mail, phone or IP waits here until the first has committed
 * or rolled back. Keys are hashed to 64 bits (hashtextextended); two keys
 * sharing a hash only make their orders take turns.
 */
export async function lockGuestOrderKeys(tx: Tx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  // PostgreSQL evaluates a select list from left to right.
  const locks = sql.join(
    keys.map((key) => sql`pg_advisory_xact_lock(hashtextextended(${key}, 0))`),
    sql`, `,
  );
  await tx.execute(sql`select ${locks}`);
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
 */
export async function countOpenGuestOrders(
  tx: Tx,
  guest: { email: string; phone: string; ip: string | null },
  windowHours: number,
): Promise<OpenGuestOrderCounts> {
  const email = guest.email.toLowerCase();
  const { rows } = await tx.execute<{ email: number; phone: number; ip: number }>(sql`
    select
      count(*) filter (where lower(email) = ${email})::int as email,
      count(*) filter (where phone = ${guest.phone})::int as phone,
      count(*) filter (where placed_ip = ${guest.ip})::int as ip
    from orders
    where type = 'guest'
      and status in ('pending', 'confirmed')
      and created_at > now() - make_interval(hours => ${windowHours})
      and (lower(email) = ${email} or phone = ${guest.phone} or placed_ip = ${guest.ip})`);
  const row = rows[0];
  return { email: row?.email ?? 0, phone: row?.phone ?? 0, ip: row?.ip ?? 0 };
}
