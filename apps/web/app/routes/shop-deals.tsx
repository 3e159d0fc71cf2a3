// /shop/deals: the products on sale, with the listing's filters, sort and page from the address.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { StoreLoadContext } from '@store/contract';
import { ListingView } from '#web/features/catalog/components/listing-view';
import { loadListing } from '#web/features/catalog/loaders/listing-loader';
import { t, routeTexts } from '#web/lib/i18n';
import { enListing } from '#web/lib/i18n/en-listing';
import { enRating } from '#web/lib/i18n/en-rating';
import { pageMeta } from '#web/lib/page-meta';
import { catalogueLang } from '#web/lib/language';

export function loader({ request, context }: LoaderFunctionArgs<StoreLoadContext>) {
  return loadListing('deals', request, context.api, catalogueLang(request));
}

export const meta = () => pageMeta(t('page.deals.title'), t('page.deals.description'));

export default function DealsRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <ListingView kind="deals" title={t('page.deals.title')} description={t('page.deals.description')} page={page} />;
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enListing, enRating);
