import { z } from 'zod';

// The catalogue as a spreadsheet (issue 14 item 9, docs/decisions/038):
// GET /api/admin/products/export.csv, POST /api/admin/products/import/check
// (the dry run) and POST /api/admin/products/import (the real run, answered
// as NDJSON lines). Both imports take the file's bytes as `text/csv`. The real
// run is a job that goes on when the admin's connection closes (issue 26 item
// 17): GET /api/admin/products/import/jobs/latest and …/jobs/{id} read it.

/**
 * The columns of the file, in the order the export writes them. The import
 * needs the REQUIRED ones; an optional column left out of the file keeps what
 * the product has (a new product gets the form's default).
 */
export const CSV_COLUMNS = [
  'sku',
  'title',
  'title_ar',
  'description',
  'description_ar',
  'brand',
  'category',
  'price',
  'sale_price',
  'stock',
  'quote_available',
  'specs',
  'specs_ar',
  'images',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export const CSV_REQUIRED_COLUMNS = ['sku', 'title', 'brand', 'category', 'price', 'stock'] as const satisfies readonly CsvColumn[];

/** One problem of one row: its line in the file (the header is line 1), its SKU as written, the column, the reason. */
export const csvProblemSchema = z.object({
  line: z.number().int(),
  sku: z.string(),
  column: z.string().nullable(),
  message: z.string(),
});
export type CsvProblem = z.infer<typeof csvProblemSchema>;

/** What the file would do (dry run) or did (real run). */
export const csvCountsSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type CsvCounts = z.infer<typeof csvCountsSchema>;

/** The dry run's answer: nothing written; importable when `problems` is empty. */
export const csvCheckResponseSchema = z.object({
  success: z.literal(true),
  data: csvCountsSchema.extend({ problems: z.array(csvProblemSchema) }),
});
export type CsvCheckReport = z.infer<typeof csvCheckResponseSchema>['data'];

/**
 * A line of the real run's NDJSON answer: progress after each committed
 * batch, then one summary, or an error that stopped it (the batches before it stay).
 */
export const csvImportLineSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), done: z.number().int(), total: z.number().int() }),
  z.object({ type: z.literal('summary'), message: z.string(), data: csvCountsSchema }),
  z.object({ type: z.literal('error'), message: z.string(), done: z.number().int(), total: z.number().int() }),
]);
export type CsvImportLine = z.infer<typeof csvImportLineSchema>;

/**
 * An import job as GET /api/admin/products/import/jobs/{id} (and …/latest) answer it: `running` while
 * its batches commit, then `done` (the summary's message) or `failed` (the error's); `interrupted`
 * when the instance running it stopped (no progress for minutes): the rows it saved stay.
 */
export const csvImportJobSchema = z.object({
  id: z.string(),
  status: z.enum(['running', 'done', 'failed', 'interrupted']),
  done: z.number().int(),
  total: z.number().int(),
  counts: csvCountsSchema,
  message: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CsvImportJob = z.infer<typeof csvImportJobSchema>;

export const csvImportJobResponseSchema = z.object({ success: z.literal(true), data: csvImportJobSchema });
/** The newest job, or null when no import was ever run. */
export const csvLatestImportJobResponseSchema = z.object({ success: z.literal(true), data: csvImportJobSchema.nullable() });

/** The response header of POST /api/admin/products/import that names its job. */
export const CSV_IMPORT_JOB_HEADER = 'x-import-job';
