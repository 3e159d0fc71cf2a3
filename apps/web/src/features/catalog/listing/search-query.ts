// The search page's state in its query string: ?keyword=…&sortBy=…&page=2.
import { FIRST_PAGE, LIMITS, type SortOption } from '@store/contract';
import { parseListingSearch } from './listing-query';

export interface SearchState {
  keyword: string;
  sortBy: SortOption | null;
  page: number;
}

export function parseSearchState(search: string | URLSearchParams): SearchState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const { sortBy, page } = parseListingSearch(params);
  return { keyword: (params.get('keyword') ?? '').trim().slice(0, LIMITS.searchMax), sortBy, page };
}

/** The query string of a search ('' when there is no keyword); defaults are left out. */
export function searchStateSearch(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.sortBy) params.set('sortBy', state.sortBy);
  if (state.page > FIRST_PAGE) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
