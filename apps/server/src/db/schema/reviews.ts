import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './users';
import { cascadeRef, stampedNow, uuidPrimaryKey } from './columns';

/**
 * Product reviews (issue 14 item 7, docs/decisions/036): one per customer per
 * product, editable; the admin hides or shows it. The body is plain text,
 * never HTML. Visible reviews are summed into products.rating_count/rating_sum.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuidPrimaryKey(),
    productId: cascadeRef('product_id', () => products.id),
    userId: cascadeRef('user_id', () => users.id),
    rating: integer('rating').notNull(),
    body: text('body').notNull().default(''),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    uniqueIndex('reviews_product_user_uq').on(t.productId, t.userId),
    index('reviews_product_newest_idx').on(t.productId, t.createdAt.desc()).where(sql`not ${t.hidden}`),
    index('reviews_created_idx').on(t.createdAt.desc()),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);
