import type { SpecRowJson } from '#server/db/schema/index';

// How a product's fields read in one spreadsheet cell each (docs/decisions/038).
// The export writes with these and the import reads with them, so a file
// exported and imported again is the catalogue it came from.

/** Cells a spreadsheet would run as a formula (CSV injection): = + - @, and tab or carriage return, which some read the same way. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Export: a cell a spreadsheet would take for a formula gets a leading apostrophe, which spreadsheets show as text. */
export function guardFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** Import: the apostrophe the export put before such a cell goes again. */
export function unguardFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** Backslash before the characters that separate: `|` between rows, `:` between label and value (in labels), and the backslash itself. */
const escapePart = (text: string, specials: RegExp) => text.replace(specials, (c) => `\\${c}`);
const LABEL_SPECIALS = /[\\|:]/g;
const VALUE_SPECIALS = /[\\|]/g;

/** "CPU: Intel Core i9 | RAM: 32 GB"; labels and values escaped. */
export function formatSpecs(specs: readonly SpecRowJson[]): string {
  return specs.map((row) => `${escapePart(row.label, LABEL_SPECIALS)}: ${escapePart(row.value, VALUE_SPECIALS)}`).join(' | ');
}

/** The Arabic twins, one segment per English row in the same order ("labelAr: valueAr", empty for a row without); empty when no row has one. */
export function formatSpecsAr(specs: readonly SpecRowJson[]): string {
  if (!specs.some((row) => row.labelAr || row.valueAr)) return '';
  return specs
    .map((row) => (row.labelAr || row.valueAr ? `${escapePart(row.labelAr ?? '', LABEL_SPECIALS)}: ${escapePart(row.valueAr ?? '', VALUE_SPECIALS)}` : ''))
    .join(' | ');
}

/**
 * Splits on unescaped `separator`, removing the escapes of `\\`, `\|` and `\:`.
 * `limit` 2 splits once (label from value).
 */
function splitEscaped(text: string, separator: string, limit = Infinity): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '\\' && i + 1 < text.length) {
      // Kept escaped for a later split on the other separator; unescaped at the end.
      current += c + (text[i + 1] as string);
      i++;
    } else if (c === separator && parts.length < limit - 1) {
      parts.push(current);
      current = '';
    } else {
      current += c;
    }
  }
  parts.push(current);
  return parts;
}

const unescape = (text: string) => text.replace(/\\([\\|:])/g, '$1');

/** Segments of a specifications cell; [] for an empty cell. */
function segments(cell: string): string[] {
  return cell.trim() === '' ? [] : splitEscaped(cell, '|').map((s) => s.trim());
}

/** Label and value of "Label: Value", or null without an unescaped colon. */
function labelAndValue(segment: string): { label: string; value: string } | null {
  const parts = splitEscaped(segment, ':', 2);
  if (parts.length < 2) return null;
  return { label: unescape(parts[0] ?? '').trim(), value: unescape(parts[1] ?? '').trim() };
}

/** The English rows of a `specs` cell, or null when a segment is not "Label: Value". */
export function parseSpecs(cell: string): { label: string; value: string }[] | null {
  const rows = segments(cell).map(labelAndValue);
  return rows.every((row) => row !== null) ? (rows as { label: string; value: string }[]) : null;
}

/** The Arabic twins of a `specs_ar` cell, one per segment (null parts: none), or null when a non-empty segment has no colon. */
export function parseSpecsAr(cell: string): { labelAr: string | null; valueAr: string | null }[] | null {
  const rows = segments(cell).map((segment) => {
    if (segment === '') return { labelAr: null, valueAr: null };
    const pair = labelAndValue(segment);
    return pair ? { labelAr: pair.label || null, valueAr: pair.value || null } : null;
  });
  return rows.every((row) => row !== null) ? (rows as { labelAr: string | null; valueAr: string | null }[]) : null;
}

/** Images: the uploaded files' addresses, separated by ` | `. */
export const formatImages = (images: readonly string[]) => images.join(' | ');
export const parseImages = (cell: string) =>
  cell
    .split('|')
    .map((url) => url.trim())
    .filter((url) => url !== '');

export const formatYesNo = (value: boolean) => (value ? 'yes' : 'no');
/** yes/no (also true/false, 1/0, in either case); null for other words. */
export function parseYesNo(cell: string): boolean | null {
  const word = cell.trim().toLowerCase();
  if (['yes', 'true', '1', 'y'].includes(word)) return true;
  if (['no', 'false', '0', 'n', ''].includes(word)) return false;
  return null;
}

/** A plain decimal ("1299.5", "1299.50"): no currency, sign, exponent or thousands separator; its range and decimals are the contract's rules. */
export const isPlainAmount = (cell: string) => /^\d+(\.\d+)?$/.test(cell.trim());
export const isWholeNumber = (cell: string) => /^\d+$/.test(cell.trim());
/** Fils as the export writes them: 129950 → "1299.50". */
export const formatFils = (fils: number) => `${Math.floor(fils / 100)}.${String(fils % 100).padStart(2, '0')}`;

/** A typed attribute's column: `attr.` and its code (docs/decisions/038, addendum). */
export const ATTRIBUTE_COLUMN_PREFIX = 'attr.';
export const attributeColumn = (code: string) => `${ATTRIBUTE_COLUMN_PREFIX}${code}`;

/** A typed value in its cell: a number as written, yes/no, a choice, several choices separated by ` | `. */
export function formatAttribute(value: string | number | boolean | readonly string[] | undefined): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.join(' | ');
  return typeof value === 'boolean' ? formatYesNo(value) : String(value);
}
