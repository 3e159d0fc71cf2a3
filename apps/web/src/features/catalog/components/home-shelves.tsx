import { NEW_ARRIVALS_DAYS } from '@store/contract';
import { t } from '../../../lib/i18n';
import { useGetDealsQuery, useGetLastAddedQuery, useGetNewArrivalsQuery } from '../api/catalog-api';
import { ProductShelf } from './product-shelf';

/** How many products a home page row shows before "View all". */
const SHELF_SIZE = 10;

export function NewArrivalsShelf() {
  const query = useGetNewArrivalsQuery({ days: NEW_ARRIVALS_DAYS, limit: SHELF_SIZE });
  return (
    <ProductShelf
      title={t('page.new.title')}
      viewAllTo="/shop/new"
      products={query.data?.data}
      loading={query.isLoading}
      error={query.isError}
      onRetry={() => void query.refetch()}
    />
  );
}

export function DealsShelf() {
  const query = useGetDealsQuery({ limit: SHELF_SIZE });
  return (
    <ProductShelf
      title={t('page.deals.title')}
      viewAllTo="/shop/deals"
      products={query.data?.data}
      loading={query.isLoading}
      error={query.isError}
      onRetry={() => void query.refetch()}
    />
  );
}

export function LastAddedShelf() {
  const query = useGetLastAddedQuery();
  return (
    <ProductShelf
      title={t('home.lastAdded')}
      viewAllTo="/shop/listing"
      products={query.data}
      loading={query.isLoading}
      error={query.isError}
      onRetry={() => void query.refetch()}
    />
  );
}
