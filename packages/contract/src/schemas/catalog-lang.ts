import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { messages } from '../messages';

// The catalogue in two languages (issue 12 item 4, docs/decisions/025): the
// public reads take `lang` and answer the same shapes as before, localised;
// the admin's create and update take optional Arabic twins, and its reads
// show them beside the English.

/**
 * `?lang=ar|en` of every public catalogue read (the store's LANGUAGES): default
 * en, the fallback of every Arabic twin; anything else a 400 saying so.
 */
export const langQuery = z.enum(LANGUAGES, { message: messages.LANG_INVALID }).default('en');
/** The query of a public catalogue read that takes nothing but the language. */
export const catalogueLangQuerySchema = z.object({ lang: langQuery });

/**
 * An Arabic twin in an admin form: trimmed, at most `max` characters.
 * Absent: an update keeps the current one (a client that knows nothing of
 * Arabic leaves it alone); empty or null: none (Arabic pages show the English).
 */
export const arabicText = (max: number) =>
  z
    .string({ message: messages.FIELD_INVALID })
    .trim()
    .max(max, { message: `Must be at most ${max} characters` })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** An Arabic twin as the admin's reads show it: null when there is none. */
export const arabicTwin = z.string().nullable();
