// The contract's sentences (`messages.X`, and the English `message` of an API
// error body) in the page's language. The web app and the API speak English
// sentences (the spec's words, DESIGN.md section 3); an Arabic page shows each
// one's Arabic twin (packages/contract/src/message-texts-ar, same export
// name), found by the English sentence itself, filled or not: "Only 3 items
// available in stock" is matched by its template "Only {n} items available in
// stock", and the 3 goes into the Arabic one. The shared components that show
// sentences (toasts, alerts, field errors, status panels) call
// `localizeSentence`, so no call site changes. The pairs load only with the
// Arabic pages (./arabic-catalogue.ts): an English page has none and returns
// its sentence as it is.
import { currentLanguage, type Language } from '../language';

interface Template {
  pattern: RegExp;
  names: string[];
  text: string;
}

interface SentenceTable {
  exact: Map<string, string>;
  templates: Template[];
}

const tables: Partial<Record<Language, SentenceTable>> = {};

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
 * Adds the twins of `english` sentences (by export name) in `language`. The
 * table keeps both the templates ("Only {n} items…", for `messages.X` before it
 * is filled) and a matcher for each filled form.
 */
export function addSentences(language: Language, english: Record<string, string>, twins: Record<string, unknown>): void {
  const table: SentenceTable = (tables[language] ??= { exact: new Map<string, string>(), templates: [] as Template[] });
  for (const [name, text] of Object.entries(twins)) {
    const source = english[name];
    if (typeof text !== 'string' || source === undefined) continue;
    table.exact.set(source, text);
    if (/\{\w+\}/.test(source)) table.templates.push(templateOf(source, text));
  }
}

/** `sentence` (a contract sentence in English, filled or not) in the page's language; unchanged when it has no twin. */
export function localizeSentence(sentence: string): string {
  const language = currentLanguage();
  if (language === 'en') return sentence;
  const table = tables[language];
  if (!table) return sentence;
  const exact = table.exact.get(sentence);
  if (exact !== undefined) return exact;
  for (const { pattern, names, text } of table.templates) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    const values = new Map(names.map((name, index) => [name, match[index + 1] ?? '']));
    return text.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  }
  return sentence;
}
