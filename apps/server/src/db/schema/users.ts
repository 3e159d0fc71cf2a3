import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, stampedNow, uuidPrimaryKey } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'customer'] }).notNull().default('customer'),
    /** The language of the e-mails outside an order (password reset); issue 12 item 6. */
    preferredLanguage: text('preferred_language', { enum: ['en', 'ar'] }).notNull().default('en'),
    /**
     * When the e-mail address was confirmed by its link (issue 26 item 2); null: not yet. Only a
     * registration writes null: every other account (the admin's, the demo customer, one made by an
     * admin, those that existed before migration 0037) is confirmed when it is made.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }).defaultNow(),
    /**
     * The address the customer asked to change to (issue 26 item 8, docs/decisions/051's addendum): the
     * login stays `email` until the link e-mailed here is opened; a new password clears it.
     */
    pendingEmail: text('pending_email'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    // One account per e-mail, whatever its case.
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt.desc()),
    check('users_role_ck', sql`${t.role} in ('admin', 'customer')`),
    check('users_preferred_language_ck', sql`${t.preferredLanguage} in ('en', 'ar')`),
  ],
);

/** Sessions: only the SHA-256 of the opaque cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    createdAt: stampedNow('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Password reset links (issue 13 item 1, docs/decisions/020): only the SHA-256
 * of the link's random token is kept, so a leaked table opens no account. A
 * link works once (`used_at`) and until `expires_at`; issuing a new one marks
 * the user's older ones used.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuidPrimaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_uq').on(t.tokenHash),
    // A new link retires the user's live ones.
    index('password_resets_user_live_idx').on(t.userId).where(sql`${t.usedAt} is null`),
  ],
);
