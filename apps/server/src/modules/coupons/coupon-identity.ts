// Who counts as one customer for a once-per-customer coupon (issue 26 item 7,
// docs/decisions/033): the account, the e-mail as a mailbox receives it and
// the phone. A buyer is every one of these names at once, and a use counts
// against the buyer when any of them matches a name a stored use holds.

/**
 * The mailbox an address reaches: lower case, without a `+tag`, and for Gmail
 * (gmail.com and googlemail.com are one) without the dots, which Gmail ignores.
 */
export function normaliseEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at).replace(/\+.*$/, '');
  const domain = address.slice(at + 1);
  if (domain === 'gmail.com' || domain === 'googlemail.com') return `${local.replaceAll('.', '')}@gmail.com`;
  return `${local}@${domain}`;
}

export interface CouponBuyer {
  /** The account: the buyer's own, or the one a guest's e-mail belongs to. */
  userId: string | null;
  email: string;
  /** E.164, as the contract's phone field stores it. */
  phone: string | null;
}

/** Every name of the buyer (`user:`, `email:`, `phone:`), as coupon_redemptions.customer_keys holds them. */
export function buyerKeys(buyer: CouponBuyer): string[] {
  const keys = [`email:${normaliseEmail(buyer.email)}`];
  if (buyer.userId) keys.unshift(`user:${buyer.userId}`);
  if (buyer.phone) keys.push(`phone:${buyer.phone}`);
  return keys;
}
