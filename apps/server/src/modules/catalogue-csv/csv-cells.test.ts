import { describe, expect, it } from 'vitest';
import { formatFils, formatSpecs, formatSpecsAr, guardFormula, parseSpecs, parseSpecsAr, parseYesNo, unguardFormula } from './csv-cells';
import { readCsv } from './csv-read';

describe('a cell a spreadsheet would run as a formula', () => {
  it.each(['=SUM(A1)', '+971', '-20% bundle', '@cmd', '\tTab'])('gets an apostrophe on export and loses it on import: %s', (text) => {
    expect(guardFormula(text)).toBe(`'${text}`);
    expect(unguardFormula(guardFormula(text))).toBe(text);
  });

  it('leaves other text alone, an apostrophe of its own included', () => {
    expect(guardFormula('ROG Strix')).toBe('ROG Strix');
    expect(unguardFormula("'Tis the season")).toBe("'Tis the season");
  });
});

describe('specifications in one cell', () => {
  const specs = [
    { label: 'Ratio', value: '16:9', labelAr: 'النسبة', valueAr: '16:9' },
    { label: 'Ports: rear', value: 'USB-C | HDMI \\ DP' },
  ];

  it('read back as they were written, separators inside labels and values included', () => {
    const english = formatSpecs(specs);
    expect(english).toBe('Ratio: 16:9 | Ports\\: rear: USB-C \\| HDMI \\\\ DP');
    expect(parseSpecs(english)).toEqual([
      { label: 'Ratio', value: '16:9' },
      { label: 'Ports: rear', value: 'USB-C | HDMI \\ DP' },
    ]);
    expect(formatSpecsAr(specs)).toBe('النسبة: 16:9 | ');
    expect(parseSpecsAr(formatSpecsAr(specs))).toEqual([
      { labelAr: 'النسبة', valueAr: '16:9' },
      { labelAr: null, valueAr: null },
    ]);
  });

  it('refuse a row without a colon', () => {
    expect(parseSpecs('CPU: i9 | RAM 32 GB')).toBeNull();
    expect(parseSpecs('')).toEqual([]);
  });
});

describe('the other cells', () => {
  it('write fils as AED with two decimals and read yes or no', () => {
    expect(formatFils(129950)).toBe('1299.50');
    expect(formatFils(5)).toBe('0.05');
    expect(parseYesNo('Yes')).toBe(true);
    expect(parseYesNo('')).toBe(false);
    expect(parseYesNo('maybe')).toBeNull();
  });
});

describe('reading the file', () => {
  it('takes CRLF and LF line ends, even mixed, a byte order mark and quoted line breaks, with the line each row starts on', async () => {
    const file = await readCsv('\uFEFFsku,title\r\nA1,"two\nlines"\n\nB2,plain\r\n , \r\n,\r\n');
    expect(file).toEqual({
      records: [
        { line: 1, cells: ['sku', 'title'] },
        { line: 2, cells: ['A1', 'two\nlines'] },
        { line: 5, cells: ['B2', 'plain'] },
      ],
      broken: null,
    });
  });

  it('stops at a quote that never closes and keeps the rows before it', async () => {
    expect(await readCsv('sku,title\nA1,fine\nB2,"open\nC3,lost\n')).toEqual({
      records: [
        { line: 1, cells: ['sku', 'title'] },
        { line: 2, cells: ['A1', 'fine'] },
      ],
      broken: { line: 3, reason: 'a quote (") opens a cell that is never closed' },
    });
  });
});
