import { formatAed, LOCALE, STORE_TIME_ZONE, type Language } from '@store/contract';
import { emailTextsAr } from './email-texts-ar';
import { emailTextsEn, type EmailTextKey } from './email-texts-en';

// One language of the e-mails: its words, direction, money and dates
// (issue 12 item 2: Intl with Latin digits, dates in store time).

export interface EmailLocale {
  language: Language;
  dir: 'ltr' | 'rtl';
  t(key: EmailTextKey, params?: Record<string, string | number>): string;
  /** "AED 1,234.50" in English, "1,234.50 د.إ." in Arabic. */
  money(aed: number): string;
  /** The date and time in store time (Asia/Dubai). */
  dateTime(iso: string): string;
}

/** The store the e-mails speak for: its name and contacts (the footer) and its origin (links). */
export interface EmailStore {
  name: string;
  phone: string;
  email: string;
  origin: string;
}

const INTL_LOCALES: Record<Language, string> = { en: LOCALE, ar: 'ar-AE-u-nu-latn' };

/** `{name}` placeholders filled; a missing one stays as written. */
export function fillText(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}

export function emailLocale(language: Language): EmailLocale {
  const texts = language === 'ar' ? emailTextsAr : emailTextsEn;
  const intl = INTL_LOCALES[language];
  const dates = new Intl.DateTimeFormat(intl, { timeZone: STORE_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });
  return {
    language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    t: (key, params) => fillText(texts[key], params),
    money: (aed) => formatAed(aed, intl),
    dateTime: (iso) => dates.format(new Date(iso)),
  };
}
