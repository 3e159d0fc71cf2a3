// The catalogue's CSV calls (issue 14 item 9, docs/decisions/038). The file
// goes up as its own bytes (text/csv), not as JSON, so these two calls use
// fetch directly; their failures are the api client's ApiError all the same.
import {
  CSV_IMPORT_JOB_HEADER,
  csvCheckResponseSchema,
  csvImportJobResponseSchema,
  csvImportLineSchema,
  csvLatestImportJobResponseSchema,
  messages,
  type CsvCheckReport,
  type CsvImportJob,
  type CsvImportLine,
} from '@store/contract';
import { API_PREFIX, ApiError, apiRequest, parseProblem } from '#web/lib/api-client';

export const EXPORT_URL = `${API_PREFIX}/admin/products/export.csv`;

async function postFile(path: string, file: File): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method: 'POST',
      body: file,
      headers: { 'content-type': 'text/csv', accept: 'application/json, application/x-ndjson' },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError({ status: 0, code: null, message: messages.SERVER_ERROR, errors: [] });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(parseProblem(response.status, body, messages.SERVER_ERROR));
  }
  return response;
}

/** The dry run: what the file would do, and every problem in it. */
export async function checkCatalogueFile(file: File): Promise<CsvCheckReport> {
  const response = await postFile('/admin/products/import/check', file);
  return csvCheckResponseSchema.parse(await response.json()).data;
}

/**
 * The real run: `onJob` hears the import's job id (the run goes on without this page), `onLine` each
 * progress line as its batch commits, then the summary (or the error that stopped it).
 */
export async function importCatalogueFile(file: File, onLine: (line: CsvImportLine) => void, onJob: (id: string) => void): Promise<void> {
  const response = await postFile('/admin/products/import', file);
  const jobId = response.headers.get(CSV_IMPORT_JOB_HEADER);
  if (jobId) onJob(jobId);
  if (!response.body) throw new ApiError({ status: response.status, code: null, message: messages.SERVER_ERROR, errors: [] });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (value) pending += value;
    const lines = pending.split('\n');
    pending = done ? '' : (lines.pop() ?? '');
    for (const line of lines) if (line.trim() !== '') onLine(csvImportLineSchema.parse(JSON.parse(line)));
    if (done) return;
  }
}

/** The newest import (running or ended), or null: what the page shows again after a reload. */
export async function latestImportJob(): Promise<CsvImportJob | null> {
  const body = await apiRequest<unknown>('/admin/products/import/jobs/latest', { fallbackMessage: messages.SERVER_ERROR, noCache: true });
  return csvLatestImportJobResponseSchema.parse(body).data;
}

/** One import by its id, for following it while it runs. */
export async function importJob(id: string): Promise<CsvImportJob> {
  const body = await apiRequest<unknown>(`/admin/products/import/jobs/${encodeURIComponent(id)}`, { fallbackMessage: messages.SERVER_ERROR, noCache: true });
  return csvImportJobResponseSchema.parse(body).data;
}
