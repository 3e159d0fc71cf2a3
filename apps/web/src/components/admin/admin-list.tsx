import { messages } from '@store/contract';
import type { ReactNode } from 'react';
import { Pagination } from '../ui/pagination';
import { Skeleton } from '../ui/skeleton';
import { ErrorState } from '../ui/status-panels';
import { useListParams } from './use-list-params';

/** The part of a TanStack query result the list reads. */
export interface ListQuery<P> {
  data: P | undefined;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface AdminListProps<P> {
  query: ListQuery<P>;
  /** The store's sentence for a failed load, shown with Retry (docs/store-rules.md#fallbacks). */
  failedTitle?: string;
  /** Without a `failedTitle`, a failed list shows as this (the spec's "a failed list is an empty list"). */
  fallback?: P;
  /** The first load's placeholder. */
  loading?: ReactNode;
  /** The count line above the table ("12 users"). */
  count?: (data: P) => ReactNode;
  /** The page links under the table; the page is in the URL (?page=). */
  paging?: (data: P) => { currentPage: number; totalPages: number };
  /** A panel that replaces count, table and pages when there is nothing to list; null: the table's own empty row. */
  renderEmpty?: (data: P) => ReactNode;
  children: (data: P) => ReactNode;
}

/**
 * The admin lists' frame: a placeholder while the first page loads, the
 * failure with Retry, then the count line, the list and its pages.
 */
export function AdminList<P>({ query, failedTitle, fallback, loading, count, paging, renderEmpty, children }: AdminListProps<P>) {
  const { hrefFor } = useListParams();
  if (query.isLoading) return loading ?? <Skeleton className="h-64" />;

  const data = query.isError ? fallback : (query.data ?? fallback);
  if (data === undefined || (query.isError && failedTitle !== undefined)) {
    return <ErrorState title={failedTitle ?? messages.SERVER_ERROR} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }

  const emptyPanel = renderEmpty?.(data);
  if (emptyPanel) return emptyPanel;
  const pages = paging?.(data);
  return (
    <>
      {count ? (
        <p className="text-sm text-slate-600" aria-live="polite">
          {count(data)}
        </p>
      ) : null}
      {children(data)}
      {pages ? <Pagination currentPage={pages.currentPage} totalPages={pages.totalPages} hrefFor={hrefFor} /> : null}
    </>
  );
}
