import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '#web/lib/use-debounced-value';

/**
 * An admin list's page and filters, kept in the URL (?page=2&status=open), so
 * a reload, a shared link or Back shows the same list. Changing a filter
 * starts again at page 1 and replaces the history entry; page links add one.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);

  /** '' or 'all' removes the filter. */
  const setFilter = useCallback(
    (name: string, value: string) => {
      const next = new URLSearchParams(params);
      next.delete('page');
      if (value === '' || value === 'all') next.delete(name);
      else next.set(name, value);
      setParams(next, { replace: true });
    },
    [params, setParams],
  );

  /** Moves to `target` in place (a page past the end after a delete); page 1 is the URL without `page`. */
  const replacePage = useCallback(
    (target: number) => {
      const next = new URLSearchParams(params);
      if (target <= 1) next.delete('page');
      else next.set('page', String(target));
      setParams(next, { replace: true });
    },
    [params, setParams],
  );

  const hrefFor = useCallback(
    (target: number) => {
      const next = new URLSearchParams(params);
      next.set('page', String(target));
      return `?${next.toString()}`;
    },
    [params],
  );

  const clear = useCallback(() => setParams({}, { replace: true }), [setParams]);

  return { params, page, setFilter, replacePage, hrefFor, clear };
}

export type ListParams = ReturnType<typeof useListParams>;

/**
 * A search box over a list: what the admin types shows at once, and reaches
 * the URL (and so the query) 300 ms after the last key.
 */
export function useSearchTerm(list: ListParams, name = 'search') {
  const search = list.params.get(name) ?? '';
  const [term, setTerm] = useState(search);
  const debounced = useDebouncedValue(term.trim(), 300);
  const { setFilter } = list;

  // Only a settled term: just after "Clear filters" the debounced value is still the old one.
  const settled = debounced === term.trim();
  useEffect(() => {
    if (settled && debounced !== search) setFilter(name, debounced);
  }, [settled, debounced, search, name, setFilter]);

  return { search, term, setTerm };
}
