// The catalogue's CSV calls (issue 14 item 9, docs/decisions/038). The file
// goes up as its own bytes (text/csv), not as JSON, so these two calls use
// fetch directly; their failures are the api client's ApiError all the same.
import { csvCheckResponseSchema, csvImportLineSchema, messages, type CsvCheckReport, type CsvImportLine } from '@store/contract';
import { API_PREFIX, ApiError, parseProblem } from '#web/lib/api-client';

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

/** The real run: `onLine` hears each progress line as its batch commits, then the summary (or the error that stopped it). */
export async function importCatalogueFile(file: File, onLine: (line: CsvImportLine) => void): Promise<void> {
  const response = await postFile('/admin/products/import', file);
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
