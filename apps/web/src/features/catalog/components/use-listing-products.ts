import { PAGE_SIZES } from '@store/contract';
import {
  useGetDealsQuery,
  useGetNewArrivalsQuery,
  useGetProductsQuery,
  type ProductListArgs,
} from '../api/catalog-api';
import type { ListingState } from '../listing/listing-query';

/** The three paged lists of the shop: every product, the deals and the new arrivals. */
export type ListingKind = 'all' | 'deals' | 'new';

/** The page of products for a list's state, from the endpoint of its kind. */
export function useListingProducts(kind: ListingKind, state: ListingState, { skip = false }: { skip?: boolean } = {}) {
  const args: ProductListArgs = {
    category: state.category,
    brand: state.brand,
    sortBy: state.sortBy,
    page: state.page,
    limit: PAGE_SIZES.shop,
  };
  const all = useGetProductsQuery(args, { skip: skip || kind !== 'all' });
  const deals = useGetDealsQuery(args, { skip: skip || kind !== 'deals' });
  const fresh = useGetNewArrivalsQuery(args, { skip: skip || kind !== 'new' });
  return kind === 'all' ? all : kind === 'deals' ? deals : fresh;
}
