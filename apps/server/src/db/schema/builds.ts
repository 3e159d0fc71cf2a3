import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { BuildItem } from '@store/contract';
import { cascadeRef, stampedNow, uuidPrimaryKey } from './columns';
import { users } from './users';

/**
 * A registered customer's saved PC build (issue 24 item 5, docs/decisions/049):
 * a name and its parts (`{ productId, quantity }` lines), at most
 * SAVED_BUILDS_MAX per customer; private to its owner, deleted with them.
 */
export const savedBuilds = pgTable(
  'saved_builds',
  {
    id: uuidPrimaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    name: text('name').notNull(),
    items: jsonb('items').$type<BuildItem[]>().notNull(),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [index('saved_builds_user_idx').on(t.userId, t.updatedAt)],
);
