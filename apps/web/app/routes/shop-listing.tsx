// /shop/listing: every product, with category and brand filters, sort and
// page from the address (docs/store-rules.md#shop-layout); the header's stored category
// filter (docs/store-rules.md#shop-layout) is taken up in the browser.
import {
  redirect,
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import type { StoreLoadContext } from '@store/contract';
import { listingHeading, ListingView } from '#web/features/catalog/components/listing-view';
import { parseListingSearch } from '#web/features/catalog/listing/listing-query';
import { storedFilterRedirect } from '#web/features/catalog/listing/stored-filter-redirect';
import { loadListing } from '#web/features/catalog/loaders/listing-loader';
import { readStoredFilters } from '#web/lib/filters-storage';
import { t, routeTexts } from '#web/lib/i18n';
import { enListing } from '#web/lib/i18n/en-listing';
import { enRating } from '#web/lib/i18n/en-rating';
import { pageMeta } from '#web/lib/page-meta';
import { SHOP_LAYOUT_ROUTE_ID, type ShopLayoutData } from '#web/lib/shop-categories';
import { localeRouteId } from '#web/lib/language';
import { catalogueLang } from '#web/lib/language';

export function loader({ request, context }: LoaderFunctionArgs<StoreLoadContext>) {
  return loadListing('all', request, context.api, catalogueLang(request));
}

/** A navigation in the browser to a bare /shop/listing goes straight to the stored category's list. */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const target = storedFilterRedirect(request.url, window.location.href, readStoredFilters());
  if (target) throw redirect(target);
  return serverLoader<typeof loader>();
}

export const meta: MetaFunction<typeof loader> = ({ location, matches }) => {
  const layout = matches.find((match) => match?.id === localeRouteId(SHOP_LAYOUT_ROUTE_ID))?.data as ShopLayoutData | undefined;
  const state = parseListingSearch(location.search);
  return pageMeta(listingHeading('all', t('page.listing.title'), state, layout?.categories ?? []), t('page.listing.description'));
};

export default function ListingRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <ListingView kind="all" title={t('page.listing.title')} description={t('page.listing.description')} page={page} />;
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enListing, enRating);
