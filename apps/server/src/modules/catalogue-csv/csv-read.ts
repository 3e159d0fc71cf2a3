import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, Parser, type Options } from 'csv-parse';

// Reading the import's file (docs/decisions/038): RFC 4180 CSV through
// csv-parse, CRLF, LF or CR line ends (even mixed, as files edited on two
// machines have), a byte order mark allowed, empty lines skipped. Read in
// slices with other requests' turn between two (issue 26 item 17): a
// 100,000-row file no longer holds the server for the whole parse.

/** Bytes parsed between two turns of the event loop (a few milliseconds of parsing). */
const SLICE_BYTES = 64 * 1024;

export interface CsvRecord {
  /** The line of the file the record starts on (the header is line 1); a quoted cell may span several. */
  line: number;
  cells: string[];
}

export interface CsvFile {
  records: CsvRecord[];
  /** A line the parser could not read (a broken quote): nothing after it is read. */
  broken: { line: number; reason: string } | null;
}

/** Line ends inside a record's raw text, the record's own end and the empty lines before it left out. */
function innerLineEnds(raw: string): number {
  const body = raw.replace(/^[\r\n]+/, '').replace(/(\r\n|\n|\r)$/, '');
  return body.split('\n').length - 1;
}

const parseOptions: Options = {
  info: true,
  raw: true,
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
  record_delimiter: ['\r\n', '\n', '\r'],
};

type ParsedRecord = { record: string[]; info: { lines: number }; raw: string };

const BROKEN_REASONS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quote (") opens a cell that is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted cell has more text after its closing quote',
};

/**
 * csv-parse's incremental parser, the one its own sync API drives (`parse(bytes, end, push, close)`,
 * answering the error instead of throwing it); reached through its stream class, which keeps it as
 * `api` (csv-parse is pinned, docs/decisions/009).
 */
interface IncrementalParser {
  parse(bytes: Buffer, end: boolean, push: (record: ParsedRecord) => void, close: () => void): Error | undefined;
  state: { stop: boolean };
}

async function recordsOf(source: string, toLine?: number): Promise<CsvRecord[]> {
  const parser = (new Parser(toLine === undefined ? parseOptions : { ...parseOptions, to_line: toLine }) as unknown as { api: IncrementalParser }).api;
  const parsed: ParsedRecord[] = [];
  const bytes = Buffer.from(source);
  for (let at = 0; ; at += SLICE_BYTES) {
    const end = at + SLICE_BYTES >= bytes.length;
    const error = parser.parse(bytes.subarray(at, at + SLICE_BYTES), end, (record) => parsed.push(record), () => {});
    if (error !== undefined) throw error;
    if (end || parser.state.stop) break;
    await nextTurn();
  }
  return (
    parsed
      // A row of empty cells (",,,,", which spreadsheets leave below the data) is an empty line.
      .filter(({ record }) => record.some((cell) => cell.trim() !== ''))
      .map(({ record, info, raw }) => ({ line: info.lines - innerLineEnds(raw), cells: record }))
  );
}

/** The records of `text` with their start lines; a parse error ends the reading at its record. */
export async function readCsv(text: string): Promise<CsvFile> {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  try {
    return { records: await recordsOf(source), broken: null };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // The records before the broken one are still checked; nothing after it can be trusted.
    const errorLine = (error as unknown as { lines?: number }).lines ?? 1;
    let records: CsvRecord[] = [];
    try {
      records = await recordsOf(source, Math.max(1, errorLine - 1));
    } catch {
      records = [];
    }
    const last = records.at(-1);
    const line = last ? last.line + 1 + last.cells.reduce((n, cell) => n + cell.split('\n').length - 1, 0) : 1;
    return { records, broken: { line: Math.min(line, errorLine), reason: BROKEN_REASONS[error.code] ?? 'the quoting of this line is broken' } };
  }
}
