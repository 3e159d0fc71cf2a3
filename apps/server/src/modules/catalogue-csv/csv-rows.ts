import { filsToAed, messageIn, messages, productInputSchema, type AttributeValues, type CsvColumn, type MessageCode } from '@store/contract';
import type { z } from 'zod';
import { coerceAttributeValue, galleryOf, type AttributeRule, type ProductRow, type ProductValues } from '#server/modules/catalog/index';
import { attributeColumn, isPlainAmount, isWholeNumber, parseImages, parseSpecs, parseSpecsAr, parseYesNo } from './csv-cells';

// One row of the import's file as the admin's product form would send it
// (docs/decisions/038), validated by the contract's own product schema. An
// optional column the file leaves out keeps what the product has.

export type ProductInputOutput = z.output<typeof productInputSchema>;

export interface RowProblem {
  column: CsvColumn | null;
  message: string;
}

export interface RowContext {
  brands: Map<string, string>;
  categories: Map<string, string>;
  /** The product with this SKU, when there is one. */
  existing: ProductRow | undefined;
}

export type RowResult = { ok: true; input: ProductInputOutput } | { ok: false; problems: RowProblem[] };

/** Stands for an unknown brand or category, so the schema reports nothing more about it. */
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

/** The contract's field names and the file's columns. */
const COLUMN_OF: Record<string, CsvColumn> = {
  sku: 'sku',
  title: 'title',
  titleAr: 'title_ar',
  description: 'description',
  descriptionAr: 'description_ar',
  brand: 'brand',
  category: 'category',
  price: 'price',
  salePrice: 'sale_price',
  totalStock: 'stock',
  isQuoteAvailable: 'quote_available',
  specs: 'specs',
  images: 'images',
};

function columnOfIssue(path: readonly PropertyKey[]): CsvColumn | null {
  const [field] = path;
  if (field === 'specs' && path.some((part) => part === 'labelAr' || part === 'valueAr')) return 'specs_ar';
  return typeof field === 'string' ? (COLUMN_OF[field] ?? null) : null;
}

/**
 * The row as a product form. `cell(column)` is the cell's text, or undefined
 * when the file has no such column.
 */
export function rowToInput(cell: (column: CsvColumn) => string | undefined, ctx: RowContext): RowResult {
  const problems: RowProblem[] = [];
  const problem = (column: CsvColumn, message: string) => problems.push({ column, message });
  const { existing } = ctx;

  const sku = cell('sku')?.trim() ?? '';
  if (sku === '') problem('sku', messages.CSV_SKU_REQUIRED);

  const idOf = (column: 'brand' | 'category', names: Map<string, string>, unknown: MessageCode) => {
    const name = cell(column)?.trim() ?? '';
    if (name === '') return '';
    const id = names.get(name.toLowerCase());
    if (id) return id;
    problem(column, messageIn('en', unknown, { name }));
    return PLACEHOLDER_ID;
  };
  const brand = idOf('brand', ctx.brands, 'CSV_BRAND_UNKNOWN');
  const category = idOf('category', ctx.categories, 'CSV_CATEGORY_UNKNOWN');

  const amount = (column: 'price' | 'sale_price') => {
    const text = cell(column)?.trim() ?? '';
    if (text !== '' && !isPlainAmount(text)) problem(column, messages.CSV_NUMBER_INVALID);
    return text;
  };
  const price = amount('price');
  const salePriceCell = cell('sale_price');
  const salePrice =
    salePriceCell === undefined ? (existing?.salePriceFils == null ? null : filsToAed(existing.salePriceFils)) : amount('sale_price');

  const stock = cell('stock')?.trim() ?? '';
  if (stock !== '' && !isWholeNumber(stock)) problem('stock', messages.CSV_WHOLE_NUMBER_INVALID);

  const quoteCell = cell('quote_available');
  const quote = quoteCell === undefined ? (existing?.isQuoteAvailable ?? false) : parseYesNo(quoteCell);
  if (quote === null) problem('quote_available', messages.CSV_YES_NO_INVALID);

  const specs = specRows(cell, existing, problem);
  const imagesCell = cell('images');
  // Empty or left out: the gallery stays as it is (a new product has none).
  const images = imagesCell === undefined || imagesCell.trim() === '' ? (existing ? galleryOf(existing) : undefined) : parseImages(imagesCell);

  const draft = {
    sku,
    title: cell('title') ?? '',
    titleAr: cell('title_ar'),
    description: cell('description') ?? existing?.description ?? '',
    descriptionAr: cell('description_ar'),
    brand,
    category,
    price,
    salePrice,
    totalStock: stock,
    isQuoteAvailable: quote ?? false,
    specs,
    images,
  };
  const parsed = productInputSchema.safeParse(draft);
  // A column the file's own rules already refused is not reported twice.
  const refused = new Set(problems.map((p) => p.column));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = columnOfIssue(issue.path);
      if (column === null || !refused.has(column)) problems.push({ column, message: issue.message });
    }
  }
  if (problems.length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, input: parsed.data };
}

/** The specification rows: English from `specs` (or the product's own), Arabic twins from `specs_ar` (left out: kept). */
function specRows(
  cell: (column: CsvColumn) => string | undefined,
  existing: ProductRow | undefined,
  problem: (column: CsvColumn, message: string) => void,
) {
  const specsCell = cell('specs');
  const english = specsCell === undefined ? (existing?.specs ?? []).map(({ label, value }) => ({ label, value })) : parseSpecs(specsCell);
  if (english === null) {
    problem('specs', messages.CSV_SPEC_INVALID);
    return [];
  }
  const arabicCell = cell('specs_ar');
  if (arabicCell === undefined) return english;
  const arabic = parseSpecsAr(arabicCell);
  if (arabic === null) {
    problem('specs_ar', messages.CSV_SPEC_INVALID);
    return english;
  }
  if (arabic.length > 0 && arabic.length !== english.length) {
    problem('specs_ar', messageIn('en', 'CSV_SPEC_AR_MISMATCH', { n: arabic.length, expected: english.length }));
    return english;
  }
  return english.map((row, i) => ({ ...row, labelAr: arabic[i]?.labelAr ?? null, valueAr: arabic[i]?.valueAr ?? null }));
}

/** Specification rows as one comparable string, whatever the order of their keys. */
const specsKey = (rows: readonly { label: string; value: string; labelAr?: string | undefined; valueAr?: string | undefined }[]) =>
  JSON.stringify(rows.map((r) => [r.label, r.value, r.labelAr ?? null, r.valueAr ?? null]));

/** True when writing `values` would leave the product as it is. */
export function isUnchanged(values: ProductValues, before: ProductRow): boolean {
  return (
    values.sku === before.sku &&
    values.title === before.title &&
    values.titleAr === before.titleAr &&
    values.description === before.description &&
    values.descriptionAr === before.descriptionAr &&
    values.categoryId === before.categoryId &&
    values.brandId === before.brandId &&
    // Compared as shoppers see them: a gallery written with `image` only equals the same photo written as a list.
    values.image === before.image &&
    JSON.stringify(galleryOf(values)) === JSON.stringify(galleryOf(before)) &&
    values.priceFils === before.priceFils &&
    values.salePriceFils === before.salePriceFils &&
    values.totalStock === before.totalStock &&
    values.isQuoteAvailable === before.isQuoteAvailable &&
    specsKey(values.specs) === specsKey(before.specs) &&
    (values.attributes === undefined || attributesKey(values.attributes) === attributesKey(before.attributes))
  );
}

/** The values in a stable order of their codes, to compare two sets. */
const attributesKey = (values: AttributeValues) => JSON.stringify(Object.entries(values).toSorted(([a], [b]) => a.localeCompare(b)));

/**
 * The row's typed values (docs/decisions/038, addendum): the product's own that its category
 * defines, with each `attr.<code>` cell of the file over them (empty: none), checked as the
 * product form's are (attribute-input.ts). Several choices are separated by `|`.
 * Undefined when the file has no such column: the values stay as they are.
 */
export function rowAttributes(
  cells: ReadonlyMap<string, string>,
  rules: readonly AttributeRule[],
  existing: ProductRow | undefined,
): { values: AttributeValues | undefined; problems: { column: string; message: string }[] } {
  if (cells.size === 0) return { values: undefined, problems: [] };
  const byCode = new Map(rules.map((rule) => [rule.code, rule]));
  const values: AttributeValues = Object.fromEntries(Object.entries(existing?.attributes ?? {}).filter(([code]) => byCode.has(code)));
  const problems: { column: string; message: string }[] = [];
  for (const [code, cell] of cells) {
    const text = cell.trim();
    const rule = byCode.get(code);
    if (text === '' || !rule) {
      if (text !== '') problems.push({ column: attributeColumn(code), message: messageIn('en', 'ATTRIBUTE_UNKNOWN', { code }) });
      delete values[code];
      continue;
    }
    const raw = rule.type === 'multi_choice' ? text.split('|').map((part) => part.trim()).filter(Boolean) : text;
    const coerced = coerceAttributeValue(rule, raw);
    if (!coerced.ok) problems.push({ column: attributeColumn(code), message: coerced.message });
    else if (coerced.value === null) delete values[code];
    else values[code] = coerced.value;
  }
  return { values, problems };
}
