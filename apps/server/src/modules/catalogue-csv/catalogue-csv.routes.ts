import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CSV_IMPORT_JOB_HEADER, csvCheckResponseSchema, csvImportJobResponseSchema, csvLatestImportJobResponseSchema, idParamsSchema } from '@store/contract';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { AppError, badRequest, notFound } from '#server/lib/app-error';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import type { ImageStorage } from '#server/storage/storage';
import { exportCatalogueCsv } from './csv-export.service';
import { checkCatalogueCsv } from './csv-import.service';
import { findImportJob, latestImportJob } from './import-jobs.repository';
import { createImportJobs } from './import-jobs';

export interface CatalogueCsvRoutesOptions {
  db: Db;
  storage: ImageStorage;
  config: Config;
}

/** UTF-16 files (Excel's "Unicode text") start with one of these byte order marks. */
const isUtf16 = (bytes: Buffer) => bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));

/** The file's text; a body sent as anything but text (JSON, a form) is not a file: 415. */
function fileOf(body: unknown): string {
  if (typeof body !== 'string') throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415);
  return body;
}

/**
 * The catalogue as a CSV file (issue 14 item 9, docs/decisions/038), under
 * /api/admin/products: the export, the dry run and the real run. Admins only;
 * the guard runs before the file is read.
 */
export const catalogueCsvRoutes: FastifyPluginAsyncZod<CatalogueCsvRoutesOptions> = async (app, { db, storage, config }) => {
  const { importMaxBytes, batchSize } = config.catalogueCsv;
  app.addHook('onRequest', requireAdmin);
  const jobs = createImportJobs();
  // A closing app lets its imports finish their batches (each is short) before the database closes.
  app.addHook('onClose', () => jobs.settled());

  // The file's bytes, read up to the limit; as text, a byte that is not UTF-8 becomes U+FFFD, which the row check reports.
  app.addContentTypeParser('text/csv', async (request: FastifyRequest, payload: AsyncIterable<Buffer>) => {
    const tooLarge = () => new AppError('CSV_FILE_TOO_LARGE', 413, { params: { mb: Math.floor(importMaxBytes / 1024 / 1024) } });
    if (Number(request.headers['content-length'] ?? 0) > importMaxBytes) throw tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += chunk.length;
      if (size > importMaxBytes) throw tooLarge();
      chunks.push(chunk);
    }
    const bytes = Buffer.concat(chunks);
    if (isUtf16(bytes)) throw badRequest('CSV_NOT_UTF8');
    return new TextDecoder('utf-8').decode(bytes);
  });

  app.get('/export.csv', { compress: false }, async (_request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="catalogue-${day}.csv"`);
    return reply.send(Readable.from(exportCatalogueCsv(db)));
  });

  app.post('/import/check', { schema: { response: { 200: csvCheckResponseSchema } } }, async (request) => {
    const { problems, counts } = await checkCatalogueCsv(db, storage, fileOf(request.body));
    return { success: true as const, data: { ...counts, problems } };
  });

  // The answer is NDJSON, a line per committed batch: uncompressed and unbuffered, so the progress reaches the admin as it happens.
  // The import is a job: it goes on if the connection closes, and its header names it for GET /import/jobs/{id}.
  app.post('/import', { compress: false }, async (request, reply) => {
    const { rows, problems } = await checkCatalogueCsv(db, storage, fileOf(request.body));
    if (problems.length > 0) throw new AppError('CSV_IMPORT_REFUSED', 400, { params: { n: problems.length }, extra: { problems } });
    const job = await jobs.start({
      db,
      actor: currentUser(request),
      rows,
      batchSize,
      changed: app.catalogueChanged,
      onError: (error) => app.log.error({ err: error }, 'a CSV import batch failed'),
    });
    reply
      .header('content-type', 'application/x-ndjson; charset=utf-8')
      .header('x-accel-buffering', 'no')
      .header(CSV_IMPORT_JOB_HEADER, job.id);
    return reply.send(Readable.from((async function* () {
      for await (const line of job.lines) yield `${JSON.stringify(line)}\n`;
    })()));
  });

  // The newest import, for the admin page after a reload (null when there was none), and one import by its id.
  app.get('/import/jobs/latest', { schema: { response: { 200: csvLatestImportJobResponseSchema } } }, async () => ({
    success: true as const,
    data: await latestImportJob(db),
  }));
  app.get('/import/jobs/:id', { schema: { params: idParamsSchema, response: { 200: csvImportJobResponseSchema } } }, async (request) => {
    const job = await findImportJob(db, request.params.id);
    if (!job) throw notFound('CSV_IMPORT_JOB_NOT_FOUND');
    return { success: true as const, data: job };
  });
};
