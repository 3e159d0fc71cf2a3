import { cataloguePart, EMIRATES, formatAed, LOCALE, STORE_TIME_ZONE, type Language } from '@store/contract';
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
  /** A link to a shop or auth page of the store, in this language's tree (Arabic under /ar, docs/decisions/023). */
  url(address: string): string;
  /** An address's emirate by name in this language (an unknown name as written). */
  emirate(name: string): string;
}

/** The store the e-mails speak for: its name and contacts (the footer) and its origin (links). */
export interface EmailStore {
  name: string;
  phone: string;
  email: string;
  origin: string;
}

const INTL_LOCALES: Record<Language, string> = { en: LOCALE, ar: 'ar-AE-u-nu-latn' };

/** The e-mails' words in both languages, said by the server's Lingui catalogue (packages/contract/src/catalogues.ts). */
const say = cataloguePart<EmailTextKey>({ en: emailTextsEn, ar: emailTextsAr });

/** `address` (absolute) moved into the Arabic tree when `language` is Arabic and it names a shop or auth page. */
export function storeUrlInLanguage(address: string, language: Language): string {
  if (language !== 'ar') return address;
  const url = new URL(address);
  if (!/^\/(shop|auth)(\/|$)/.test(url.pathname)) return address;
  url.pathname = `/ar${url.pathname}`;
  return url.toString();
}

const isEmirate = (name: string): name is (typeof EMIRATES)[number] => (EMIRATES as readonly string[]).includes(name);

export function emailLocale(language: Language): EmailLocale {
  const intl = INTL_LOCALES[language];
  const dates = new Intl.DateTimeFormat(intl, { timeZone: STORE_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });
  return {
    language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    t: (key, params) => say(language, key, params),
    money: (aed) => formatAed(aed, intl),
    dateTime: (iso) => dates.format(new Date(iso)),
    url: (address) => storeUrlInLanguage(address, language),
    emirate: (name) => (isEmirate(name) ? say(language, `emirate.${name}`) : name),
  };
}
