import { desc, sql } from 'drizzle-orm';
import type { User } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { rowsWithTotal } from '#server/db/rows-with-total';
import { auditLog } from '#server/db/schema/index';

// The audit trail (issue "The admin area", item 8). Every admin change calls
// recordAudit with the transaction that makes the change: the entry commits
// or rolls back with it.

export type AuditEntityType = 'product' | 'brand' | 'category' | 'order' | 'user' | 'feature' | 'quote' | 'settings' | 'coupon' | 'review';
export type AuditAction =
  | 'product.create'
  | 'product.update'
  | 'product.delete'
  | 'brand.create'
  | 'brand.update'
  | 'brand.delete'
  | 'category.create'
  | 'category.update'
  | 'category.delete'
  | 'order.status'
  | 'order.delete'
  | 'user.update'
  | 'user.delete'
  | 'user.password_reset_link'
  | 'feature.create'
  | 'feature.update'
  | 'feature.delete'
  | 'feature.reorder'
  | 'quote.handle'
  | 'product.licence_keys'
  | 'product.delivery'
  | 'settings.delivery'
  | 'coupon.create'
  | 'coupon.update'
  | 'coupon.delete'
  | 'review.hide'
  | 'review.show'
  // One entry per CSV import run, with its counts (docs/decisions/038).
  | 'product.import'
  | 'category.attribute_create'
  | 'category.attribute_update'
  | 'category.attribute_delete';

/** Who made the change: the signed-in admin (the session's public user). */
export type AuditActor = Pick<User, '_id' | 'name'>;

export interface AuditRecord {
  actor: AuditActor | null;
  action: AuditAction;
  entityType: AuditEntityType;
  /** Null for a change of many records at once (reordering the slides). */
  entityId: string | null;
  /** One sentence for people: 'Changed order FC-000012 from pending to confirmed'. */
  summary: string;
  /** Public shapes only (toProduct, toPublicUser, ...): never a password hash. Null before a create. */
  before: unknown;
  /** Null after a delete. */
  after: unknown;
}

export type AuditRow = typeof auditLog.$inferSelect;

/** Writes one entry; pass the transaction of the change it records. */
export async function recordAudit(tx: DbOrTx, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actor?._id ?? null,
    actorName: record.actor?.name ?? null,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    summary: record.summary,
    // jsonb null, not SQL null, is never wanted: "nothing" is SQL null.
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

// `nulls last` matches the index audit_log_created_at_idx, so the newest entries are an index scan.
const newestFirst = [sql`${auditLog.createdAt} desc nulls last`, desc(auditLog.id)];

/** A page of entries, newest first, and the count of all. */
export async function listAuditEntries(db: DbOrTx, window: { offset: number; limit: number }): Promise<{ rows: AuditRow[]; total: number }> {
  return rowsWithTotal(db, db.select().from(auditLog).orderBy(...newestFirst).limit(window.limit).offset(window.offset), auditLog);
}

/** The newest `limit` entries (the dashboard's recent activity). */
export async function listRecentAuditEntries(db: DbOrTx, limit: number): Promise<AuditRow[]> {
  return db.select().from(auditLog).orderBy(...newestFirst).limit(limit);
}
