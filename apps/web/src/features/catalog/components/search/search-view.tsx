import { messages } from '@store/contract';
import { Search } from 'lucide-react';
import { Link, useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { PageHeading } from '#web/components/ui/page-heading';
import { Pagination } from '#web/components/ui/pagination';
import { EmptyState, ErrorState } from '#web/components/ui/status-panels';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { listingPath } from '#web/features/catalog/paths';
import { useShopCategories } from '#web/lib/shop-categories';
import type { ProductPage } from '#web/features/catalog/catalog-types';
import { parseSearchState, searchStateSearch } from '#web/features/catalog/listing/search-query';
import { ProductGrid } from '../product-grid';
import { SortSelect } from '../sort-select';
import { SearchCombobox } from './search-combobox';
import { localePath } from '#web/lib/language';
import { sentence } from '#web/lib/i18n/sentences';

/** The page's heading and title: what was searched for. */
export const searchHeading = (keyword: string) => (keyword ? t('search.resultsTitle', { keyword }) : t('page.search.title'));

interface SearchViewProps {
  /** The results from the route's loader: null when the search failed, undefined without a keyword. */
  page: ProductPage | null | undefined;
}

/** /shop/search: a search box and the results for ?keyword=, sorted and paged. */
export function SearchView({ page }: SearchViewProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const state = parseSearchState(location.search);
  const { keyword } = state;
  // Another sort or page on its way: the results shown fade until it arrives.
  const stale = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  return (
    <div>
      <PageHeading
        title={searchHeading(keyword)}
        description={keyword ? undefined : t('page.search.description')}
      />
      {/* A new box for each keyword, so it shows what was searched for. */}
      <SearchCombobox key={keyword} tone="light" defaultValue={keyword} className="mt-6 max-w-2xl" />

      <div className="mt-8">
        {!keyword ? (
          <EmptyState icon={Search} title={t('search.prompt')} description={t('search.promptHint')} actions={<CategoryLinks />} />
        ) : !page ? (
          <ErrorState
            title={sentence('SEARCH_FAILED', messages.SEARCH_FAILED)}
            description={t('listing.errorHint')}
            onRetry={() => void revalidator.revalidate()}
            retrying={revalidator.state === 'loading'}
          />
        ) : page.total === 0 ? (
          <EmptyState
            title={t('search.noResults', { keyword })}
            description={t('search.noResultsHint')}
            actions={<CategoryLinks />}
          />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
              <p aria-live="polite" className="text-sm text-slate-600">
                {t('listing.count', { count: page.total })}
              </p>
              <SortSelect
                value={state.sortBy}
                defaultLabel={t('sort.bestMatch')}
                onChange={(sortBy) =>
                  void navigate({ search: searchStateSearch({ ...state, sortBy, page: 1 }) }, { preventScrollReset: true })
                }
              />
            </div>
            <div aria-busy={stale || undefined} className={cn('mt-5 transition-opacity', stale && 'opacity-60')}>
              <ProductGrid products={page.data} priorityCount={4} headingLevel="h2" />
            </div>
            {page.totalPages > 1 ? (
              <Pagination
                className="mt-10"
                currentPage={page.currentPage}
                totalPages={page.totalPages}
                hrefFor={(n) => ({ search: searchStateSearch({ ...state, page: n }) })}
              />
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

/** The categories to browse instead, when a search finds nothing. */
function CategoryLinks() {
  const categories = useShopCategories();
  if (categories.length === 0) {
    return (
      <Link to={localePath('/shop/listing')} className="text-sm font-semibold text-accent hover:underline">
        {t('listing.browseAll')}
      </Link>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3">
      <p className="text-sm font-medium text-slate-700">{t('search.browseInstead')}</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {categories.map((category) => (
          <li key={category._id}>
            <Link
              to={listingPath('category', category._id)}
              className={cn(
                'inline-flex h-9 items-center rounded-full bg-white px-4 text-sm font-medium text-slate-700 ring-1 ring-slate-300',
                'hover:bg-accent-soft hover:text-accent hover:ring-blue-200',
              )}
            >
              {category.category}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
