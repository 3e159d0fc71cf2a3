import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './users';

/**
 * Product reviews (issue 14 item 7, docs/decisions/036): one per customer per
 * product, editable; the admin hides or shows it. The body is plain text,
 * never HTML. Visible reviews are summed into products.rating_count/rating_sum.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    body: text('body').notNull().default(''),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_uq').on(t.productId, t.userId),
    index('reviews_product_newest_idx').on(t.productId, t.createdAt.desc()).where(sql`not ${t.hidden}`),
    index('reviews_created_idx').on(t.createdAt.desc()),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);
