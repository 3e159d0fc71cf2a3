import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { stampedNow, uuidPrimaryKey } from './columns';

/**
 * The audit trail of the admin area (issue "The admin area", item 8): every
 * change an admin makes, written in the same transaction as the change, so
 * a change that rolls back leaves no entry and none is ever missing.
 * `actor_name` is kept so an entry still reads right after the admin's account
 * is deleted (the id is then set null). `before` and `after` hold the public
 * shapes the API answers with, never a password hash.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuidPrimaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    /** `<entity>.<verb>`: product.create, order.status, feature.reorder… (modules/audit/audit.repository.ts). */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    /** The changed record; null for a change of many (reordering the slides). */
    entityId: uuid('entity_id'),
    summary: text('summary').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    // Deleting a user sets its entries' actor to null: without this index that update reads the whole log.
    index('audit_log_actor_idx').on(t.actorId),
  ],
);
