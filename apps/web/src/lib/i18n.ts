// One catalogue per language, read through `t` (CONVENTIONS.md principle 13).
// Arabic will be a second catalogue with the same keys and `dir="rtl"`.
import { LOCALE } from '@store/contract';
import type { enAdminTexts } from './i18n/admin-texts';
import { en } from './i18n/en';
import { pickPluralForm, type CatalogueText } from './i18n/plural';

/** The shop's keys, always loaded, and the admin screens', loaded with the admin layout (./i18n/admin-texts.ts). */
export type MessageKey = keyof typeof en | keyof typeof enAdminTexts;
export type Catalogue = Record<MessageKey, CatalogueText>;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export const locale: string = LOCALE;
export const textDirection: 'ltr' | 'rtl' = 'ltr';

/**
 * `t` for one language: the text for `key`, its plural form picked by
 * `params.count` through Intl.PluralRules, with `{name}` placeholders filled
 * (numbers through Intl); the key itself if its texts are not loaded.
 * `texts` is read at each call, so texts added later are found.
 */
export function createTranslator(localeTag: string, texts: Partial<Catalogue>): Translate {
  const pluralRules = new Intl.PluralRules(localeTag);
  const numberFormat = new Intl.NumberFormat(localeTag);
  return (key, params) => {
    const entry = texts[key];
    if (entry === undefined) return key;
    const text = pickPluralForm(entry, params?.count, pluralRules);
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? numberFormat.format(value) : value;
    });
  };
}

const catalogue: Partial<Catalogue> = { ...en };

/** Adds texts that load later than the shop's, such as the admin screens'. */
export function addMessages(texts: Partial<Catalogue>): void {
  Object.assign(catalogue, texts);
}

/** The text for `key` in the store's language (see createTranslator). */
export const t: Translate = createTranslator(locale, catalogue);
