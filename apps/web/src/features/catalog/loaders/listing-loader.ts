// The data of the three paged lists (/shop/listing, /shop/deals, /shop/new):
// filters, sort and page come from the address alone, so the server renders
// exactly what a link or a reload shows.
import { PAGE_SIZES, type Brand, type Language } from '@store/contract';
import type { ListingKind, ProductPage } from '../catalog-types';
import { categoryNamesToIds, parseListingSearch } from '../listing/listing-query';
import { fetchBrands, fetchCategories, fetchProductPage, type CatalogApi } from './catalog-requests';

export interface ListingData {
  /** The page of products; null when it could not be loaded. */
  page: ProductPage | null;
  /** The brand filter's options. */
  brands: Brand[];
}

/** `lang`: the language of the texts (docs/decisions/025); left out, English. */
export async function loadListing(kind: ListingKind, request: Request, api: CatalogApi, lang?: Language): Promise<ListingData> {
  const state = parseListingSearch(new URL(request.url).searchParams);
  const products = async () => {
    // A category given by name (the header's fallback, or typed by hand) is asked for by its id.
    // Names are matched in English, as the header's links write them.
    const category = state.category.length > 0 ? categoryNamesToIds(state.category, await fetchCategories(api)) : [];
    return fetchProductPage(api, kind, { ...state, category, limit: PAGE_SIZES.shop, lang });
  };
  const [page, brands] = await Promise.all([products(), fetchBrands(api, lang)]);
  return { page, brands };
}
