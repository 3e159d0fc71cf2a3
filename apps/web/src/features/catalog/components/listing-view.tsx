import { Link, useRevalidator, type To } from 'react-router';
import { Button, buttonClasses } from '#web/components/ui/button';
import { PageHeading } from '#web/components/ui/page-heading';
import { EmptyState, ErrorState } from '#web/components/ui/status-panels';
import { t } from '#web/lib/i18n';
import { useShopCategories } from '#web/lib/shop-categories';
import type { ListingKind, ProductPage } from '../catalog-types';
import { activeFilterCount, clearFilters, type ListingState } from '../listing/listing-query';
import { useListingState } from '../listing/use-listing-state';
import { FilteredList } from './filtered-list';
import { localePath } from '#web/lib/language';

interface ListingViewProps {
  kind: ListingKind;
  title: string;
  description: string;
  /** The page of products from the route's loader, with its facets; null when it could not be loaded. */
  page: ProductPage | null;
}

/** The page's heading: with one category chosen on the whole listing, that department ("Gaming PC"). */
export function listingHeading(
  kind: ListingKind,
  title: string,
  state: Pick<ListingState, 'category' | 'brand'>,
  categories: ReadonlyArray<{ _id: string; category: string }>,
): string {
  if (kind !== 'all' || state.category.length !== 1 || state.brand.length !== 0) return title;
  return categories.find((c) => c._id === state.category[0])?.category ?? title;
}

/**
 * A paged product list with its filters (FilteredList): /shop/listing,
 * /shop/deals and /shop/new.
 */
export function ListingView({ kind, title, description, page }: ListingViewProps) {
  const { state, update, hrefForPage } = useListingState({ rememberFilters: kind === 'all' });
  const categories = useShopCategories();
  const revalidator = useRevalidator();
  const failed = (
    <ErrorState
      title={t('listing.error')}
      description={t('listing.errorHint')}
      onRetry={() => void revalidator.revalidate()}
      retrying={revalidator.state === 'loading'}
    />
  );
  const empty = (
    <ListingEmpty
      kind={kind}
      filtered={activeFilterCount(state) > 0}
      onClear={() => update(clearFilters(state))}
      firstPageHref={state.page > 1 ? hrefForPage(1) : null}
    />
  );
  return (
    <div>
      <PageHeading title={listingHeading(kind, title, state, categories)} description={description} />
      <div className="mt-6 lg:mt-8">
        <FilteredList state={state} update={update} hrefForPage={hrefForPage} page={page} failed={failed} empty={empty} />
      </div>
    </div>
  );
}

interface ListingEmptyProps {
  kind: ListingKind;
  filtered: boolean;
  onClear: () => void;
  firstPageHref: To | null;
}

function ListingEmpty({ kind, filtered, onClear, firstPageHref }: ListingEmptyProps) {
  if (firstPageHref) {
    return (
      <EmptyState
        title={t('listing.pageEmpty')}
        actions={
          <Link to={firstPageHref} className={buttonClasses('primary')}>
            {t('listing.firstPage')}
          </Link>
        }
      />
    );
  }
  if (filtered) {
    return (
      <EmptyState
        title={t('listing.noMatch')}
        description={t('listing.noMatchHint')}
        actions={<Button onClick={onClear}>{t('filters.clear')}</Button>}
      />
    );
  }
  const title = kind === 'deals' ? t('listing.noDeals') : kind === 'new' ? t('listing.noNew') : t('listing.noProducts');
  return (
    <EmptyState
      title={title}
      description={t('listing.emptyHint')}
      actions={
        <Link to={localePath(kind === 'all' ? '/shop/home' : '/shop/listing')} className={buttonClasses('primary')}>
          {kind === 'all' ? t('common.backHome') : t('listing.browseAll')}
        </Link>
      }
    />
  );
}
