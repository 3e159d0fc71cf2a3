import type { OrderLimitsConfig } from '../../config';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { countOpenGuestOrders, lockGuestOrderKeys, type OpenGuestOrderCounts } from './guest-order-limits.repository';

// Open guest orders per e-mail, phone and IP (issue 15 item 8, DESIGN.md
// section 4): three anonymous orders for a product's whole stock once emptied
// the store. An open order is one the store has not dealt with yet (pending or
// confirmed); delivered, shipped, processing and cancelled ones never count, so
// a regular guest is not held back by orders already on their way.

export interface GuestContact {
  email: string;
  phone: string;
  /** The placing address; null when unknown (then only e-mail and phone count). */
  ip: string | null;
}

/** The keys a placement locks, always in this order: e-mail, phone, IP. */
export function guestOrderKeys(guest: GuestContact): string[] {
  const keys = [`guest-order:email:${guest.email.toLowerCase()}`, `guest-order:phone:${guest.phone}`];
  if (guest.ip) keys.push(`guest-order:ip:${guest.ip}`);
  return keys;
}

/** True when one more order would pass one of the limits. */
export function guestLimitReached(open: OpenGuestOrderCounts, limits: OrderLimitsConfig, hasIp: boolean): boolean {
  return (
    open.email >= limits.guestOpenOrdersPerEmail ||
    open.phone >= limits.guestOpenOrdersPerPhone ||
    (hasIp && open.ip >= limits.guestOpenOrdersPerIp)
  );
}

/**
 * 429 GUEST_ORDER_LIMIT when the guest already has as many open orders as
 * allowed. Runs first in the placing transaction. Race-safe on PostgreSQL:
 * the advisory locks make placements sharing an e-mail, phone or IP take
 * turns from here to their commit, and the count runs after the locks in a
 * statement of its own (READ COMMITTED takes a new snapshot per statement), so
 * it sees every order committed by whoever held a lock before. A count in the
 * same statement as the locks would use a snapshot from before the wait.
 * Placements without a shared key do not wait on each other.
 */
export async function assertGuestOrderRoom(tx: Tx, limits: OrderLimitsConfig, guest: GuestContact): Promise<void> {
  await lockGuestOrderKeys(tx, guestOrderKeys(guest));
  const open = await countOpenGuestOrders(tx, guest, limits.guestWindowHours);
  if (guestLimitReached(open, limits, guest.ip !== null)) throw new AppError('GUEST_ORDER_LIMIT', 429);
}
