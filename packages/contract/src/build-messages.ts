// A build problem's sentence in a language: the builder page says them in the
// browser as it checks the parts (apps/web/src/features/builder), the server in
// its answer to POST /api/shop/builds/check (in the request's `lang`). Apart from
// ./build-rules.ts, so a page that runs the rules downloads only the builds'
// sentences. Said by Lingui, as every text (docs/decisions/040, "One library"):
// the web app's build compiles the sentences that take arguments, and outside a
// production build Lingui compiles them when said; the API server says them
// from its own compiled catalogue (`messageIn`).
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import type { BuildProblem } from './build-rules';
import { CATALOGUE_LOCALES, type Language } from './languages';
import * as english from './message-texts/builds';
import * as arabic from './message-texts-ar/builds';

const texts: Record<Language, Record<BuildProblem['code'], string>> = { en: english, ar: arabic };
let i18ns: Record<Language, I18n> | undefined;
const i18nOf = (language: Language): I18n => {
  i18ns ??= {
    en: setupI18n({ locale: CATALOGUE_LOCALES.en, messages: { [CATALOGUE_LOCALES.en]: {} } }),
    ar: setupI18n({ locale: CATALOGUE_LOCALES.ar, messages: { [CATALOGUE_LOCALES.ar]: {} } }),
  };
  return i18ns[language];
};

/** The problem's sentence in `lang`, filled from its params. */
export function buildProblemMessage(problem: Pick<BuildProblem, 'code' | 'params'>, lang: Language = 'en'): string {
  const text = texts[lang][problem.code];
  // A sentence without arguments is said as it is (its compiled form is itself: catalogues.test.ts).
  if (typeof text === 'string' && Object.keys(problem.params).length === 0) return text;
  // A compiled text (an array, in the web app's production build) passes as the descriptor's message.
  return i18nOf(lang)._({ id: problem.code, message: text as MessageDescriptor['message'], values: problem.params });
}
