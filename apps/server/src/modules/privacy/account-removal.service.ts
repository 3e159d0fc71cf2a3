import type { DbOrTx } from '#server/db/client';
import { type AuditActor, recordAudit } from '#server/modules/audit/index';
import { deleteUserById, type UserRow } from '#server/modules/auth/index';
import { withdrawReviewsOf } from '#server/modules/reviews/index';
import { deleteAlertsOf } from '#server/modules/stock-alerts/index';
import {
  deleteEmailsAbout,
  dropCancelReasons,
  lockOrdersOf,
  reduceAuditAbout,
  writeErasedOrder,
} from './account-data.repository';
import { eraseOrderFields } from './order-erasure';

// The one way an account goes (issue 13 item 9, docs/decisions/031), whether an
// admin deletes it (docs/store-rules.md#auth-and-user-calls, DELETE /auth/{id}) or its owner does
// (POST /auth/account/delete). The callers check who may; this does it.

export interface RemovalAudit {
  actor: AuditActor;
  summary: string;
  before: unknown;
}

/**
 * In the caller's transaction: the orders stay for the tax record with the
 * buyer's fields reduced (order-erasure.ts) and their tracking links revoked, the customer's cancellation
 * reasons and the e-mails written to them or about their orders go, the audit trail keeps what
 * happened without who they were, then the user row goes and with it (by
 * foreign key) the sessions, the cart, the saved addresses, the password reset links and the stock alerts
 * (docs/decisions/037; a guest's alerts with the account's address go by address). The
 * deletion's own audit entry is written last before the row, so its actor may
 * be the user (set null when the row goes). Tax invoices and credit notes keep
 * their own copies and are not touched.
 */
export async function removeUserAccount(tx: DbOrTx, target: UserRow, audit: RemovalAudit): Promise<{ ordersKept: number }> {
  const orders = await lockOrdersOf(tx, target.id);
  const orderIds = orders.map((o) => o.id);
  for (const order of orders) await writeErasedOrder(tx, order.id, eraseOrderFields(order));
  await dropCancelReasons(tx, orderIds);
  await reduceAuditAbout(tx, target.id);
  await deleteEmailsAbout(tx, target.email, orderIds);
  await recordAudit(tx, {
    actor: audit.actor,
    action: 'user.delete',
    entityType: 'user',
    entityId: target.id,
    summary: audit.summary,
    before: audit.before,
    after: null,
  });
  await withdrawReviewsOf(tx, target.id);
  // Alerts made as a guest with the account's address too (those made signed in go with the row).
  await deleteAlertsOf(tx, target.email);
  await deleteUserById(tx, target.id);
  return { ordersKept: orders.length };
}
