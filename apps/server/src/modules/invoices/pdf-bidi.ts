import bidiFactory from 'bidi-js';

// Right-to-left text in the PDF (docs/decisions/027). fontkit, under pdfkit,
// shapes Arabic (joining forms, ligatures) and lays an Arabic run out right to
// left, but it knows nothing of a line that mixes directions: "TRN 1234" inside
// an Arabic sentence, or a Latin product name in an Arabic address. So each
// line goes through the Unicode Bidirectional Algorithm first (bidi-js): its
// embedding levels give runs of one direction, which are put in visual order
// (rule L2: from the highest level down, reverse every sequence at or above
// it); each run is then drawn whole, left to right on the page, and fontkit
// shapes a right-to-left run in its logical order and reverses its glyphs.

const bidi = bidiFactory();

export interface VisualRun {
  text: string;
  /** Right to left (an odd embedding level): drawn as one shaped run. */
  rtl: boolean;
}

/** The runs of one line in the order they appear from left to right. */
export function visualRuns(line: string, base: 'ltr' | 'rtl' | 'auto' = 'auto'): VisualRun[] {
  if (line === '') return [];
  const { levels } = bidi.getEmbeddingLevels(line, base === 'auto' ? undefined : base);
  const runs: { text: string; level: number }[] = [];
  let start = 0;
  for (let i = 1; i <= line.length; i += 1) {
    if (i === line.length || levels[i] !== levels[start]) {
      runs.push({ text: line.slice(start, i), level: levels[start] ?? 0 });
      start = i;
    }
  }
  const highest = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 === 1 ? r.level : r.level + 1)));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let i = 0; i < runs.length; ) {
      if ((runs[i]?.level ?? 0) < level) {
        i += 1;
        continue;
      }
      let end = i;
      while (end + 1 < runs.length && (runs[end + 1]?.level ?? 0) >= level) end += 1;
      runs.splice(i, end - i + 1, ...runs.slice(i, end + 1).toReversed());
      i = end + 1;
    }
  }
  return runs.map((r) => ({ text: r.level % 2 === 1 ? mirrored(r.text) : r.text, rtl: r.level % 2 === 1 }));
}

const MIRRORS: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '<': '>', '>': '<', '{': '}', '}': '{' };

/** Brackets in a right-to-left run face the other way (Unicode's Bidi_Mirrored): fontkit does not swap them. */
function mirrored(text: string): string {
  return text.replace(/[()[\]<>{}]/g, (c) => MIRRORS[c] ?? c);
}

/** True when the text holds a right-to-left letter (Arabic, Hebrew…): its line is right-aligned by default. */
export function startsRightToLeft(text: string): boolean {
  const { paragraphs } = bidi.getEmbeddingLevels(text);
  return (paragraphs[0]?.level ?? 0) % 2 === 1;
}
