import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useNavigation, type To } from 'react-router';
import { readStoredFilters, writeStoredFilters } from '#web/lib/filters-storage';
import { useShopCategories } from '#web/lib/shop-categories';
import {
  categoryNamesToIds,
  listingSearch,
  parseListingSearch,
  resolveListingState,
  storedFiltersOf,
  withPage,
  type ListingState,
} from './listing-query';

export interface ListingStateHandle {
  state: ListingState;
  /** Shows another state: a new history entry, the scroll position kept. */
  update: (next: ListingState) => void;
  /** The link to a page of the current list. */
  hrefForPage: (page: number) => To;
}

/**
 * The filters, sort and page of a product list, read from and written to the
 * query string: the address alone, as the server rendered it. With
 * `rememberFilters` (the /shop/listing page) the stored filter of the header
 * navigation is kept in step with what the page shows; a navigation to a
 * bare listing takes it up in the route's clientLoader, and the first page
 * of a visit here, after hydration.
 */
export function useListingState({ rememberFilters }: { rememberFilters: boolean }): ListingStateHandle {
  const location = useLocation();
  const navigate = useNavigate();
  const categories = useShopCategories();
  // While the next list loads, the controls already show what was asked for (a checkbox ticks at once);
  // the products follow when the loader answers.
  const pending = useNavigation().location;
  const search = pending && pending.pathname === location.pathname ? pending.search : location.search;

  const state = useMemo(() => {
    const parsed = parseListingSearch(search);
    return { ...parsed, category: categoryNamesToIds(parsed.category, categories) };
  }, [search, categories]);

  // The visit's first entry ('default'): the server knew nothing of this tab's stored filter.
  // Before the effect below, which would otherwise clear that filter first.
  const firstEntry = location.key === 'default';
  useEffect(() => {
    if (!rememberFilters || !firstEntry) return;
    const { replaceSearch } = resolveListingState(location.search, readStoredFilters(), { fromHistory: false });
    if (replaceSearch !== null) void navigate({ search: replaceSearch }, { replace: true, preventScrollReset: true });
  }, [rememberFilters, firstEntry, location.search, navigate]);

  // The stored filter follows what the listing shows, so a plain link back to it shows the same list.
  const { category, brand } = state;
  useEffect(() => {
    if (rememberFilters) writeStoredFilters(storedFiltersOf({ category, brand }));
  }, [rememberFilters, category, brand]);

  const update = useCallback(
    (next: ListingState) => {
      // Before navigating: a list without filters must not pick the old stored filter up again.
      if (rememberFilters) writeStoredFilters(storedFiltersOf(next));
      // flushSync: the pending address (and so the checkbox) is on screen at once, not a render later.
      void navigate({ search: listingSearch(next) }, { preventScrollReset: true, flushSync: true });
    },
    [navigate, rememberFilters],
  );
  const hrefForPage = useCallback((page: number): To => ({ search: listingSearch(withPage(state, page)) }), [state]);

  return { state, update, hrefForPage };
}
