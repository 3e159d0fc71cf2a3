import { z } from 'zod';
import { FIRST_PAGE, MAX_LIMIT } from '../constants';
import { LIMITS } from '../lists';
import { hasAtMostTwoDecimals } from '../money';
import { ERROR_CODES } from '../error-codes';
import { messages } from '../messages';

// Every schema names its message for a missing key or a wrong type too (zod's
// `message` on the type itself), so no field ever answers zod's English default.

/** Ids are opaque strings under `_id` (UUIDs in this store). */
export const idSchema = z.uuid({ message: messages.INVALID_ID });
/** An id a form chooses (a product's category or brand): missing says what to choose. */
export const chosenIdSchema = (message: string) => z.uuid({ message });
export const idParamsSchema = z.object({ id: idSchema });

/** A trimmed, length-limited string. */
export const text = (max: number, requiredMessage: string = messages.FIELD_REQUIRED) =>
  z.string({ message: requiredMessage }).trim().min(1, { message: requiredMessage }).max(max, { message: `Must be at most ${max} characters` });

export const optionalText = (max: number) =>
  z
    .string({ message: messages.FIELD_INVALID })
    .trim()
    .max(max, { message: `Must be at most ${max} characters` })
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** Bidi embedding and override controls (U+202A to U+202E, U+2066 to U+2069): dropped from a single line. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/** Line breaks and the other C0 and C1 control characters, and the Unicode line and paragraph separators. */
// oxlint-disable-next-line no-control-regex -- the control characters are what this refuses
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A single-line field (a name, an address line, a company): `text` that refuses line breaks and other
 * control characters, and drops the bidi embedding and override controls, keeping the marks LRM, RLM
 * and ALM (issue 26 item 11): such a field is printed on one line of an invoice and an e-mail.
 */
export const line = (max: number, requiredMessage: string = messages.FIELD_REQUIRED) =>
  z
    .string({ message: requiredMessage })
    .transform((v) => v.replace(BIDI_CONTROLS, ''))
    .pipe(text(max, requiredMessage).refine((v) => !LINE_BREAKING.test(v), { message: messages.FIELD_ONE_LINE }));

export const optionalLine = (max: number) =>
  z
    .string({ message: messages.FIELD_INVALID })
    .transform((v) => v.replace(BIDI_CONTROLS, ''))
    .pipe(
      z
        .string()
        .trim()
        .max(max, { message: `Must be at most ${max} characters` })
        .refine((v) => !LINE_BREAKING.test(v), { message: messages.FIELD_ONE_LINE }),
    )
    .optional()
    .transform((v) => (v === '' ? undefined : v));

export const emailSchema = z
  .string({ message: messages.EMAIL_INVALID })
  .trim()
  .max(LIMITS.emailMax, { message: messages.EMAIL_INVALID })
  .pipe(z.email({ message: messages.EMAIL_INVALID }))
  .transform((v) => v.toLowerCase());

/** An AED amount: 0..1,000,000 with at most two decimals. */
/** A number from JSON or a form field; an empty string is no number at all. */
export const numberInput = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    z.number({ message }),
  );

export const aedSchema = numberInput(messages.PRICE_INVALID).pipe(
    z
      .number()
      .min(0, { message: messages.PRICE_INVALID })
      .max(LIMITS.priceMaxAed, { message: messages.PRICE_INVALID })
      .refine(hasAtMostTwoDecimals, { message: messages.PRICE_INVALID }),
  );

/** Query-string integer with a default, clamped to [min, max]. */
const clampedInt = (fallback: number, min: number, max: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return fallback;
      const n = typeof raw === 'number' ? raw : Number(raw);
      if (!Number.isFinite(n) || !Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: 'Must be a whole number' });
        return z.NEVER;
      }
      return Math.min(Math.max(n, min), max);
    });

/** `page` and `limit` of a paged list; limit clamped to 1..100. */
export const pagingQuery = (defaultLimit: number) =>
  z.object({
    page: clampedInt(FIRST_PAGE, FIRST_PAGE, 1_000_000),
    limit: clampedInt(defaultLimit, 1, MAX_LIMIT),
  });
export type PagingQuery = z.output<ReturnType<typeof pagingQuery>>;

/** A call's answer with its record (or list) as `data`, and the sentence of a change as `message`. */
export const dataResponse = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

/** A paged list: data, total, totalPages, currentPage. */
export const pagedResponse = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(item),
    total: z.number().int(),
    totalPages: z.number().int(),
    currentPage: z.number().int(),
  });

/**
 * The error body of docs/store-rules.md#error-body: clients branch on `code`, people read `message`
 * (in the caller's `lang`), `params` holds what the sentence was filled with (`{}` when nothing).
 */
export const errorBodySchema = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const successSchema = z.object({ success: z.literal(true), message: z.string().optional() });

/** Comma-separated ids in a query string (`?category=a,b`). */
export const idListQuery = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (!raw) return [] as string[];
    const ids = raw.split(',').map((s) => s.trim()).filter(Boolean);
    for (const id of ids) {
      if (!idSchema.safeParse(id).success) {
        ctx.addIssue({ code: 'custom', message: messages.INVALID_ID });
        return z.NEVER;
      }
    }
    return ids;
  });
