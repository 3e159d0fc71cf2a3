import { SlidersHorizontal, X } from 'lucide-react';
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { PAGE_SIZES } from '@store/contract';
import { Link, useLocation, useNavigation, type To } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { Pagination } from '#web/components/ui/pagination';
import { cn } from '#web/lib/cn';
import { deferComponent, withTexts, useDeferredComponent } from '#web/lib/deferred-component';
import { t } from '#web/lib/i18n';
import { useShopCategories } from '#web/lib/shop-categories';
import type { ProductPage } from '../catalog-types';
import { filterChips, filterModel, type FilterChip } from '../listing/filter-groups';
import { activeFilterCount, clearFilters, listingSearch, withSort, type ListingState } from '../listing/listing-query';
import type { FilterDrawerProps } from './filter-drawer';
import { FilterPanel } from './filter-panel';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';
import { useHydrated } from '#web/lib/use-hydrated';

const filterDrawer = deferComponent<FilterDrawerProps>(() => import('./filter-drawer').then(withTexts((m) => m.FilterDrawer)));

export interface FilteredListProps {
  /** The list's state in the address, and how to show another (listing/use-listing-state.ts). */
  state: ListingState;
  update: (next: ListingState) => void;
  hrefForPage: (page: number) => To;
  /** The page of products from the route's loader, with its facets; null when it could not be loaded. */
  page: ProductPage | null;
  /** Shown instead of the products when the list failed to load. */
  failed: ReactNode;
  /** Shown instead of the products when the list holds none. */
  empty: ReactNode;
  /** The sort list's first entry (the list's own order): "Featured", or "Best match" for a search. */
  defaultSortLabel?: string;
}

/**
 * A paged product list with its filters (category, brand, specifications,
 * price, stock, each value with its count: docs/decisions/052), the sorts
 * and pagination, its state in the query string: the listing, the deals, the
 * new arrivals and the search's results. The filters are a column on
 * desktops and a side panel on phones.
 */
export function FilteredList({ state, update, hrefForPage, page, failed, empty, defaultSortLabel }: FilteredListProps) {
  const categories = useShopCategories();
  const { pathname } = useLocation();
  const navigation = useNavigation();

  // The counts are the list's own (its facets), each following the other filters.
  const model = filterModel(state, page?.facets, categories);
  const chips = filterChips(state, model);
  const onClear = () => update(clearFilters(state));
  const activeCount = activeFilterCount(state);
  const panel = { model, state, action: pathname, onApply: update };

  const drawerButton = useRef<HTMLButtonElement>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { Component: Drawer, prefetch, ensure } = useDeferredComponent(filterDrawer);
  const openDrawer = async () => {
    if (await ensure()) setDrawerOpen(true);
  };

  // Before hydration the phone's Filters is a link to the column (#filters), which CSS shows when targeted.
  const hydrated = useHydrated();
  const filtersLabel = (
    <>
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {t('filters.button')}
      {activeCount > 0 ? (
        <span className="rounded-full bg-accent px-1.5 text-xs text-white">
          <span className="sr-only">(</span>
          {activeCount}
          <span className="sr-only"> {t('filters.active')})</span>
        </span>
      ) : null}
    </>
  );

  // Another list of this page on its way: the one shown fades until it arrives.
  const stale = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const total = page?.total ?? null;

  return (
    <>
      <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8 xl:grid-cols-[15rem_minmax(0,1fr)]">
        <aside id="filters" aria-label={t('filters.title')} className="hidden scroll-mt-4 target:mb-6 target:block lg:block">
          <FilterPanel {...panel} />
        </aside>

        <div className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
            <div className="flex items-center gap-3">
              {hydrated ? (
                <button
                  ref={drawerButton}
                  type="button"
                  aria-haspopup="dialog"
                  aria-expanded={drawerOpen}
                  onClick={() => void openDrawer()}
                  onPointerEnter={prefetch}
                  onFocus={prefetch}
                  className={buttonClasses('secondary', 'md', 'lg:hidden')}
                >
                  {filtersLabel}
                </button>
              ) : (
                <a href="#filters" className={buttonClasses('secondary', 'md', 'lg:hidden')}>
                  {filtersLabel}
                </a>
              )}
              <ResultCount total={total} page={page?.currentPage ?? state.page} count={page?.data.length ?? 0} />
            </div>
            <SortSelect value={state.sortBy} defaultLabel={defaultSortLabel} onChange={(sortBy) => update(withSort(state, sortBy))} />
          </div>

          <ActiveFilters chips={chips} cleared={clearFilters(state)} onGo={update} />

          <div className="mt-5">
            {page === null ? (
              failed
            ) : page.data.length === 0 ? (
              empty
            ) : (
              <div aria-busy={stale || undefined} className={cn('transition-opacity', stale && 'opacity-60')}>
                <ProductGrid products={page.data} layout="sidebar" priorityCount={4} headingLevel="h2" />
              </div>
            )}
          </div>

          {page && page.totalPages > 1 ? (
            <Pagination className="mt-10" currentPage={page.currentPage} totalPages={page.totalPages} hrefFor={hrefForPage} />
          ) : null}
        </div>
      </div>

      {Drawer ? (
        <Drawer
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          returnFocusRef={drawerButton}
          {...panel}
          onClear={onClear}
          active={activeCount}
          total={total}
        />
      ) : null}
    </>
  );
}


function ResultCount({ total, page, count }: { total: number | null; page: number; count: number }) {
  // No count for a list that failed to load.
  if (total === null) return null;
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZES.shop + 1;
  return (
    <p aria-live="polite" className="text-sm text-slate-600">
      {total > count && count > 0
        ? t('listing.countRange', { from, to: from + count - 1, count: total })
        : t('listing.count', { count: total })}
    </p>
  );
}

interface ActiveFiltersProps {
  chips: FilterChip[];
  /** The list without any filter. */
  cleared: ListingState;
  /** With JavaScript: shows another list (the stored filter kept in step). */
  onGo: (next: ListingState) => void;
}

/**
 * The chosen filters as chips that remove themselves, and "Clear all": links
 * to the list without them, so they work before JavaScript too.
 */
function ActiveFilters({ chips, cleared, onGo }: ActiveFiltersProps) {
  if (chips.length === 0) return null;
  const go = (next: ListingState) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onGo(next);
  };
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <Link
          key={chip.key}
          to={{ search: listingSearch(chip.next) }}
          onClick={go(chip.next)}
          aria-label={t('filters.remove', { label: chip.label })}
          className="inline-flex h-8 max-w-full items-center gap-1.5 rounded-full bg-accent-soft ps-3 pe-2 text-sm font-medium text-accent ring-1 ring-blue-200 hover:bg-blue-100"
        >
          <bdi className="truncate">{chip.label}</bdi>
          <X aria-hidden="true" className="size-3.5 shrink-0" />
        </Link>
      ))}
      <Link
        to={{ search: listingSearch(cleared) }}
        onClick={go(cleared)}
        className="ms-1 rounded text-sm font-semibold text-slate-700 underline-offset-2 hover:underline"
      >
        {t('filters.clearAll')}
      </Link>
    </div>
  );
}

