import { stringify } from 'csv-stringify/sync';
import { CSV_COLUMNS, type CsvColumn } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { galleryOf, listEveryAttribute, type ProductRow } from '#server/modules/catalog/index';
import { attributeColumn, formatAttribute, formatFils, formatImages, formatSpecs, formatSpecsAr, formatYesNo, guardFormula } from './csv-cells';
import { readExportPage } from './csv-import.repository';

// GET /api/admin/products/export.csv (docs/decisions/038): the whole catalogue,
// read in keyset pages of EXPORT_PAGE products and written as it is read, so
// a million products never sit in memory at once.

export const EXPORT_PAGE = 1000;

/**
 * The row of a product in the columns' order, then a cell per typed attribute code (`codes`,
 * empty where its category has none); every text cell guarded against spreadsheet formulas.
 */
export function exportRow(row: ProductRow, codes: readonly string[] = []): string[] {
  const cells: Record<CsvColumn, string> = {
    sku: row.sku,
    title: row.title,
    title_ar: row.titleAr ?? '',
    description: row.description,
    description_ar: row.descriptionAr ?? '',
    brand: row.brandName,
    category: row.categoryName,
    price: formatFils(row.priceFils),
    sale_price: row.salePriceFils === null ? '' : formatFils(row.salePriceFils),
    stock: String(row.totalStock),
    quote_available: formatYesNo(row.isQuoteAvailable),
    specs: formatSpecs(row.specs),
    specs_ar: formatSpecsAr(row.specs),
    images: formatImages(galleryOf(row)),
  };
  return [...CSV_COLUMNS.map((column) => cells[column]), ...codes.map((code) => formatAttribute(row.attributes[code]))].map(guardFormula);
}

/** The codes of every category's attributes, each once, in alphabetical order: one column each. */
export async function attributeCodes(db: DbOrTx): Promise<string[]> {
  const definitions = await listEveryAttribute(db);
  return [...new Set(definitions.map((definition) => definition.code))].toSorted();
}

/** RFC 4180: every line ends in CRLF; cells are quoted when they hold a comma, a quote or a line end. */
const toCsv = (rows: string[][]) => stringify(rows, { record_delimiter: 'windows' });

/**
 * The file in pieces: a byte order mark (Excel then reads the Arabic as
 * UTF-8) and the header, then one piece per page.
 */
export async function* exportCatalogueCsv(db: DbOrTx, pageSize = EXPORT_PAGE): AsyncGenerator<string> {
  const codes = await attributeCodes(db);
  yield `\uFEFF${toCsv([[...CSV_COLUMNS, ...codes.map(attributeColumn)]])}`;
  let after: string | null = null;
  for (;;) {
    const page = await readExportPage(db, after, pageSize);
    if (page.length === 0) return;
    yield toCsv(page.map((row) => exportRow(row, codes)));
    after = page.at(-1)?.id ?? null;
    if (page.length < pageSize) return;
  }
}
