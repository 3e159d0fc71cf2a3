// Open guest orders per e-mail, phone and IP (issue 15 item 8,
// docs/store-rules.md#limits): three anonymous orders for a product's whole stock once emptied
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

// How the limits hold under racing placements (PostgreSQL): the placement
// first takes an advisory lock per key (lockGuestOrderKeys, in the order
// above, so two never wait on each other in a circle), held until its
// transaction ends, so placements sharing an e-mail, phone or IP take turns.
// The open orders are then counted in the next statement, the one that takes
// the stock (placement.repository.ts, guestRoomSql): READ COMMITTED gives each
// statement a new snapshot, so the count sees every order committed by whoever
// held a lock before. A count in the same statement as the locks would use a
// snapshot from before the wait. Over a limit, nothing is taken and the
// placement answers 429 GUEST_ORDER_LIMIT. Placements without a shared key do
// not wait on each other.
