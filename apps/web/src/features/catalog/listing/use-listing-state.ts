import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useNavigationType, type To } from 'react-router';
import { readStoredFilters, writeStoredFilters } from '../../../lib/filters-storage';
import { useShopCategories } from '../../../lib/shop-categories-api';
import {
  categoryNamesToIds,
  listingSearch,
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
 * query string. With `rememberFilters` (the /shop/listing page) the stored
 * filter of the header navigation is read too, and kept in step with what the
 * page shows.
 */
export function useListingState({ rememberFilters }: { rememberFilters: boolean }): ListingStateHandle {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const categories = useShopCategories();

  // The first entry of a visit ('default') is not a trip back through the history.
  const fromHistory = navigationType === 'POP' && location.key !== 'default';
  // The stored filter is read once per history entry: the header writes it just before it navigates.
  const resolved = useMemo(
    () => resolveListingState(location.search, rememberFilters ? readStoredFilters() : null, { fromHistory }),
    [location, rememberFilters, fromHistory],
  );
  const state = useMemo(
    () => ({ ...resolved.state, category: categoryNamesToIds(resolved.state.category, categories) }),
    [resolved.state, categories],
  );
  const { replaceSearch } = resolved;

  useEffect(() => {
    if (replaceSearch !== null) void navigate({ search: replaceSearch }, { replace: true, preventScrollReset: true });
  }, [replaceSearch, navigate]);

  // The stored filter follows what the listing shows, so a plain link back to it shows the same list.
  const { category, brand } = state;
  useEffect(() => {
    if (rememberFilters) writeStoredFilters(storedFiltersOf({ category, brand }));
  }, [rememberFilters, category, brand]);

  const update = useCallback(
    (next: ListingState) => {
      // Before navigating: a list without filters must not pick the old stored filter up again.
      if (rememberFilters) writeStoredFilters(storedFiltersOf(next));
      // flushSync: a checkbox shows its new state at once, not after a round through the router.
      void navigate({ search: listingSearch(next) }, { preventScrollReset: true, flushSync: true });
    },
    [navigate, rememberFilters],
  );
  const hrefForPage = useCallback((page: number): To => ({ search: listingSearch(withPage(state, page)) }), [state]);

  return { state, update, hrefForPage };
}
