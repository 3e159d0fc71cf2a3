import { count } from 'drizzle-orm';
import { messages, type AuditEntry } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { auditLog } from '#server/db/schema/index';
import type { CallResult, TestApp } from './test-app';

// Helpers for the admin area's API tests: the guard on every admin call and
// quick reads of the audit trail.

export type AdminCall = readonly [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown];

/**
 * The calls that do not answer 401 to a guest and 403 to a signed-in
 * customer with the contract's messages; empty when every one is refused.
 */
export async function adminOnlyViolations(t: TestApp, calls: readonly AdminCall[], customerCookie: string): Promise<string[]> {
  const found: string[] = [];
  const check = (who: string, method: string, url: string, res: CallResult, status: number, text: string) => {
    if (res.status !== status || res.body.success !== false || res.body.message !== text) {
      found.push(`${method} ${url} as ${who}: ${res.status} ${res.raw}`);
    }
  };
  for (const [method, url, payload] of calls) {
    const body = payload === undefined ? {} : { payload };
    check('a guest', method, url, await t.call(method, url, body), 401, messages.NOT_SIGNED_IN);
    check('a customer', method, url, await t.call(method, url, { cookie: customerCookie, ...body }), 403, messages.ADMIN_ONLY);
  }
  return found;
}

export async function countAuditRows(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

/** The newest audit entries through the API (newest first). */
export async function latestAudit(t: TestApp, adminCookie: string, limit = 1): Promise<AuditEntry[]> {
  const res = await t.call('GET', `/api/admin/audit?limit=${limit}`, { cookie: adminCookie });
  if (res.status !== 200) throw new Error(`audit list failed: ${res.status} ${res.raw}`);
  return res.body.data as AuditEntry[];
}

/** The newest audit entry; fails when there is none. */
export async function lastAudit(t: TestApp, adminCookie: string): Promise<AuditEntry> {
  const [entry] = await latestAudit(t, adminCookie, 1);
  if (!entry) throw new Error('no audit entry');
  return entry;
}
