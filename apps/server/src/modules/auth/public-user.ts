import type { User } from '@store/contract';
import type { users } from '#server/db/schema/index';

export type UserRow = typeof users.$inferSelect;

/**
 * The one way a user row leaves the server: the contract's `User` shape,
 * without the password hash (docs/store-rules.md#3-records-and-their-fields lists the password; it is never sent).
 */
export function toPublicUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    preferredLanguage: row.preferredLanguage,
    emailConfirmed: row.emailConfirmedAt !== null,
    ...(row.pendingEmail ? { pendingEmail: row.pendingEmail } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}
