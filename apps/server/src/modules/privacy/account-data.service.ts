import type { AccountData, User } from '@store/contract';
import type { Db } from '#server/db/client';
import { unauthorized } from '#server/lib/app-error';
import { findUserById, toPublicUser } from '#server/modules/auth/index';
import { getCart } from '#server/modules/cart/index';
import type { KeySealer } from '#server/lib/secrets/key-sealer';
import { withLicenceKeys } from '#server/modules/licences/index';
import { toOrder } from '#server/modules/order-model/index';
import { listUserOrders } from '#server/modules/orders/index';
import { findAlertsOfCustomer } from '#server/modules/stock-alerts/index';
import { listReviewsBy } from '#server/modules/reviews/index';
import { findWishlist } from '#server/modules/wishlist/index';
import { getSavedBuilds } from '#server/modules/builds/index';
import { getSavedAddresses } from '#server/modules/addresses/index';
import { listAuditEntriesAbout, listEmailsTo, listResetRequestsOf, listSessionsOf } from './account-data.repository';

const iso = (d: Date) => d.toISOString();

/**
 * GET /auth/account/data: everything the store holds about the signed-in user
 * (issue 13 item 9, docs/decisions/031), as the customer's own views show it:
 * orders as the account page shows them (staff are "the store", with the
 * licence keys delivered), the address book, the wishlist, the saved builds and the reviews they wrote, sessions and
 * reset links by their dates only (never a token or its hash), the audit
 * trail's entries about them with staff as "the store".
 */
export async function exportAccountData(
  db: Db,
  user: User,
  currentSessionHash: string | null,
  storeName: string,
  sealer: KeySealer,
): Promise<AccountData> {
  const row = await findUserById(db, user._id);
  if (!row) throw unauthorized('NOT_SIGNED_IN');
  const [records, cart, sessions, resets, emails, alerts, saved, reviews, builds, savedAddresses] = await Promise.all([
    listUserOrders(db, row.id),
    getCart(db, row.id),
    listSessionsOf(db, row.id),
    listResetRequestsOf(db, row.id),
    listEmailsTo(db, row.email),
    findAlertsOfCustomer(db, row.id, row.email),
    findWishlist(db, row.id),
    listReviewsBy(db, row.id),
    getSavedBuilds(db, row.id),
    getSavedAddresses(db, row.id),
  ]);
  const orders = await withLicenceKeys(
    db,
    sealer,
    records.map((record) => toOrder(record, 'customer')),
  );
  const activity = await listAuditEntriesAbout(
    db,
    row.id,
    orders.map((o) => o._id),
  );
  const addresses = new Map(orders.map((o) => [JSON.stringify(o.deliveryAddress), o.deliveryAddress]));
  return {
    exportedAt: new Date().toISOString(),
    store: storeName,
    profile: { ...toPublicUser(row), updatedAt: iso(row.updatedAt) },
    addresses: [...addresses.values()],
    savedAddresses,
    orders,
    cart,
    wishlist: saved.map((item) => ({ productId: item.product.id, title: item.product.title, addedAt: iso(item.addedAt) })),
    builds,
    reviews: reviews.map((r) => ({ ...r, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) })),
    sessions: sessions.map((s) => ({ signedInAt: iso(s.createdAt), expiresAt: iso(s.expiresAt), current: s.tokenHash === currentSessionHash })),
    resetLinkRequests: resets.map((r) => ({ requestedAt: iso(r.createdAt), expiresAt: iso(r.expiresAt), usedAt: r.usedAt ? iso(r.usedAt) : null })),
    emails: emails.map((e) => ({
      kind: e.kind,
      subject: e.subject,
      orderNumber: e.orderNumber,
      queuedAt: iso(e.createdAt),
      sentAt: e.sentAt ? iso(e.sentAt) : null,
    })),
    activity: activity.map((a) => ({
      action: a.action,
      summary: a.summary,
      by: a.actorId === row.id ? ('you' as const) : ('the store' as const),
      at: iso(a.createdAt),
    })),
    stockAlerts: alerts.map((a) => ({
      productId: a.productId,
      title: a.title,
      email: a.email,
      language: a.language,
      requestedAt: iso(a.createdAt),
    })),
  };
}
