import { messages, type DeleteAccountRequest, type User } from '@store/contract';
import type { Db } from '#server/db/client';
import { AppError, conflict, notFound, unauthorized } from '#server/lib/app-error';
import { verifyPassword } from '#server/lib/password';
import { findUserById, lockAdminIds, toPublicUser } from '#server/modules/auth/index';
import { lockOrdersOf } from './account-data.repository';
import { removeUserAccount } from './account-removal.service';
import { OPEN_ORDER_STATUSES } from './order-erasure';

/** How the deletion's audit entry names its actor: not the name of someone who asked to be forgotten. */
export const FORMER_CUSTOMER = 'Former customer';

/**
 * POST /auth/account/delete: the signed-in user deletes their own account
 * after typing the password again and ticking the confirmation (the schema
 * holds `confirm: true`). Refused while an order is on its way (the courier
 * needs the phone) and for the store's last admin.
 */
export async function deleteOwnAccount(db: Db, user: User, input: Pick<DeleteAccountRequest, 'password'>): Promise<{ ordersKept: number }> {
  const row = await findUserById(db, user._id);
  if (!row) throw unauthorized('NOT_SIGNED_IN');
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    throw new AppError('WRONG_CURRENT_PASSWORD', 400, {
      sentence: 'DELETE_ACCOUNT_WRONG_PASSWORD',
      errors: [{ path: 'password', message: messages.DELETE_ACCOUNT_WRONG_PASSWORD }],
    });
  }
  return db.transaction(async (tx) => {
    const adminIds = await lockAdminIds(tx);
    const target = await findUserById(tx, user._id);
    if (!target) throw unauthorized('NOT_SIGNED_IN');
    if (target.role === 'admin' && adminIds.length <= 1) {
      throw new AppError('CANNOT_REMOVE_LAST_ADMIN', 409, { sentence: 'DELETE_ACCOUNT_LAST_ADMIN' });
    }
    const open = (await lockOrdersOf(tx, target.id)).filter((o) => OPEN_ORDER_STATUSES.includes(o.status));
    if (open.length > 0) {
      const numbers = open.map((o) => o.reference);
      throw new AppError('CANNOT_DELETE_SELF', 409, {
        sentence: 'DELETE_ACCOUNT_OPEN_ORDERS',
        params: { orders: numbers.join(', ') },
        extra: { openOrders: numbers },
      });
    }
    return removeUserAccount(tx, target, {
      actor: { _id: target.id, name: FORMER_CUSTOMER },
      summary: target.role === 'admin' ? 'An admin deleted their own account' : 'A customer deleted their own account',
      before: { _id: target.id, role: target.role, createdAt: target.createdAt.toISOString() },
    });
  });
}

/** DELETE /auth/{id} by an admin: never oneself, never the last admin. Audited in the same transaction. */
export async function deleteUserAsAdmin(db: Db, actor: User, id: string): Promise<{ _id: string }> {
  return db.transaction(async (tx) => {
    const adminIds = await lockAdminIds(tx);
    const target = await findUserById(tx, id);
    if (!target) throw notFound('USER_NOT_FOUND');
    if (target.id === actor._id) throw conflict('CANNOT_DELETE_SELF');
    if (target.role === 'admin' && adminIds.length <= 1) throw conflict('CANNOT_REMOVE_LAST_ADMIN');
    // The one way an account goes (docs/decisions/031): its orders stay, reduced for the tax record.
    await removeUserAccount(tx, target, { actor, summary: `Deleted user ${target.name} <${target.email}>`, before: toPublicUser(target) });
    return { _id: id };
  });
}
