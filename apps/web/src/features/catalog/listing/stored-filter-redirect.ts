import type { StoredFilters } from '#web/lib/filters-storage';
import { resolveListingState } from './listing-query';

/**
 * Where a navigation to /shop/listing should land instead, to show the
 * category the header stored (docs/store-rules.md#shop-layout), or null to go as asked. The
 * browser's own address tells a trip back through the history (or the page
 * loaded again) from a new visit: it is already the address asked for, and
 * that entry was a list without filters, which it must stay.
 */
export function storedFilterRedirect(requestUrl: string, currentHref: string, stored: StoredFilters | null): string | null {
  const url = new URL(requestUrl);
  const current = new URL(currentHref, url);
  const fromHistory = url.pathname === current.pathname && url.search === current.search;
  const { replaceSearch } = resolveListingState(url.searchParams, stored, { fromHistory });
  return replaceSearch === null ? null : `${url.pathname}${replaceSearch}`;
}
