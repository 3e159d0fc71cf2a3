// /shop/policies/{delivery,returns,privacy,terms} (issue 13 item 10): the store's
// policies, server rendered, open to guests (the route guard lets anyone on /shop).
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PolicyContent } from '#web/features/policies/components/policy-content';
import { isPolicySlug } from '#web/features/policies/policies';
import { t, routeTexts } from '#web/lib/i18n';
import { enPolicies } from '#web/lib/i18n/en-policies';
import { pageMeta } from '#web/lib/page-meta';
import { storeConfig } from '#web/lib/store-config';

/** An unknown policy is a true 404: the root error boundary shows the not-found page, as for any unknown path. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isPolicySlug(params.policy)) throw data(null, { status: 404 });
  return { policy: params.policy };
}

export const meta: MetaFunction = ({ params }) => {
  if (!isPolicySlug(params.policy)) return pageMeta(t('notFound.title'));
  const slug = params.policy;
  return pageMeta(t(`page.policy.${slug}.title`), t(`page.policy.${slug}.description`, { brand: storeConfig.storeName }));
};

// The slug from the loader (useParams would add an export to the framework chunk every first visit loads).
export default function PolicyRoute() {
  return <PolicyContent slug={useLoaderData<typeof loader>().policy} />;
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enPolicies);
