import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, type To } from 'react-router';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';

export type PageItem = number | 'gap';

/**
 * The page numbers to show: the first and last pages, the current one and
 * `siblings` on each side, with a gap where pages are left out. A gap never
 * hides a single page (1 … 3 becomes 1 2 3).
 */
export function pageItems(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const page = Math.min(Math.max(current, 1), total);
  const shown = new Set<number>([1, total]);
  for (let p = page - siblings; p <= page + siblings; p += 1) if (p >= 1 && p <= total) shown.add(p);
  const sorted = [...shown].toSorted((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push(previous + 1);
    else if (p - previous > 2) items.push('gap');
    items.push(p);
    previous = p;
  }
  return items;
}

interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** Where a page number leads (a query string change, usually). */
  hrefFor: (page: number) => To;
  className?: string;
}

const item =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium transition-colors';
const idle = 'border border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50';

/** Previous, the page numbers and Next, as links; the current page is marked with aria-current. */
export function Pagination({ currentPage, totalPages, hrefFor, className }: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = pageItems(currentPage, totalPages);
  const hasPrevious = currentPage > 1;
  const hasNext = currentPage < totalPages;

  return (
    <nav aria-label={t('pagination.label')} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {hasPrevious ? (
            <Link to={hrefFor(currentPage - 1)} rel="prev" className={cn(item, idle)}>
              <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
              <span className="max-sm:sr-only">{t('pagination.previous')}</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={cn(item, 'border border-slate-200 text-slate-400')}>
              <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
              <span className="max-sm:sr-only">{t('pagination.previous')}</span>
            </span>
          )}
        </li>
        {items.map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-after-${String(items[index - 1])}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={hrefFor(entry)}
                aria-label={t('pagination.page', { page: entry })}
                aria-current={entry === currentPage ? 'page' : undefined}
                className={cn(
                  item,
                  entry === currentPage ? 'bg-accent text-white shadow-sm hover:bg-accent-hover' : idle,
                )}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <Link to={hrefFor(currentPage + 1)} rel="next" className={cn(item, idle)}>
              <span className="max-sm:sr-only">{t('pagination.next')}</span>
              <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
            </Link>
          ) : (
            <span aria-disabled="true" className={cn(item, 'border border-slate-200 text-slate-400')}>
              <span className="max-sm:sr-only">{t('pagination.next')}</span>
              <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
