// The search page's state in its query string: ?keyword=…, the lists'
// filters (listing-query.ts: category, brand, f.<code>, price, inStock),
// sortBy and page.
import { listingSearch, parseListingSearch, type ListingState } from './listing-query';

export type SearchState = ListingState & { keyword: string };

export function parseSearchState(search: string | URLSearchParams): SearchState {
  const state = parseListingSearch(search);
  return { ...state, keyword: state.keyword ?? '' };
}

/** The query string of a search ('' when there is nothing in it); defaults are left out. */
export const searchStateSearch = (state: ListingState): string => listingSearch(state);
