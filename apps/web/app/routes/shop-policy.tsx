// /shop/policies/{delivery,returns,privacy,terms} (issue 13 item 10): the store's
// policies, server rendered, open to guests (the route guard lets anyone on /shop).
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { StoreLoadContext } from '@store/contract';
import { PolicyContent } from '#web/features/policies/components/policy-content';
import { isPolicySlug } from '#web/features/policies/policies';
import { fetchDelivery } from '#web/lib/delivery-charges';
import { t, routeTexts } from '#web/lib/i18n';
import { enDeliveryCharges } from '#web/lib/i18n/en-delivery-charges';
import { enEmirates } from '#web/lib/i18n/en-emirates';
import { enPolicies } from '#web/lib/i18n/en-policies';
import { pageMeta } from '#web/lib/page-meta';
import { storeConfig } from '#web/lib/store-config';

/**
 * An unknown policy is a true 404: the root error boundary shows the not-found page, as for any unknown path.
 * The delivery policy states the fees the admin set (issue 27 item 3).
 */
export async function loader({ params, context }: LoaderFunctionArgs<StoreLoadContext>) {
  if (!isPolicySlug(params.policy)) throw data(null, { status: 404 });
  return { policy: params.policy, delivery: params.policy === 'delivery' ? await fetchDelivery(context.api) : null };
}

export const meta: MetaFunction = ({ params }) => {
  if (!isPolicySlug(params.policy)) return pageMeta(t('notFound.title'));
  const slug = params.policy;
  return pageMeta(t(`page.policy.${slug}.title`), t(`page.policy.${slug}.description`, { brand: storeConfig.storeName }));
};

// The slug from the loader (useParams would add an export to the framework chunk every first visit loads).
export default function PolicyRoute() {
  const { policy, delivery } = useLoaderData<typeof loader>();
  return <PolicyContent slug={policy} delivery={delivery} />;
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enPolicies, enDeliveryCharges, enEmirates);
