/** A page asked for: `?page` (from 1) and `?limit`, as the contract's paging queries parse them. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** A paged list's answer: the page's rows, how many in all, and where the page stands. */
export interface Page<T> {
  data: T[];
  total: number;
  totalPages: number;
  currentPage: number;
}

/** The rows a page covers: `limit` of them after the pages before it. */
export const rowWindow = ({ page, limit }: PageRequest) => ({ offset: (page - 1) * limit, limit });

/** Paging arithmetic shared by every paged list: an empty list is one empty page, so "page 1 of 1" never reads "of 0". */
export function pageOf<T>(data: T[], total: number, { page, limit }: PageRequest): Page<T> {
  return { data, total, totalPages: Math.max(1, Math.ceil(total / limit)), currentPage: page };
}
