// Lingui's runtime, one `I18n` per language (docs/decisions/040, "The library"): the server renders
// pages of both languages at once. The catalogue's parts (`t`, ../i18n.ts) and the contract's sentences
// (`sentence`, ./sentences.ts) are both said through them. The build compiles their texts
// (vite.config.ts, compileCatalogues), so no message compiler reaches the browser; outside a production
// build (the dev server, the tests) Lingui compiles a text when it is said.
import { setupI18n, type I18n } from '@lingui/core';
import { LANGUAGE_SETTINGS, type Language } from '../language';

export const i18ns: Record<Language, I18n> = {
  en: setupI18n({ locale: LANGUAGE_SETTINGS.en.locale, messages: { [LANGUAGE_SETTINGS.en.locale]: {} } }),
  ar: setupI18n({ locale: LANGUAGE_SETTINGS.ar.locale, messages: { [LANGUAGE_SETTINGS.ar.locale]: {} } }),
};
