// One catalogue per language, read through `t` (CONVENTIONS.md principle 13).
// Arabic will be a second catalogue with the same keys and `dir="rtl"`.
import { LOCALE } from '@store/contract';
import { en } from './i18n/en';

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
export type MessageParams = Record<string, string | number>;

export const locale: string = LOCALE;
export const textDirection: 'ltr' | 'rtl' = 'ltr';

const catalogue: Catalogue = en;
const numberFormat = new Intl.NumberFormat(locale);

/** The text for `key`, with `{name}` placeholders filled (numbers through Intl). */
export function t(key: MessageKey, params?: MessageParams): string {
  const text = catalogue[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numberFormat.format(value) : value;
  });
}
