import { and, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Language, Role } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { rowsWithTotal } from '#server/db/rows-with-total';
import { findRowBy } from '#server/db/find-row';
import { users } from '#server/db/schema/index';
import type { UserRow } from './public-user';

// Drizzle queries on the users table; business rules live in auth.service.ts.

/** E-mails are unique whatever their case (index users_email_lower_uq). */
const emailEquals = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export const findUserById = findRowBy(users, users.id);

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(emailEquals(email)).limit(1);
  return row ?? null;
}

export async function isEmailTakenByOther(db: DbOrTx, email: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(emailEquals(email), ne(users.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export interface NewUser {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  role: Role;
  /** Left out: confirmed now (the admin, the demo customer, an account an admin makes); null for a registration. */
  emailConfirmedAt?: Date | null;
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export interface UserPatch {
  name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  role?: Role | undefined;
  passwordHash?: string | undefined;
  preferredLanguage?: Language | undefined;
  /** Set by the address's confirmation link (email-confirmation.ts). */
  emailConfirmedAt?: Date | undefined;
  /** The address asked for in the profile, until its link is opened; null ends the change (issue 26 item 8). */
  pendingEmail?: string | null | undefined;
}

export async function updateUserById(db: DbOrTx, id: string, patch: UserPatch): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export async function deleteUserById(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/**
 * The ids of every admin, locked until the transaction ends, so that two
 * admins demoting or deleting each other at once cannot leave the store with none.
 */
export async function lockAdminIds(tx: DbOrTx): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
  return rows.map((r) => r.id);
}

/** `%` and `_` typed in a search box are literal characters, not wildcards. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface UserListQuery {
  offset: number;
  limit: number;
  search?: string | undefined;
}

export async function listUsers(db: DbOrTx, query: UserListQuery): Promise<{ rows: UserRow[]; total: number }> {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : undefined;
  const where = pattern
    ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern))
    : undefined;
  const page = db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(query.limit).offset(query.offset);
  return rowsWithTotal(db, page, users, where);
}
