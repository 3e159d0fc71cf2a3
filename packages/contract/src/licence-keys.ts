// Reading the licence keys an admin pastes or uploads (issue 13 item 8,
// docs/decisions/030): one key a line; a CSV file's line gives its first cell,
// and a first line that only names the column ("key", "licence key") is skipped.

/** At most this many keys in one paste or file. */
export const LICENCE_KEYS_PER_BATCH = 1000;

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._+/=-]{3,198}[A-Za-z0-9=]$/;
const HEADER_CELLS = new Set(['key', 'keys', 'licence key', 'license key', 'licence', 'license', 'serial', 'product key']);

export interface ParsedLicenceKeys {
  keys: { line: number; key: string }[];
  /** Lines that hold no valid key (1-based). */
  invalidLines: number[];
  /** Lines whose key an earlier line of the same list already holds. */
  repeatedLines: number[];
}

function firstCell(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('"')) {
    const end = trimmed.indexOf('"', 1);
    return end > 0 ? trimmed.slice(1, end).trim() : trimmed.slice(1).trim();
  }
  const comma = trimmed.search(/[,;\t]/);
  return (comma >= 0 ? trimmed.slice(0, comma) : trimmed).trim();
}

/** The keys of a pasted list or a CSV file's text, each with its line, blank lines skipped. */
export function parseLicenceKeys(text: string): ParsedLicenceKeys {
  const result: ParsedLicenceKeys = { keys: [], invalidLines: [], repeatedLines: [] };
  const seen = new Set<string>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const cell = firstCell(raw);
    if (cell === '') return;
    if (index === 0 && HEADER_CELLS.has(cell.toLowerCase())) return;
    const line = index + 1;
    if (!KEY_PATTERN.test(cell)) result.invalidLines.push(line);
    else if (seen.has(cell)) result.repeatedLines.push(line);
    else {
      seen.add(cell);
      result.keys.push({ line, key: cell });
    }
  });
  return result;
}

/** What the admin list shows of a stored key: its last four characters. */
export function maskLicenceKey(tail: string): string {
  return `••••-${tail}`;
}
