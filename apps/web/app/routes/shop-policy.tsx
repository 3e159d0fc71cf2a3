// /shop/policies/{delivery,returns,privacy,terms} (issue 13 item 10): the store's
// policies, server rendered, open to guests (the route guard lets anyone on /shop).
import { data, useParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import NotFoundPage from '../../src/components/layouts/not-found-page';
import { PolicyContent } from '../../src/features/policies/components/policy-content';
import { isPolicySlug } from '../../src/features/policies/policies';
import { t } from '../../src/lib/i18n';
import { pageMeta } from '../../src/lib/page-meta';
import { storeConfig } from '../../src/lib/store-config';
import '../../src/lib/i18n/en-policies';

/** An unknown policy is a true 404. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isPolicySlug(params.policy)) throw data(null, { status: 404 });
  return null;
}

export const meta: MetaFunction = ({ params }) => {
  if (!isPolicySlug(params.policy)) return pageMeta(t('notFound.title'));
  const slug = params.policy;
  return pageMeta(t(`page.policy.${slug}.title`), t(`page.policy.${slug}.description`, { brand: storeConfig.storeName }));
};

export default function PolicyRoute() {
  const { policy } = useParams();
  return isPolicySlug(policy) ? <PolicyContent slug={policy} /> : <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
