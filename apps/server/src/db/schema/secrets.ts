import { pgTable, text } from 'drizzle-orm/pg-core';
import { stampedNow } from './columns';

/**
 * Keys the store makes for itself once and shares between its processes and
 * restarts (docs/decisions/021): today the key that signs order-tracking
 * links. A row is written once and never changed; `APP_SECRET` overrides it.
 */
export const storeSecrets = pgTable('store_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: stampedNow('created_at'),
});
