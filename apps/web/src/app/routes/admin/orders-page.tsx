import { PageHeading } from '../../../components/ui/page-heading';
import { OrdersManager } from '../../../features/admin-orders/components/orders-manager';
import { t } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function AdminOrdersPage() {
  const title = t('page.adminOrders.title');
  const description = t('page.adminOrders.description');
  usePageMeta(title, description);
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title={title} description={description} />
      <OrdersManager />
    </div>
  );
}
