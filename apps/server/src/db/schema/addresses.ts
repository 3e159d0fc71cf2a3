import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cascadeRef, stampedNow, uuidPrimaryKey } from './columns';
import type { DeliveryAddressJson } from './commerce';
import { users } from './users';

/**
 * A registered customer's saved delivery address (issue 27 item 2,
 * docs/store-rules.md#address-book): the order's address fields as an order
 * keeps them, an optional Makani number and a note for the courier; at most
 * ADDRESS_BOOK_MAX per customer, one default at most (the partial unique
 * index), private to its owner and deleted with them.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuidPrimaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    address: jsonb('address').$type<DeliveryAddressJson>().notNull(),
    makani: text('makani'),
    note: text('note'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    index('saved_addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
