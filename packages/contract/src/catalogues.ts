// The server's side of the one i18n library (docs/decisions/040, "One library"): one `I18n` of
// Lingui's per language holds every text the server says (the API's sentences, ./localized-messages.ts;
// the e-mails' and the PDFs' words, apps/server), ICU MessageFormat compiled once when its part first
// loads (`compileMessageOrThrow`, as `lingui compile` does), so no text is parsed per call and a broken
// one fails loudly. The web app's catalogue is compiled by its build instead (apps/web/vite.config.ts,
// compileCatalogues). Server only: the browser never downloads the message compiler.
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { CATALOGUE_LOCALES, type Language } from './languages';

/** What a text is filled with: `{name}` takes the value as it is; a plural or `{n, number}` writes the number in the language's locale. */
export type TextParams = Record<string, string | number>;


const i18ns: Partial<Record<Language, I18n>> = {};
const loadedKeys = new Set<string>();
const i18nOf = (language: Language): I18n =>
  (i18ns[language] ??= setupI18n({ locale: CATALOGUE_LOCALES[language], messages: { [CATALOGUE_LOCALES[language]]: {} } }));

/** `texts` compiled to Lingui's form; a text that is not valid ICU MessageFormat throws, naming its key. */
export function compileTexts(texts: Readonly<Record<string, string>>): Record<string, ReturnType<typeof compileMessageOrThrow>> {
  const compiled: Record<string, ReturnType<typeof compileMessageOrThrow>> = {};
  for (const [key, text] of Object.entries(texts)) {
    try {
      compiled[key] = compileMessageOrThrow(text);
    } catch (error) {
      throw new Error(`${key} is not ICU MessageFormat: ${JSON.stringify(text)}`, { cause: error });
    }
  }
  return compiled;
}

/** A part of the catalogue in both languages: the Arabic side may lack a key (the admin's), said in English then. */
export interface CataloguePart<Key extends string> {
  en: Readonly<Record<Key, string>>;
  ar: Readonly<Partial<Record<Key, string>>>;
}

/** Says a part's texts: `say('ar', key, params)` loads the part into each language's `I18n` the first time. */
export function cataloguePart<Key extends string>(part: CataloguePart<Key>): (language: Language, key: Key, params?: TextParams) => string {
  let loaded = false;
  return (language, key, params) => {
    if (!loaded) {
      const english = compileTexts(part.en);
      for (const held of Object.keys(english)) {
        // One catalogue per language: two parts may not say the same key.
        if (loadedKeys.has(held)) throw new Error(`Two parts of the catalogue hold ${held}`);
        loadedKeys.add(held);
      }
      i18nOf('en').load(CATALOGUE_LOCALES.en, english);
      i18nOf('ar').load(CATALOGUE_LOCALES.ar, { ...english, ...compileTexts(part.ar as Record<string, string>) });
      loaded = true;
    }
    return i18nOf(language)._(key, params);
  };
}

type Compiled = ReturnType<typeof compileMessageOrThrow>;

/** The names of the arguments a compiled text takes (a plural's included), sorted. */
function argumentNames(compiled: Compiled): string[] {
  const names = new Set<string>();
  const visit = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , cases] = token as [string, string?, unknown?];
      names.add(name);
      if (typeof cases === 'object' && cases !== null) Object.values(cases).forEach(visit);
    }
  };
  visit(compiled);
  return [...names].toSorted();
}

/**
 * What is wrong with a part of a catalogue, for its tests: a text that is not ICU MessageFormat, a
 * text without arguments that Lingui would not say exactly as written (an apostrophe before a brace,
 * a doubled one), an Arabic twin taking other arguments than its English text. Empty when all is well.
 */
export function catalogueProblems(part: { en: Readonly<Record<string, string>>; ar: Readonly<Record<string, string | undefined>> }): string[] {
  const problems: string[] = [];
  const english = new Map<string, string[]>();
  for (const language of ['en', 'ar'] as const) {
    const i18n = setupI18n({ locale: CATALOGUE_LOCALES[language], messages: { [CATALOGUE_LOCALES[language]]: {} } });
    for (const [key, text] of Object.entries(part[language])) {
      if (text === undefined) continue;
      let compiled: Compiled;
      try {
        compiled = compileMessageOrThrow(text);
      } catch (error) {
        problems.push(`${language} ${key}: not ICU MessageFormat (${(error as Error).message})`);
        continue;
      }
      const names = argumentNames(compiled);
      if (names.length === 0) {
        i18n.load(CATALOGUE_LOCALES[language], { [key]: compiled });
        const said = i18n._(key);
        if (said !== text) problems.push(`${language} ${key}: said as ${JSON.stringify(said)}, written ${JSON.stringify(text)}`);
      }
      if (language === 'en') english.set(key, names);
      else if (english.has(key) && english.get(key)?.join() !== names.join())
        problems.push(`ar ${key}: takes {${names.join('}, {')}}, the English {${english.get(key)?.join('}, {')}}`);
    }
  }
  return problems;
}
