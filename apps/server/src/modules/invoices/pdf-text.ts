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
}

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
  return visualRuns(line, base).reduce((sum, run) => sum + doc.widthOfString(run.text, runOptions(run.rtl)), 0);
}

/** Breaks a text into lines that fit `width`, at spaces, in logical order. */
function wrap(doc: Doc, text: string, width: number, base: 'ltr' | 'rtl'): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const next = line === '' ? word : `${line} ${word}`;
      if (line !== '' && lineWidth(doc, next, base) > width) {
        lines.push(line);
        line = word;
      } else {
        line = next;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Draws one line: its runs in visual order, left to right. */
function drawLine(doc: Doc, line: string, box: TextBox, y: number, base: 'ltr' | 'rtl'): void {
  const runs = visualRuns(line, base);
  const widths = runs.map((run) => doc.widthOfString(run.text, runOptions(run.rtl)));
  const total = widths.reduce((a, b) => a + b, 0);
  const align = box.align ?? (base === 'rtl' ? 'right' : 'left');
  let x = align === 'left' ? box.x : align === 'right' ? box.x + box.width - total : box.x + (box.width - total) / 2;
  runs.forEach((run, i) => {
    doc.text(run.text, x, y, { lineBreak: false, ...runOptions(run.rtl) });
    x += widths[i] ?? 0;
  });
}

/** The whole text's direction (its first strong letter): every line of it is ordered and aligned alike. */
const baseOf = (text: string) => (startsRightToLeft(text) ? 'rtl' : 'ltr');

/** Draws a text wrapped into its box; the height it took. */
export function drawText(doc: Doc, text: string, box: TextBox): number {
  applyStyle(doc, box.style);
  const base = baseOf(text);
  const lines = wrap(doc, text, box.width, base);
  lines.forEach((line, i) => drawLine(doc, line, box, box.y + i * lineHeight(box.style), base));
  return lines.length * lineHeight(box.style);
}

/** The height a text would take in its box. */
export function measureText(doc: Doc, text: string, box: Pick<TextBox, 'width' | 'style'>): number {
  applyStyle(doc, box.style);
  return wrap(doc, text, box.width, baseOf(text)).length * lineHeight(box.style);
}
