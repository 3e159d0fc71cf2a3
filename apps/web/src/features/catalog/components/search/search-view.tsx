import { messages } from '@store/contract';
import { Search } from 'lucide-react';
import { Link, useRevalidator } from 'react-router';
import { Button } from '#web/components/ui/button';
import { PageHeading } from '#web/components/ui/page-heading';
import { EmptyState, ErrorState } from '#web/components/ui/status-panels';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { listingPath } from '#web/features/catalog/paths';
import { useShopCategories } from '#web/lib/shop-categories';
import type { ProductPage } from '#web/features/catalog/catalog-types';
import { activeFilterCount, clearFilters } from '#web/features/catalog/listing/listing-query';
import { useListingState } from '#web/features/catalog/listing/use-listing-state';
import { FilteredList } from '../filtered-list';
import { SearchCombobox } from './search-combobox';
import { localePath } from '#web/lib/language';
import { sentence } from '#web/lib/i18n/sentences';

/** The page's heading and title: what was searched for. */
export const searchHeading = (keyword: string) => (keyword ? t('search.resultsTitle', { keyword }) : t('page.search.title'));

interface SearchViewProps {
  /** The results from the route's loader, with their facets: null when the search failed, undefined without a keyword. */
  page: ProductPage | null | undefined;
}

/**
 * /shop/search: a search box and the results for ?keyword=, with the lists'
 * filters and their counts (FilteredList, docs/decisions/052), sorted and paged.
 */
export function SearchView({ page }: SearchViewProps) {
  const { state, update, hrefForPage } = useListingState({ rememberFilters: false });
  const revalidator = useRevalidator();
  const keyword = state.keyword ?? '';
  const filtered = activeFilterCount(state) > 0;

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
        ) : page?.total === 0 && !filtered ? (
          <EmptyState
            title={t('search.noResults', { keyword })}
            description={t('search.noResultsHint')}
            actions={<CategoryLinks />}
          />
        ) : (
          <FilteredList
            state={state}
            update={update}
            hrefForPage={hrefForPage}
            page={page ?? null}
            defaultSortLabel={t('sort.bestMatch')}
            failed={
              <ErrorState
                title={sentence('SEARCH_FAILED', messages.SEARCH_FAILED)}
                description={t('listing.errorHint')}
                onRetry={() => void revalidator.revalidate()}
                retrying={revalidator.state === 'loading'}
              />
            }
            empty={
              <EmptyState
                title={t('listing.noMatch')}
                description={t('listing.noMatchHint')}
                actions={<Button onClick={() => update(clearFilters(state))}>{t('filters.clear')}</Button>}
              />
            }
          />
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
