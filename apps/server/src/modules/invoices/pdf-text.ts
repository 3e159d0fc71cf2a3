import { createRequire } from 'node:module';
import type PdfKitDocument from 'pdfkit';
import { startsRightToLeft, visualRuns } from './pdf-bidi';

// Drawing text on a pdfkit page with Arabic shaped and ordered (docs/decisions/027).

type Doc = InstanceType<typeof PdfKitDocument>;

const require = createRequire(import.meta.url);

/**
 * IBM Plex Sans Arabic from the npm registry (@expo-google-fonts/ibm-plex-sans-arabic,
 * OFL): Arabic and Latin letters in one face, so a fresh machine needs no
 * system font. pdfkit embeds only the glyphs a document uses.
 */
export const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf'),
};

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

export interface TextBox {
  x: number;
  y: number;
  width: number;
  /** Default: right for a line that starts right to left (Arabic), else left. */
  align?: 'left' | 'right' | 'center';
  style: TextStyle;
  /** At most this many lines; the last one kept ends with an ellipsis (a field never pushes the page apart). */
  maxLines?: number;
}

/**
 * The bidi marks and controls (LRM, RLM, ALM, the embeddings, overrides and
 * isolates): they order the text (pdf-bidi.ts reads them) but have no glyph,
 * so they are never drawn (a font draws a box for them).
 */
const BIDI_FORMATTING = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;
const drawable = (text: string) => text.replace(BIDI_FORMATTING, '');

export function lineHeight(style: TextStyle): number {
  return style.size * 1.55;
}

function applyStyle(doc: Doc, style: TextStyle): void {
  doc.font(style.bold ? 'bold' : 'regular').fontSize(style.size).fillColor(style.color ?? '#1f2933');
}

/**
 * A right-to-left run is laid out whole (`features` makes pdfkit hand fontkit
 * the whole run instead of word by word, which would keep the words in
 * left-to-right order), and fontkit reverses its shaped glyphs.
 */
const runOptions = (rtl: boolean) => (rtl ? { features: [] } : {});

function lineWidth(doc: Doc, line: string, base: 'ltr' | 'rtl'): number {
  return visualRuns(line, base).reduce((sum, run) => sum + doc.widthOfString(drawable(run.text), runOptions(run.rtl)), 0);
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** A word wider than the box, cut between letters into pieces that fit (a long unbroken word never runs off the page). */
function breakWord(doc: Doc, word: string, width: number, base: 'ltr' | 'rtl'): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const { segment } of graphemes.segment(word)) {
    if (piece !== '' && lineWidth(doc, piece + segment, base) > width) {
      pieces.push(piece);
      piece = segment;
    } else {
      piece += segment;
    }
  }
  pieces.push(piece);
  return pieces;
}

/** Breaks a text into lines that fit `width`, at spaces (inside a word too long for a line), in logical order. */
export function wrap(doc: Doc, text: string, width: number, base: 'ltr' | 'rtl'): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const whole of paragraph.split(' ')) {
      const pieces = lineWidth(doc, whole, base) > width ? breakWord(doc, whole, width, base) : [whole];
      for (const word of pieces) {
        const next = line === '' ? word : `${line} ${word}`;
        if (line !== '' && (lineWidth(doc, next, base) > width || word !== whole)) {
          lines.push(line);
          line = word;
        } else {
          line = next;
        }
      }
    }
    lines.push(line);
  }
  return lines;
}

/** The lines kept in a box of `maxLines`: the last one shortened to end with an ellipsis when some are left out. */
function clip(doc: Doc, lines: string[], box: Pick<TextBox, 'width' | 'maxLines'>, base: 'ltr' | 'rtl'): string[] {
  if (box.maxLines === undefined || lines.length <= box.maxLines) return lines;
  const kept = lines.slice(0, box.maxLines);
  let last = kept.at(-1) ?? '';
  while (last !== '' && lineWidth(doc, `${last}…`, base) > box.width) last = [...last].slice(0, -1).join('');
  kept[kept.length - 1] = `${last}…`;
  return kept;
}

/** Draws one line: its runs in visual order, left to right. */
function drawLine(doc: Doc, line: string, box: TextBox, y: number, base: 'ltr' | 'rtl'): void {
  const runs = visualRuns(line, base);
  const widths = runs.map((run) => doc.widthOfString(drawable(run.text), runOptions(run.rtl)));
  const total = widths.reduce((a, b) => a + b, 0);
  const align = box.align ?? (base === 'rtl' ? 'right' : 'left');
  let x = align === 'left' ? box.x : align === 'right' ? box.x + box.width - total : box.x + (box.width - total) / 2;
  runs.forEach((run, i) => {
    doc.text(drawable(run.text), x, y, { lineBreak: false, ...runOptions(run.rtl) });
    x += widths[i] ?? 0;
  });
}

/** The whole text's direction (its first strong letter): every line of it is ordered and aligned alike. */
const baseOf = (text: string) => (startsRightToLeft(text) ? 'rtl' : 'ltr');

/** Draws a text wrapped into its box; the height it took. */
export function drawText(doc: Doc, text: string, box: TextBox): number {
  applyStyle(doc, box.style);
  const base = baseOf(text);
  const lines = clip(doc, wrap(doc, text, box.width, base), box, base);
  lines.forEach((line, i) => drawLine(doc, line, box, box.y + i * lineHeight(box.style), base));
  return lines.length * lineHeight(box.style);
}

/** The height a text would take in its box. */
export function measureText(doc: Doc, text: string, box: Pick<TextBox, 'width' | 'style' | 'maxLines'>): number {
  applyStyle(doc, box.style);
  const base = baseOf(text);
  return clip(doc, wrap(doc, text, box.width, base), box, base).length * lineHeight(box.style);
}
