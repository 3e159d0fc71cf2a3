import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { savedAddresses, users, type DeliveryAddressJson } from '#server/db/schema/index';

// A customer's saved addresses (docs/store-rules.md#address-book): every read
// and write names the owner, so another customer's address is never found.

export type SavedAddressRow = typeof savedAddresses.$inferSelect;
export interface SavedAddressValues {
  address: DeliveryAddressJson;
  makani: string | null;
  note: string | null;
}

/** The default first, then the newest first. */
export function listSavedAddresses(db: DbOrTx, userId: string): Promise<SavedAddressRow[]> {
  return db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.isDefault), desc(savedAddresses.createdAt), desc(savedAddresses.id));
}

/**
 * Locks the customer's row until the transaction ends, so two writes at once
 * count and set the default one after the other; answers how many addresses they keep.
 */
export async function lockAndCountAddresses(tx: DbOrTx, userId: string): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const kept = await tx.select({ id: savedAddresses.id }).from(savedAddresses).where(eq(savedAddresses.userId, userId));
  return kept.length;
}

/** Takes the default from every address of the customer but `keepId`. */
export async function clearDefault(db: DbOrTx, userId: string, keepId?: string): Promise<void> {
  const others = keepId ? ne(savedAddresses.id, keepId) : undefined;
  await db
    .update(savedAddresses)
    .set({ isDefault: false })
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true), others));
}

export async function insertSavedAddress(db: DbOrTx, userId: string, values: SavedAddressValues, isDefault: boolean): Promise<SavedAddressRow> {
  const [row] = await db.insert(savedAddresses).values({ userId, ...values, isDefault }).returning();
  if (!row) throw new Error('insert into saved_addresses returned no row');
  return row;
}

export async function updateSavedAddress(
  db: DbOrTx,
  userId: string,
  id: string,
  values: SavedAddressValues,
  isDefault: boolean,
): Promise<SavedAddressRow | null> {
  const [row] = await db
    .update(savedAddresses)
    .set({ ...values, isDefault, updatedAt: sql`now()` })
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteSavedAddress(db: DbOrTx, userId: string, id: string): Promise<SavedAddressRow | null> {
  const [row] = await db
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.id, id)))
    .returning();
  return row ?? null;
}

/** Makes the customer's newest address the default (after the default was deleted); none left, nothing. */
export async function makeNewestDefault(db: DbOrTx, userId: string): Promise<void> {
  const [newest] = await db
    .select({ id: savedAddresses.id })
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.createdAt), desc(savedAddresses.id))
    .limit(1);
  if (newest) await db.update(savedAddresses).set({ isDefault: true }).where(eq(savedAddresses.id, newest.id));
}
