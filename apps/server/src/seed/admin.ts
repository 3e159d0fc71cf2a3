import type { Db } from '../db/client';
import { hashPassword, verifyPassword } from '../lib/password';
import { findUserByEmail, insertUser, updateUserById } from '../modules/auth/auth.repository';
import { deleteOtherSessions } from '../modules/auth/session.service';

export interface AdminCredentials {
  email: string;
  password: string;
  name?: string;
  /** E.164; an admin can change it on the profile page. */
  phone?: string;
}

export type EnsureAdminResult = 'created' | 'updated' | 'unchanged';

/**
 * The first admin from ADMIN_EMAIL / ADMIN_PASSWORD (docs/architecture.md#the-parts):
 * created when missing; otherwise made an admin with that password. Run at
 * every start, so changing ADMIN_PASSWORD and restarting resets the password.
 */
export async function ensureAdmin(db: Db, credentials: AdminCredentials): Promise<EnsureAdminResult> {
  const email = credentials.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    await insertUser(db, {
      name: credentials.name ?? 'Store Admin',
      email,
      phone: credentials.phone ?? '+97140000000',
      passwordHash: await hashPassword(credentials.password),
      role: 'admin',
    });
    return 'created';
  }
  const samePassword = await verifyPassword(existing.passwordHash, credentials.password);
  if (samePassword && existing.role === 'admin' && existing.emailConfirmedAt) return 'unchanged';
  await updateUserById(db, existing.id, {
    role: 'admin',
    // ADMIN_EMAIL is the operator's own address: confirmed (issue 26 item 2).
    emailConfirmedAt: existing.emailConfirmedAt ?? new Date(),
    ...(samePassword ? {} : { passwordHash: await hashPassword(credentials.password) }),
  });
  // A reset password must not leave old sessions signed in.
  if (!samePassword) await deleteOtherSessions(db, existing.id, null);
  return 'updated';
}
