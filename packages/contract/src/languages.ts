// The languages the store speaks (issue 12 item 6): an order remembers the one
// it was placed in, a user keeps a preferred one. A module of its own, not in
// constants.ts: the first visit's shared chunk keeps every constant of that
// module, and no page of a first visit needs this list (e2e/tests/weight.spec.ts).
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The locale each language's texts write numbers in (a plural's `#`, `{n, number}`): Latin digits in Arabic too, as prices and dates. */
export const CATALOGUE_LOCALES: Record<Language, string> = { en: 'en-AE', ar: 'ar-AE-u-nu-latn' };
