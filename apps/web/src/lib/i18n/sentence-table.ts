// English sentence → its twin, for `localizeSentence` (./sentences.ts): built
// on Arabic pages only (./arabic-catalogue.ts), so English pages carry none of it.
// A sentence with placeholders matches its filled forms too: "Only 3 items
// available in stock" is matched by "Only {n} items available in stock", and the
// 3 goes into the twin.

interface Template {
  pattern: RegExp;
  names: string[];
  text: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A matcher for a sentence with placeholders: each `{name}` matches any text. */
function templateOf(english: string, text: string): Template {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    source += escapeRegExp(english.slice(last, match.index));
    source += '(.+?)';
    names.push(match[1] ?? '');
    last = (match.index ?? 0) + match[0].length;
  }
  source += escapeRegExp(english.slice(last));
  return { pattern: new RegExp(`^${source}$`, 's'), names, text };
}

/**
 * The translation of contract sentences whose `english` texts and `twins` share
 * export names; a sentence without a twin comes back unchanged.
 */
export function createSentenceTranslator(english: Record<string, string>, twins: Record<string, unknown>): (sentence: string) => string {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [name, text] of Object.entries(twins)) {
    const source = english[name];
    if (typeof text !== 'string' || source === undefined) continue;
    exact.set(source, text);
    if (/\{\w+\}/.test(source)) templates.push(templateOf(source, text));
  }
  return (sentence) => {
    const found = exact.get(sentence);
    if (found !== undefined) return found;
    for (const { pattern, names, text } of templates) {
      const match = pattern.exec(sentence);
      if (!match) continue;
      const values = new Map(names.map((name, index) => [name, match[index + 1] ?? '']));
      return text.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
    }
    return sentence;
  };
}
