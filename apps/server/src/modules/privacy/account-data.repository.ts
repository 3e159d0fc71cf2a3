import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { auditLog, orders, orderStatusChanges, outbox, passwordResets, sessions } from '#server/db/schema/index';

// Drizzle queries of the customer's own data (docs/decisions/031): what the
// export reads and what a deletion reduces. The rules live in the services.

export async function listSessionsOf(db: DbOrTx, userId: string) {
  return db
    .select({ tokenHash: sessions.tokenHash, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
}

export async function listResetRequestsOf(db: DbOrTx, userId: string) {
  return db
    .select({ createdAt: passwordResets.createdAt, expiresAt: passwordResets.expiresAt, usedAt: passwordResets.usedAt })
    .from(passwordResets)
    .where(eq(passwordResets.userId, userId))
    .orderBy(desc(passwordResets.createdAt));
}

const toAddress = (email: string) => sql`lower(${outbox.to}) = lower(${email})`;

/** The order an outbox row tells about (its payload holds the whole order: docs/decisions/028). */
const payloadOrderNumber = sql<string | null>`${outbox.payload}->'order'->>'orderNumber'`;

/** The e-mails written to an address: kind, subject, order and dates (their bodies repeat the orders). */
export async function listEmailsTo(db: DbOrTx, email: string) {
  return db
    .select({ kind: outbox.kind, subject: outbox.subject, orderNumber: payloadOrderNumber, createdAt: outbox.createdAt, sentAt: outbox.sentAt })
    .from(outbox)
    .where(toAddress(email))
    .orderBy(desc(outbox.createdAt));
}

/**
 * The e-mails written to the address, and those about the user's orders sent
 * elsewhere (the store's alerts and cancellation copies carry the whole order,
 * e-mail and phone included, in their payload).
 */
export async function deleteEmailsAbout(db: DbOrTx, email: string, orderIds: readonly string[]): Promise<void> {
  const aboutOrders = orderIds.length > 0 ? inArray(sql`${outbox.payload}->'order'->>'_id'`, [...orderIds]) : undefined;
  await db.delete(outbox).where(or(toAddress(email), aboutOrders));
}

const aboutUserOrOrders = (userId: string, orderIds: readonly string[]) =>
  or(
    and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)),
    orderIds.length > 0 ? and(eq(auditLog.entityType, 'order'), inArray(auditLog.entityId, [...orderIds])) : undefined,
  );

/** The audit entries about the user and their orders, oldest first. */
export async function listAuditEntriesAbout(db: DbOrTx, userId: string, orderIds: readonly string[]) {
  return db
    .select({ action: auditLog.action, summary: auditLog.summary, actorId: auditLog.actorId, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(aboutUserOrOrders(userId, orderIds))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

/** The orders of a user with what erasure needs to know, locked until the transaction ends. */
export async function lockOrdersOf(db: DbOrTx, userId: string) {
  return db
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      name: orders.name,
      email: orders.email,
      phone: orders.phone,
      deliveryAddress: orders.deliveryAddress,
      wasConfirmed: sql<boolean>`exists (select 1 from ${orderStatusChanges} c
        where c.order_id = ${orders.id} and c.to_status = 'confirmed')`,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.number))
    .for('update');
}

export type OrderForErasure = Awaited<ReturnType<typeof lockOrdersOf>>[number];

export async function writeErasedOrder(
  db: DbOrTx,
  id: string,
  fields: { name: string; email: string; phone: string; deliveryAddress: OrderForErasure['deliveryAddress'] },
): Promise<void> {
  await db
    .update(orders)
    // The order's tracking links die with the account (issue 26 item 14): a forwarded e-mail no longer opens it.
    .set({ ...fields, placedIp: null, trackLinksRevokedAt: new Date(), updatedAt: new Date() })
    .where(eq(orders.id, id));
}

/** A customer's cancellation reasons are their words: they go with the account. */
export async function dropCancelReasons(db: DbOrTx, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .update(orderStatusChanges)
    .set({ reason: null })
    .where(inArray(orderStatusChanges.orderId, [...orderIds]));
}

/**
 * The audit trail about a deleted user keeps what was done and when, not who
 * the user was: the entries about the account lose the copies of the profile
 * and the name and e-mail in their sentence; copies of the user's orders
 * (a deleted order keeps its whole shape) lose the e-mail and the phone.
 */
export async function reduceAuditAbout(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(auditLog)
    .set({
      before: null,
      after: null,
      summary: sql`case ${auditLog.action}
        when 'user.update' then 'Updated a user whose account was deleted since'
        when 'user.password_reset_link' then 'Sent a password reset link to a user whose account was deleted since'
        else 'Changed a user whose account was deleted since' end`,
    })
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)));
  for (const column of ['before', 'after'] as const) {
    const field = auditLog[column];
    await db
      .update(auditLog)
      .set({ [column]: sql`${field} - 'email' - 'phone' #- '{deliveryAddress,phone}' #- '{deliveryAddress,landmark}'` })
      .where(and(eq(auditLog.entityType, 'order'), sql`${field}->>'userId' = ${userId}`));
  }
}
