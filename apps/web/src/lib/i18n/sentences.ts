// The contract's sentences (`messages.X`, and the English `message` of an API
// error body) in the page's language. The web app and the API speak English
// sentences (the spec's words, docs/store-rules.md#7-the-api); an Arabic page shows each
// one's Arabic twin (packages/contract/src/message-texts-ar, same export
// name), found by the English sentence itself, filled or not: "Only 3 items
// available in stock" is matched by its template "Only {n} items available in
// stock", and the 3 goes into the Arabic one. The shared components that show
// sentences (toasts, alerts, field errors, status panels) call
// `localizeSentence`, so no call site changes. The pairs load only with the
// Arabic pages (./arabic-catalogue.ts, ./sentence-table.ts): an English page
// has none and returns its sentence as it is.
import { currentLanguage, type Language } from '../language';

type SentenceTranslator = (sentence: string) => string;

const translators: Partial<Record<Language, SentenceTranslator>> = {};

/** Installed by a language's texts when they load (./arabic-catalogue.ts, ./sentence-table.ts). */
export function setSentenceTranslator(language: Language, translate: SentenceTranslator): void {
  translators[language] = translate;
}

/** `sentence` (a contract sentence in English, filled or not) in the page's language; unchanged when it has no twin. */
export function localizeSentence(sentence: string): string {
  const translate = translators[currentLanguage()];
  return translate ? translate(sentence) : sentence;
}
