import { ADDRESS_BOOK_MAX, type DeliveryAddress, type SavedAddress } from '@store/contract';
import type { Db, DbOrTx } from '#server/db/client';
import { conflict, notFound } from '#server/lib/app-error';
import {
  clearDefault,
  deleteSavedAddress,
  insertSavedAddress,
  listSavedAddresses,
  lockAndCountAddresses,
  makeNewestDefault,
  updateSavedAddress,
  type SavedAddressRow,
  type SavedAddressValues,
} from './addresses.repository';

// A registered customer's address book (issue 27 item 2, docs/store-rules.md#address-book):
// at most ADDRESS_BOOK_MAX, private (another customer's address is 404), one
// default at most. The first address saved becomes the default; making another
// the default takes it from the old one; deleting the default hands it to the
// newest address left, so a customer with addresses always has one preselected.

export interface AddressInput extends DeliveryAddress {
  makani?: string | undefined;
  note?: string | undefined;
  isDefault: boolean;
}

export function toSavedAddress(row: SavedAddressRow): SavedAddress {
  const { emirate, city, area, street, building, apartment, landmark, phone } = row.address;
  return {
    _id: row.id,
    emirate: emirate as SavedAddress['emirate'],
    city,
    area,
    street,
    building,
    ...(apartment ? { apartment } : {}),
    ...(landmark ? { landmark } : {}),
    ...(phone ? { phone } : {}),
    ...(row.makani ? { makani: row.makani } : {}),
    ...(row.note ? { note: row.note } : {}),
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function valuesOf({ makani, note, isDefault: _isDefault, ...address }: AddressInput): SavedAddressValues {
  return { address, makani: makani ?? null, note: note ?? null };
}

export async function getSavedAddresses(db: DbOrTx, userId: string): Promise<SavedAddress[]> {
  return (await listSavedAddresses(db, userId)).map(toSavedAddress);
}

/** POST /shop/addresses: 409 ADDRESSES_FULL at ADDRESS_BOOK_MAX (counted under a lock on the customer). */
export async function saveAddress(db: Db, userId: string, input: AddressInput): Promise<SavedAddress> {
  const row = await db.transaction(async (tx) => {
    const saved = await lockAndCountAddresses(tx, userId);
    if (saved >= ADDRESS_BOOK_MAX) throw conflict('ADDRESSES_FULL', { n: ADDRESS_BOOK_MAX });
    const isDefault = input.isDefault || saved === 0;
    if (isDefault) await clearDefault(tx, userId);
    return insertSavedAddress(tx, userId, valuesOf(input), isDefault);
  });
  return toSavedAddress(row);
}

/**
 * PUT /shop/addresses/{id}: the whole address again. `isDefault: true` makes it
 * the default; false on the default leaves it so (a default is chosen, never
 * dropped, so the checkout keeps a preselection).
 */
export async function changeAddress(db: Db, userId: string, id: string, input: AddressInput): Promise<SavedAddress> {
  const row = await db.transaction(async (tx) => {
    await lockAndCountAddresses(tx, userId);
    if (input.isDefault) await clearDefault(tx, userId, id);
    const current = (await listSavedAddresses(tx, userId)).find((r) => r.id === id);
    if (!current) throw notFound('ADDRESS_NOT_FOUND');
    return updateSavedAddress(tx, userId, id, valuesOf(input), input.isDefault || current.isDefault);
  });
  if (!row) throw notFound('ADDRESS_NOT_FOUND');
  return toSavedAddress(row);
}

/** DELETE /shop/addresses/{id}: when it was the default, the newest address left becomes the default. */
export async function removeAddress(db: Db, userId: string, id: string): Promise<{ _id: string }> {
  await db.transaction(async (tx) => {
    await lockAndCountAddresses(tx, userId);
    const row = await deleteSavedAddress(tx, userId, id);
    if (!row) throw notFound('ADDRESS_NOT_FOUND');
    if (row.isDefault) await makeNewestDefault(tx, userId);
  });
  return { _id: id };
}
