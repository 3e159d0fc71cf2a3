import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column definitions many tables share, written once: the same SQL as the
// longhand (the migrations are unchanged by them).

/** A row's id: a random UUID made by the database. */
export const uuidPrimaryKey = () => uuid('id').primaryKey().defaultRandom();

/** A reference that must be set; the row is deleted with the row it points at. */
export const cascadeRef = (name: string, target: () => AnyPgColumn) => uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** A moment with its time zone, set by the database when the row is written. */
export const stampedNow = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
