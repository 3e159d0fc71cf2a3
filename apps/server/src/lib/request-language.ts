import type { Language } from '@store/contract';

/**
 * The language a caller asks the API to answer in: `lang=ar|en` in the query
 * (docs/store-rules.md#error-body), English when absent or anything else.
 * Read from the address itself, so it holds before (and without) a route's
 * query schema: a refused body, an unknown route, a framework error.
 */
export function requestLanguage(url: string): Language {
  const query = url.indexOf('?');
  if (query === -1) return 'en';
  return new URLSearchParams(url.slice(query + 1)).get('lang') === 'ar' ? 'ar' : 'en';
}
