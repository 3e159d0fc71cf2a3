// One catalogue per language, read through `t` (CONVENTIONS.md principle 13).
// Arabic will be a second catalogue with the same keys and `dir="rtl"`.
import { LOCALE } from '@store/contract';
import type { enAdminTexts } from './i18n/admin-texts';
import { en } from './i18n/en';

/** The shop's keys, always loaded, and the admin screens', loaded with the admin layout (./i18n/admin-texts.ts). */
export type MessageKey = keyof typeof en | keyof typeof enAdminTexts;
export type Catalogue = Record<MessageKey, string>;
export type MessageParams = Record<string, string | number>;

export const locale: string = LOCALE;
export const textDirection: 'ltr' | 'rtl' = 'ltr';

const catalogue: Partial<Catalogue> = { ...en };
const numberFormat = new Intl.NumberFormat(locale);

/** Adds texts that load later than the shop's, such as the admin screens'. */
export function addMessages(texts: Partial<Catalogue>): void {
  Object.assign(catalogue, texts);
}

/** The text for `key`, with `{name}` placeholders filled (numbers through Intl); the key itself if its texts are not loaded. */
export function t(key: MessageKey, params?: MessageParams): string {
  const text = catalogue[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numberFormat.format(value) : value;
  });
}
