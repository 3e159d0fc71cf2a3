import type { AuditEntry, PagingQuery } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { pageOf, rowWindow } from '#server/lib/paging';
import { listAuditEntries, listRecentAuditEntries, type AuditRow } from './audit.repository';

// Reading the audit trail: GET /admin/audit and the dashboard's recent activity.

/** The one mapping from an audit row to the contract's AuditEntry. */
export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    // The name outlives the account: a deleted admin's entries keep it, with a null id.
    actor: row.actorName === null ? null : { _id: row.actorId, name: row.actorName },
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    summary: row.summary,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /admin/audit: newest first, 20 a page. */
export async function listAuditPage(db: DbOrTx, query: PagingQuery) {
  const { rows, total } = await listAuditEntries(db, rowWindow(query));
  return pageOf(rows.map(toAuditEntry), total, query);
}

export async function listRecentActivity(db: DbOrTx, limit: number): Promise<AuditEntry[]> {
  return (await listRecentAuditEntries(db, limit)).map(toAuditEntry);
}
