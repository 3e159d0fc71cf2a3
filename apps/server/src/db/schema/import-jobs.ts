import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const IMPORT_JOB_STATUSES = ['running', 'done', 'failed'] as const;

/**
 * Catalogue CSV imports as jobs (issue 26 item 17, docs/decisions/038
 * addendum): the instance that checked the file inserts its job as running
 * and runs it apart from the admin's connection, writing its progress here
 * after each committed batch, so any instance answers it after a reload.
 * Only that instance holds the checked rows: no other can run the job again.
 */
export const catalogueImportJobs = pgTable(
  'catalogue_import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status', { enum: IMPORT_JOB_STATUSES }).notNull().default('running'),
    /** Rows of the file, and rows committed so far. */
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    /** The summary's or the error's sentence, once it ended. */
    message: text('message'),
    /** The admin who ran it (no foreign key: the audit trail names them too). */
    actorId: uuid('actor_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last progress: a running job without any for minutes lost its instance. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [check('catalogue_import_jobs_status_ck', sql`${t.status} in ('running', 'done', 'failed')`), index('catalogue_import_jobs_started_idx').on(t.startedAt)],
);
