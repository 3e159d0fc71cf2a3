// The data of the three paged lists (/shop/listing, /shop/deals, /shop/new):
// filters, sort and page come from the address alone, so the server renders
// exactly what a link or a reload shows, filters and their counts included
// (the facets, docs/decisions/052).
import { PAGE_SIZES, type Language } from '@store/contract';
import { redirect } from 'react-router';
import type { ListingKind, ProductPage } from '../catalog-types';
import { canonicalListingSearch, categoryNamesToIds, parseListingSearch } from '../listing/listing-query';
import { fetchCategories, fetchProductPage, type CatalogApi } from './catalog-requests';

export interface ListingData {
  /** The page of products with its facets; null when it could not be loaded. */
  page: ProductPage | null;
}

/**
 * `lang`: the language of the texts (docs/decisions/025); left out, English.
 * The filter form's submission before JavaScript (its `.min`/`.max` fields,
 * repeated keys) is redirected to the list's own address.
 */
export async function loadListing(kind: ListingKind, request: Request, api: CatalogApi, lang?: Language): Promise<ListingData> {
  const url = new URL(request.url);
  const canonical = canonicalListingSearch(url.searchParams);
  if (canonical !== null) throw redirect(`${url.pathname}${canonical}`);
  const state = parseListingSearch(url.searchParams);
  // A category given by name (the header's fallback, or typed by hand) is asked for by its id.
  // Names are matched in English, as the header's links write them.
  const category = state.category.length > 0 ? categoryNamesToIds(state.category, await fetchCategories(api)) : [];
  const page = await fetchProductPage(api, kind, { ...state, category, facets: true, limit: PAGE_SIZES.shop, lang });
  return { page };
}
