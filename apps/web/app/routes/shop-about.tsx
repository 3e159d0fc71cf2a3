// /shop/about: the store's story and contacts, with what delivery costs from the admin's settings.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { StoreLoadContext } from '@store/contract';
import { AboutContent } from '#web/features/about/components/about-content';
import { fetchDelivery } from '#web/lib/delivery-charges';
import { t, routeTexts } from '#web/lib/i18n';
import { enAbout } from '#web/lib/i18n/en-about';
import { enDeliveryCharges } from '#web/lib/i18n/en-delivery-charges';
import { enEmirates } from '#web/lib/i18n/en-emirates';
import { enHome } from '#web/lib/i18n/en-home';
import { pageMeta } from '#web/lib/page-meta';

export async function loader({ context }: LoaderFunctionArgs<StoreLoadContext>) {
  return { delivery: await fetchDelivery(context.api) };
}

export const meta = () => pageMeta(t('page.about.title'), t('page.about.description'));

export default function AboutRoute() {
  return <AboutContent delivery={useLoaderData<typeof loader>().delivery} />;
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enAbout, enDeliveryCharges, enEmirates, enHome);
