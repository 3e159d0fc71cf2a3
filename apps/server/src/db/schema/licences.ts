import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { orderItems, orders } from './commerce';
import { users } from './users';
import { stampedNow, uuidPrimaryKey } from './columns';

/**
 * Software licence keys (issue 13 item 8, docs/decisions/030). A key is kept
 * sealed (AES-256-GCM, lib/secrets/key-sealer.ts); `key_hash` (an HMAC
 * of the normalised key) refuses the same key twice without opening any;
 * `tail` is what the admin list shows ("••••-7F3K"). A key is spent once
 * `assigned_at` is set, for good: deleting its order or product empties the
 * links, never makes it available again.
 */
export const licenceKeys = pgTable(
  'licence_keys',
  {
    id: uuidPrimaryKey(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    keyHash: text('key_hash').notNull(),
    /** `<iv>.<tag>.<ciphertext>`, base64url. */
    sealed: text('sealed').notNull(),
    /** Which secret sealed it (a fingerprint): a key sealed under another APP_SECRET cannot be opened, so it is never handed out. */
    secretId: text('secret_id').notNull(),
    tail: text('tail').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: stampedNow('created_at'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    /** Which unit of its order line (1..quantity) the key is for. */
    unitNo: integer('unit_no'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('licence_keys_hash_uq').on(t.keyHash),
    // One key per unit: a line's unit is never given two keys.
    uniqueIndex('licence_keys_unit_uq').on(t.orderItemId, t.unitNo),
    index('licence_keys_available_idx').on(t.productId, t.createdAt).where(sql`${t.assignedAt} is null`),
    index('licence_keys_order_idx').on(t.orderId),
    check('licence_keys_assignment_ck', sql`(${t.assignedAt} is null) = (${t.unitNo} is null)`),
  ],
);
