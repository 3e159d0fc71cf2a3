import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { orders } from '#server/db/schema/index';
import { AppError } from '#server/lib/app-error';
import type { LinkSigner } from './link-signer';

// The one check of a tracking link, shared by the tracking page and the documents it downloads
// (docs/decisions/021). Every failure answers as tracking's "not found", with a sentence of its own.

/** A link whose token is not genuine, or whose order was deleted since. */
export const trackLinkInvalid = () => new AppError('ORDER_NOT_FOUND', 404, { sentence: 'TRACK_LINK_INVALID' });

/** A genuine link past its lifetime (TRACK_LINK_DAYS): the page offers the number-and-contact lookup. */
export const trackLinkExpired = () => new AppError('ORDER_NOT_FOUND', 404, { sentence: 'TRACK_LINK_EXPIRED' });

/** What a link is checked against: the signer, its lifetime and the clock. */
export interface LinkRules {
  links: LinkSigner;
  lifetimeMs: number;
  now: () => number;
}

/**
 * The order a tracking link opens (issue 26 item 3, docs/decisions/021): a
 * genuine token, of an order that still exists, made after the order's links
 * were last revoked, and younger than the links' lifetime. A link made before
 * links had a moment counts as made when its order was placed.
 */
export async function orderIdOfLink(db: Db, rules: LinkRules, token: string): Promise<string> {
  const link = await rules.links.verify(token);
  if (!link) throw trackLinkInvalid();
  const [row] = await db
    .select({ createdAt: orders.createdAt, revokedAt: orders.trackLinksRevokedAt })
    .from(orders)
    .where(eq(orders.id, link.orderId))
    .limit(1);
  if (!row) throw trackLinkInvalid();
  const issuedAt = link.issuedAt ?? row.createdAt.getTime();
  if (row.revokedAt && issuedAt <= row.revokedAt.getTime()) throw trackLinkInvalid();
  if (rules.now() - issuedAt > rules.lifetimeMs) throw trackLinkExpired();
  return link.orderId;
}
