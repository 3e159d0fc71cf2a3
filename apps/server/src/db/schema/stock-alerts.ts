import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './users';
import { cascadeRef, stampedNow, uuidPrimaryKey } from './columns';

/**
 * Back-in-stock alerts (issue 14 item 8, docs/decisions/037): who waits for a
 * product that is out of stock. The trigger of migration 0025 turns every
 * alert of a product into one outbox e-mail and deletes it, in the very
 * statement that brings the product's stock from 0 to more.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuidPrimaryKey(),
    productId: cascadeRef('product_id', () => products.id),
    /** Lower case (the contract's emailSchema), so one address waits once per product. */
    email: text('email').notNull(),
    /** The signed-in customer who asked; null for a guest. Account deletion removes the row (cascade). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The language of the page where it was asked: the e-mail speaks it. */
    language: text('language', { enum: ['en', 'ar'] }).notNull().default('en'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    uniqueIndex('stock_alerts_product_email_uq').on(t.productId, t.email),
    // The per-address cap and the unsubscribe link: every alert of one address.
    index('stock_alerts_email_idx').on(t.email),
    index('stock_alerts_user_idx').on(t.userId),
    check('stock_alerts_language_ck', sql`${t.language} in ('en', 'ar')`),
    check('stock_alerts_email_lower_ck', sql`${t.email} = lower(${t.email})`),
  ],
);
