import { PageHeading } from '#web/components/ui/page-heading';
import { SalesView } from '#web/features/admin-sales/components/sales-view';
import { t } from '#web/lib/i18n';
import { usePageMeta } from '#web/lib/use-page-meta';

export default function AdminSalesPage() {
  const title = t('page.adminSales.title');
  const description = t('page.adminSales.description');
  usePageMeta(title, description);
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title={title} description={description} />
      <SalesView />
    </div>
  );
}
