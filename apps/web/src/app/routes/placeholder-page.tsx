import { PageHeading } from '../../components/ui/page-heading';
import { t } from '../../lib/i18n';
import { usePageMeta } from '../../lib/use-page-meta';

export type PlaceholderKey =
  | 'listing'
  | 'product'
  | 'deals'
  | 'search'
  | 'checkout'
  | 'order'
  | 'orderConfirmation'
  | 'account'
  | 'about'
  | 'new'
  | 'adminDashboard'
  | 'adminProducts'
  | 'adminOrders'
  | 'adminSales'
  | 'adminUsers'
  | 'adminFeatures'
  | 'adminBrands'
  | 'adminCategory';

/**
 * A page whose content arrives with a later capability: its heading and one
 * sentence, with the title and description set, so every route resolves today.
 */
export function PlaceholderPage({ page }: { page: PlaceholderKey }) {
  const title = t(`page.${page}.title`);
  const description = t(`page.${page}.description`);
  usePageMeta(title, description);
  return <PageHeading title={title} description={description} />;
}
