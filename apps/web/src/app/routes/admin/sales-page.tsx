import { AdminPage } from '#web/components/admin/admin-page';
import { SalesView } from '#web/features/admin-sales/components/sales-view';
import { t } from '#web/lib/i18n';

export default function AdminSalesPage() {
  return (
    <AdminPage title={t('page.adminSales.title')} description={t('page.adminSales.description')}>
      <SalesView />
    </AdminPage>
  );
}
