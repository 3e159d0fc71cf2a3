// The page's language (issue 12, docs/decisions/023): English at today's paths,
// Arabic under /ar. One place answers "which language is this page in":
// `currentLanguage()`. In the browser it is the document's (<html lang>, fixed
// for the life of the document: a change of language loads a new document); on
// the server the render of each request sets it (app/entry.server.tsx, through
// AsyncLocalStorage), so concurrent renders in both languages never mix.

import type { Language } from '@store/contract';

export { LANGUAGES, type Language } from '@store/contract';

interface LanguageSettings {
  /** The BCP 47 tag Intl formats with: Arabic with Latin digits (issue 12 item 2). */
  locale: string;
  dir: 'ltr' | 'rtl';
  /** The path the language's tree lives under ('' for English, at today's paths). */
  prefix: string;
  /** The language's own name, as its switch shows it. */
  name: string;
}

export const LANGUAGE_SETTINGS: Record<Language, LanguageSettings> = {
  en: { locale: 'en-AE', dir: 'ltr', prefix: '', name: 'English' },
  ar: { locale: 'ar-AE-u-nu-latn', dir: 'rtl', prefix: '/ar', name: 'العربية' },
};

/** The cookie the browser sets when the shopper picks a language; `/` reads it (never set by the server). */
export const LANGUAGE_COOKIE = 'lang';

const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ar';

/** The sections that exist in both languages; anything else (admin, unauth-page) is English only. */
const BILINGUAL = /^\/(shop|auth)(\/|$)/;

/** The language of a path: Arabic under /ar, English anywhere else. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/ar' || pathname.startsWith('/ar/') ? 'ar' : 'en';
}

/** The path without its language prefix: /ar/shop/home → /shop/home. */
export function englishPath(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

/**
 * `path` (with its query and hash) in `language`'s tree: /shop/home → /ar/shop/home
 * for Arabic. Only shop and auth pages have an Arabic twin; other paths and
 * other origins are left as they are.
 */
export function pathInLanguage(path: string, language: Language): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? '' : path.slice(end);
  const english = englishPath(pathname);
  if (!BILINGUAL.test(english) && english !== '/') return path;
  const prefix = LANGUAGE_SETTINGS[language].prefix;
  if (english === '/') return `${prefix || '/'}${rest}`;
  return `${prefix}${english}${rest}`;
}

/** Whether a page path has a twin in the other language (for hreflang links and the switch). */
export function hasTwin(pathname: string): boolean {
  return BILINGUAL.test(englishPath(pathname));
}

/** The language a Cookie header asks for, or null. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | null {
  const match = (cookieHeader ?? '').match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`));
  const value = match?.[1];
  return isLanguage(value) ? value : null;
}

/** The language of the document in the browser; English where there is none (the server before a render sets it). */
function documentLanguage(): Language {
  if (typeof document === 'undefined') return 'en';
  return document.documentElement.lang === 'ar' ? 'ar' : 'en';
}

let languageSource: () => Language = documentLanguage;

/** Installed by the server's entry: the language of the request being rendered. */
export function setLanguageSource(source: () => Language | undefined): void {
  languageSource = () => source() ?? documentLanguage();
}

/** The language of the page being shown (or rendered, on the server). */
export function currentLanguage(): Language {
  return languageSource();
}

/** The Intl locale of the current page. */
export const currentLocale = (): string => LANGUAGE_SETTINGS[currentLanguage()].locale;

/** A shop or auth path in the current page's language: links inside Arabic pages stay in /ar. */
export const localePath = (path: string): string => pathInLanguage(path, currentLanguage());

/** A route id of the shop's trees in the current page's language (app/routes.ts prefixes the Arabic tree's ids). */
export const localeRouteId = (id: string): string => (currentLanguage() === 'ar' ? `ar/${id}` : id);

/** The language of the page a request is for (a loader's or an action's). */
export const requestLanguage = (request: Request): Language => languageOfPath(new URL(request.url).pathname);

/**
 * The `lang` a loader's catalogue calls pass (docs/decisions/025): 'ar' on an
 * Arabic page; nothing on an English one, so its calls stay the ones they were.
 */
export const catalogueLang = (request: Request): Language | undefined =>
  languageOfPath(new URL(request.url).pathname) === 'ar' ? 'ar' : undefined;

/**
 * The `lang` a call made in the browser passes: 'ar' on an Arabic page, nothing on an
 * English one (as `catalogueLang` for loaders). Orders answer their lines' titles in it.
 */
export const pageLang = (): Language | undefined => (currentLanguage() === 'ar' ? 'ar' : undefined);

/** The path with `lang` added to its query, when one is given (docs/decisions/025). */
export function withLang(path: string, lang: Language | undefined): string {
  return lang ? `${path}${path.includes('?') ? '&' : '?'}lang=${lang}` : path;
}
