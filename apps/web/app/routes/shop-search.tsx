// /shop/search: the results for ?keyword=, with the lists' filters and their
// counts (docs/decisions/052), sort and page from the address.
import { redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PAGE_SIZES, type StoreLoadContext } from '@store/contract';
import { searchHeading, SearchView } from '#web/features/catalog/components/search/search-view';
import { canonicalListingSearch } from '#web/features/catalog/listing/listing-query';
import { parseSearchState } from '#web/features/catalog/listing/search-query';
import { fetchSearch } from '#web/features/catalog/loaders/catalog-requests';
import { t, routeTexts } from '#web/lib/i18n';
import { enListing } from '#web/lib/i18n/en-listing';
import { enRating } from '#web/lib/i18n/en-rating';
import { pageMeta } from '#web/lib/page-meta';
import { catalogueLang } from '#web/lib/language';

export async function loader({ request, context }: LoaderFunctionArgs<StoreLoadContext>) {
  const url = new URL(request.url);
  // The filter form's submission before JavaScript becomes the search's own address (listing-query.ts).
  const canonical = canonicalListingSearch(url.searchParams);
  if (canonical !== null) throw redirect(`${url.pathname}${canonical}`);
  const state = parseSearchState(url.searchParams);
  // Without a keyword the page asks what to look for: nothing to fetch.
  if (!state.keyword) return { page: undefined };
  return { page: await fetchSearch(context.api, { ...state, facets: true, limit: PAGE_SIZES.shop, lang: catalogueLang(request) }) };
}

export const meta: MetaFunction<typeof loader> = ({ location }) =>
  pageMeta(searchHeading(parseSearchState(location.search).keyword), t('page.search.description'));

export default function SearchRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <SearchView page={page} />;
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enListing, enRating);
