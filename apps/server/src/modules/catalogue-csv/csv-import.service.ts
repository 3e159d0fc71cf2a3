import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  ATTRIBUTE_CODE_PATTERN,
  CSV_COLUMNS,
  CSV_REQUIRED_COLUMNS,
  messageIn,
  messages,
  type MessageCode,
  type AttributeValues,
  type CsvColumn,
  type CsvCounts,
  type CsvImportLine,
  type CsvProblem,
} from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import type { CatalogueChanged } from '#server/plugins/catalogue-changes';
import { storageKeyFromUrl, type ImageStorage } from '#server/storage/storage';
import { type AuditActor, recordAudit } from '#server/modules/audit/index';
import { type AttributeRule, galleryOf, listEveryAttribute, type ProductRow, toValues } from '#server/modules/catalog/index';
import { ATTRIBUTE_COLUMN_PREFIX, unguardFormula } from './csv-cells';
import { findProductsBySku, findTaxonomyByName, insertProducts, mergeSearchIndexPendingLists, updateProducts } from './csv-import.repository';
import { readCsv, type CsvRecord } from './csv-read';
import { isUnchanged, rowAttributes, rowToInput, type ProductInputOutput } from './csv-rows';

// The catalogue import (issue 14 item 9, docs/decisions/038). The dry run
// checks every row and writes nothing; the real run checks the same way,
// refuses a file with a single problem, then writes in batches, one
// transaction and one catalogue-changed signal per batch.

export interface CheckedRow {
  line: number;
  sku: string;
  input: ProductInputOutput;
  /** The typed values to write; undefined when the file has no `attr.` column (kept). */
  attributes: AttributeValues | undefined;
}

export interface CheckedFile {
  rows: CheckedRow[];
  problems: CsvProblem[];
  counts: CsvCounts;
}

/** "Sale price", "SALE_PRICE" and "sale price" all name the column sale_price. */
const columnName = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, '_');

const headerProblem = (column: string, code: MessageCode): CsvProblem => ({ line: 1, sku: '', column, message: messageIn('en', code, { column }) });

function headerProblems(header: string[]): CsvProblem[] {
  const known = new Set<string>(CSV_COLUMNS);
  const seen = new Set<string>();
  const problems: CsvProblem[] = [];
  for (const name of header) {
    // A column without a name (spreadsheets add them after the last one) is not read.
    if (name === '') continue;
    const attribute = name.startsWith(ATTRIBUTE_COLUMN_PREFIX) && ATTRIBUTE_CODE_PATTERN.test(name.slice(ATTRIBUTE_COLUMN_PREFIX.length));
    if (!known.has(name) && !attribute) problems.push(headerProblem(name, 'CSV_HEADER_UNKNOWN'));
    else if (seen.has(name)) problems.push(headerProblem(name, 'CSV_HEADER_REPEATED'));
    seen.add(name);
  }
  for (const name of CSV_REQUIRED_COLUMNS) if (!seen.has(name)) problems.push(headerProblem(name, 'CSV_HEADER_MISSING'));
  return problems;
}

/** Whether an image address is one this store's storage holds (an upload), checked once per address. */
function imageChecker(storage: ImageStorage) {
  const known = new Map<string, Promise<boolean>>();
  return (url: string) => {
    let found = known.get(url);
    if (!found) {
      const key = storageKeyFromUrl(storage, url);
      found = key === undefined ? Promise.resolve(false) : storage.get(key).then((image) => image !== null);
      known.set(url, found);
    }
    return found;
  };
}

/** Rows checked between two turns of the event loop (a few milliseconds of work). */
const CHECK_ROWS_PER_TURN = 200;

/** The dry run: every row checked against the contract and the database; nothing written. */
export async function checkCatalogueCsv(db: DbOrTx, storage: ImageStorage, text: string): Promise<CheckedFile> {
  const file = await readCsv(text);
  const problems: CsvProblem[] = [];
  const counts: CsvCounts = { rows: 0, created: 0, updated: 0, unchanged: 0 };
  const done = () => ({ rows: [] as CheckedRow[], problems: problems.toSorted((a, b) => a.line - b.line), counts });
  if (file.broken) problems.push({ line: file.broken.line, sku: '', column: null, message: messageIn('en', 'CSV_ROW_UNREADABLE', { reason: file.broken.reason }) });
  const [headerRecord, ...records] = file.records;
  if (!headerRecord || (records.length === 0 && !file.broken)) {
    problems.push({ line: 1, sku: '', column: null, message: messages.CSV_EMPTY });
    return done();
  }
  const header = headerRecord.cells.map(columnName);
  problems.push(...headerProblems(header));
  if (problems.some((p) => p.line === 1)) return done();
  counts.rows = records.length;

  const readable = records.filter((record) => recordProblems(record, header, problems));
  const skus = readable.map((record) => cellOf(record, header, 'sku')?.trim() ?? '');
  const [existing, taxonomy, rules] = await Promise.all([findProductsBySku(db, skus.filter(Boolean)), findTaxonomyByName(db), attributeRules(db)]);
  const firstLine = new Map<string, number>();
  const hasImage = imageChecker(storage);
  const rows: CheckedRow[] = [];
  for (const [i, record] of readable.entries()) {
    // Other requests' turn every few hundred rows: checking 100,000 rows takes seconds of CPU (issue 26 item 17).
    if (i % CHECK_ROWS_PER_TURN === CHECK_ROWS_PER_TURN - 1) await nextTurn();
    const sku = skus[i] ?? '';
    const report = (column: string | null, message: string) => problems.push({ line: record.line, sku, column, message });
    const seenOn = firstLine.get(sku.toLowerCase());
    if (sku && seenOn !== undefined) {
      report('sku', messageIn('en', 'CSV_SKU_REPEATED', { line: seenOn }));
      continue;
    }
    if (sku) firstLine.set(sku.toLowerCase(), record.line);
    const before = existing.get(sku.toLowerCase());
    const result = rowToInput((column) => cellOf(record, header, column), { ...taxonomy, existing: before });
    if (!result.ok) {
      for (const p of result.problems) report(p.column, p.message);
      continue;
    }
    const attributes = rowAttributes(attributeCells(record, header), rules.get(result.input.category) ?? [], before);
    for (const p of attributes.problems) report(p.column, p.message);
    const unknownImages = await unknownImagesOf(result.input, before, hasImage);
    for (const url of unknownImages) report('images', messageIn('en', 'CSV_IMAGE_UNKNOWN', { url }));
    if (unknownImages.length > 0 || attributes.problems.length > 0) continue;
    rows.push({ line: record.line, sku, input: result.input, attributes: attributes.values });
    if (!before) counts.created += 1;
    else if (isUnchanged(toValues(result.input, before, attributes.values), before)) counts.unchanged += 1;
    else counts.updated += 1;
  }
  return { ...done(), rows };
}

/** Each category's attribute rules, by the category's id. */
async function attributeRules(db: DbOrTx): Promise<Map<string, AttributeRule[]>> {
  const rules = new Map<string, AttributeRule[]>();
  for (const row of await listEveryAttribute(db)) {
    const rule = { code: row.code, type: row.type, choices: row.choices };
    rules.set(row.categoryId, [...(rules.get(row.categoryId) ?? []), rule]);
  }
  return rules;
}

/** The row's `attr.<code>` cells by code, the formula guard taken off. */
function attributeCells(record: CsvRecord, header: string[]): Map<string, string> {
  const cells = new Map<string, string>();
  for (const [index, name] of header.entries()) {
    if (name.startsWith(ATTRIBUTE_COLUMN_PREFIX)) cells.set(name.slice(ATTRIBUTE_COLUMN_PREFIX.length), unguardFormula(record.cells[index] ?? ''));
  }
  return cells;
}

/** The cell of `column`, the export's formula guard taken off; undefined when the file has no such column. */
function cellOf(record: CsvRecord, header: string[], column: CsvColumn): string | undefined {
  const index = header.indexOf(column);
  return index === -1 ? undefined : unguardFormula(record.cells[index] ?? '');
}

/** False (and a problem) for a row that cannot be read: broken encoding or the wrong number of cells. */
function recordProblems(record: CsvRecord, header: string[], problems: CsvProblem[]): boolean {
  const sku = cellOf(record, header, 'sku')?.trim() ?? '';
  if (record.cells.some((cell) => cell.includes('\uFFFD'))) {
    problems.push({ line: record.line, sku, column: null, message: messages.CSV_BAD_ENCODING });
    return false;
  }
  if (record.cells.length !== header.length) {
    const message = messageIn('en', 'CSV_CELL_COUNT', { n: record.cells.length, expected: header.length });
    problems.push({ line: record.line, sku, column: null, message });
    return false;
  }
  return true;
}

/** The row's images that are neither on the product already nor uploaded to this store. */
async function unknownImagesOf(input: ProductInputOutput, before: ProductRow | undefined, hasImage: (url: string) => Promise<boolean>) {
  const current = new Set(before ? galleryOf(before) : []);
  const unknown: string[] = [];
  for (const url of input.images ?? []) if (!current.has(url) && !(await hasImage(url))) unknown.push(url);
  return unknown;
}

export interface ImportRun {
  db: DbOrTx;
  actor: AuditActor;
  rows: readonly CheckedRow[];
  batchSize: number;
  changed: CatalogueChanged;
  /** Where the reason of a failed batch goes (the log); the admin reads where the run stopped. */
  onError: (error: unknown) => void;
  /** After each committed batch: the rows done and the counts so far (the job's row keeps them). */
  onBatch?: ((done: number, counts: CsvCounts) => Promise<void>) | undefined;
}

/**
 * The real run over checked rows: batches in order, each one transaction that
 * locks its products by SKU, then inserts, updates or leaves each row. Yields
 * a progress line after each commit, then the summary; a batch that fails
 * ends the run with an error line (the batches before it stay). One audit
 * entry records the run either way.
 */
export async function* runCatalogueImport({ db, actor, rows, batchSize, changed, onError, onBatch }: ImportRun): AsyncGenerator<CsvImportLine> {
  const counts: CsvCounts = { rows: rows.length, created: 0, updated: 0, unchanged: 0 };
  let done = 0;
  let failed = false;
  try {
    for (let start = 0; start < rows.length; start += batchSize) {
      const batch = rows.slice(start, start + batchSize);
      const written = await db.transaction((tx) => writeBatch(tx, batch));
      if (written.created + written.updated > 0) changed();
      counts.created += written.created;
      counts.updated += written.updated;
      counts.unchanged += written.unchanged;
      done += batch.length;
      await onBatch?.(done, counts);
      yield { type: 'progress', done, total: rows.length };
    }
    // Searches must not read what the import parked in the GIN pending lists (see the repository).
    // Only a slower search if it cannot: logged, the import stands.
    if (counts.created + counts.updated > 0) await mergeSearchIndexPendingLists(db).catch(onError);
  } catch (error) {
    failed = true;
    onError(error);
  } finally {
    // Also when the run ends early without an error (its reader stopped asking for batches; a job's
    // reader never does). The entry says how far it got.
    const stopped = failed || done < rows.length;
    await recordAudit(db, {
      actor,
      action: 'product.import',
      entityType: 'product',
      entityId: null,
      summary: `Imported products from a CSV file: ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged${stopped ? `, stopped after ${done} of ${rows.length} rows` : ''}`,
      before: null,
      after: counts,
    });
  }
  if (failed) {
    yield { type: 'error', message: messageIn('en', 'CSV_IMPORT_STOPPED', { done, total: rows.length, reason: 'the database refused a row' }), done, total: rows.length };
    return;
  }
  yield { type: 'summary', message: messageIn('en', 'CSV_IMPORT_DONE', { ...counts }), data: counts };
}

async function writeBatch(tx: DbOrTx, batch: readonly CheckedRow[]) {
  const current = await findProductsBySku(tx, batch.map((row) => row.sku), true);
  const inserts = [];
  const updates = [];
  let unchanged = 0;
  for (const row of batch) {
    const before = current.get(row.sku.toLowerCase());
    const values = toValues(row.input, before, row.attributes);
    if (!before) inserts.push(values);
    else if (isUnchanged(values, before)) unchanged += 1;
    else updates.push({ id: before.id, values });
  }
  await updateProducts(tx, updates);
  await insertProducts(tx, inserts);
  return { created: inserts.length, updated: updates.length, unchanged };
}
