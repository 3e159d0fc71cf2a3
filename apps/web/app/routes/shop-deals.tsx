// /shop/deals: the products on sale, with the listing's filters, sort and page from the address.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { StoreLoadContext } from '@store/contract';
import { ListingView } from '../../src/features/catalog/components/listing-view';
import { loadListing } from '../../src/features/catalog/loaders/listing-loader';
import { t } from '../../src/lib/i18n';
import { pageMeta } from '../../src/lib/page-meta';
import '../../src/lib/i18n/en-listing';
import { catalogueLang } from '../../src/lib/language';

export function loader({ request, context }: LoaderFunctionArgs<StoreLoadContext>) {
  return loadListing('deals', request, context.api, catalogueLang(request));
}

export const meta = () => pageMeta(t('page.deals.title'), t('page.deals.description'));

export default function DealsRoute() {
  const { page, brands } = useLoaderData<typeof loader>();
  return <ListingView kind="deals" title={t('page.deals.title')} description={t('page.deals.description')} page={page} brands={brands} />;
}
