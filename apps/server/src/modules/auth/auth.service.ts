import type { z } from 'zod';
import type {
  passwordChangeRequestSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  updateUserRequestSchema,
  Language,
  User,
  usersListQuerySchema,
} from '@store/contract';
import type { Db, DbOrTx } from '#server/db/client';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '#server/lib/app-error';
import { conflictOnUniqueViolation } from '#server/lib/db-errors';
import { pageOf, rowWindow } from '#server/lib/paging';
import { dummyPasswordHash, hashPassword, verifyPassword } from '#server/lib/password';
import { recordAudit, updateSummary } from '#server/modules/audit/index';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isEmailTakenByOther,
  listUsers,
  lockAdminIds,
  updateUserById,
  type UserPatch,
} from './auth.repository';
import { toPublicUser, type UserRow } from './public-user';
import { queueConfirmationEmail, requestEmailChange, type EmailChangeMail } from './email-confirmation';
import { deleteOtherSessions } from './session.service';

// Business rules of accounts and users (docs/store-rules.md#4-state-rules, #7-the-api and #6-roles-and-security).
// Inputs are the contract schemas' parsed output; callers come from the session only.

export type RegisterInput = z.output<typeof registerRequestSchema>;
export type UpdateUserInput = z.output<typeof updateUserRequestSchema>;
export type ProfileInput = z.output<typeof profileUpdateRequestSchema>;
export type PasswordChangeInput = z.output<typeof passwordChangeRequestSchema>;
export type UsersListQuery = z.output<typeof usersListQuerySchema>;

/** A failed write that lost a race for an e-mail is the same 409 as the pre-check. */
const guardEmailRace = <T>(write: () => Promise<T>) => conflictOnUniqueViolation('EMAIL_TAKEN', write);

/**
 * Registration makes a customer and does not sign in (docs/store-rules.md#authentication-state). The
 * address is not confirmed yet: its confirmation e-mail is queued in the same transaction (issue 26 item 2),
 * `confirm` making its link and `language` its language.
 */
export async function registerUser(
  db: Db,
  input: RegisterInput,
  confirm: { link: (user: { id: string; email: string }) => string; language: Language },
): Promise<User> {
  if (await findUserByEmail(db, input.email)) throw conflict('EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  const row = await guardEmailRace(() =>
    db.transaction(async (tx) => {
      const user = await insertUser(tx, { name: input.name, email: input.email, phone: input.phone, passwordHash, role: 'customer', emailConfirmedAt: null });
      await queueConfirmationEmail(tx, user, confirm.link(user), confirm.language);
      return user;
    }),
  );
  return toPublicUser(row);
}

/**
 * The user of these credentials, or 401 with one message for an unknown
 * e-mail and a wrong password. An unknown e-mail is still checked against a
 * dummy hash, so both take the same time and reveal nothing.
 */
export async function authenticate(db: Db, email: string, password: string): Promise<User> {
  const row = await findUserByEmail(db, email);
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!row || !ok) throw unauthorized('INVALID_CREDENTIALS');
  return toPublicUser(row);
}

export async function listUsersPage(db: Db, query: UsersListQuery) {
  const { rows, total } = await listUsers(db, { ...rowWindow(query), search: query.search });
  return pageOf(rows.map(toPublicUser), total, query);
}

/** A user's own record, or any record for an admin. Others get 403 whether the id exists or not. */
export async function getUserFor(db: Db, viewer: User, id: string): Promise<User> {
  if (viewer.role !== 'admin' && viewer._id !== id) throw forbidden('FORBIDDEN');
  const row = await findUserById(db, id);
  if (!row) throw notFound('USER_NOT_FOUND');
  return toPublicUser(row);
}

/** PUT /auth/{id} by an admin: the store keeps at least one admin. Audited in the same transaction. */
export async function updateUserAsAdmin(db: Db, actor: User, id: string, input: UpdateUserInput): Promise<User> {
  return guardEmailRace(() =>
    db.transaction(async (tx) => {
      const adminIds = await lockAdminIds(tx);
      const target = await findUserById(tx, id);
      if (!target) throw notFound('USER_NOT_FOUND');
      if (target.role === 'admin' && input.role === 'customer' && adminIds.length <= 1) {
        throw conflict('CANNOT_REMOVE_LAST_ADMIN');
      }
      if (input.email && (await isEmailTakenByOther(tx, input.email, id))) throw conflict('EMAIL_TAKEN');
      const patch: UserPatch = { name: input.name, email: input.email, phone: input.phone, role: input.role };
      // Public shapes only: the password hash never reaches the audit trail.
      const [before, after] = [toPublicUser(target), toPublicUser(await mustUpdate(tx, id, patch))];
      await recordAudit(tx, {
        actor,
        action: 'user.update',
        entityType: 'user',
        entityId: id,
        summary: updateSummary('user', `${after.name} <${after.email}>`, before, after),
        before,
        after,
      });
      return after;
    }),
  );
}

/** Whether a profile save keeps the sign-in address (the schema gives the new one in lower case). */
export const keepsEmail = (user: User, input: ProfileInput) => input.email === user.email.toLowerCase();

/**
 * PUT /auth/profile/{id}: one's own name, phone and preferred language (kept when not sent); nobody else's, admins
 * included. A new e-mail address (issue 26 item 8) comes with `emailChange`, after the route checked the current
 * password and the hourly allowance: it waits as `pendingEmail` until its link is opened (email-confirmation.ts).
 */
export async function updateOwnProfile(db: Db, actor: User, id: string, input: ProfileInput, emailChange?: EmailChangeMail): Promise<User> {
  if (actor._id !== id) throw forbidden('FORBIDDEN');
  const profile = { name: input.name, phone: input.phone, preferredLanguage: input.preferredLanguage };
  if (keepsEmail(actor, input) || !emailChange) return toPublicUser(await mustUpdate(db, id, profile));
  const row = await findUserById(db, id);
  if (!row) throw notFound('USER_NOT_FOUND');
  return toPublicUser(await requestEmailChange(db, row, input.email, profile, emailChange));
}

/** The signed-in user's row, when `password` is theirs: 400 WRONG_CURRENT_PASSWORD otherwise. */
export async function checkCurrentPassword(db: Db, actor: User, password: string): Promise<UserRow> {
  const row = await findUserById(db, actor._id);
  if (!row) throw unauthorized('NOT_SIGNED_IN');
  if (!(await verifyPassword(row.passwordHash, password))) throw badRequest('WRONG_CURRENT_PASSWORD');
  return row;
}

/** A new password signs out every other session of the user; this one stays. It ends a change of address waiting for its link (issue 26 item 8). */
export async function changePassword(
  db: Db,
  actor: User,
  currentSessionHash: string | null,
  input: PasswordChangeInput,
): Promise<void> {
  await checkCurrentPassword(db, actor, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updateUserById(tx, actor._id, { passwordHash, pendingEmail: null });
    await deleteOtherSessions(tx, actor._id, currentSessionHash);
  });
}

async function mustUpdate(db: DbOrTx, id: string, patch: UserPatch): Promise<UserRow> {
  const row = await updateUserById(db, id, patch);
  if (!row) throw notFound('USER_NOT_FOUND');
  return row;
}
