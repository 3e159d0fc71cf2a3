import { AdminPage } from '#web/components/admin/admin-page';
import { DashboardView } from '#web/features/admin-dashboard/components/dashboard-view';
import { t } from '#web/lib/i18n';

export default function DashboardPage() {
  return (
    <AdminPage title={t('page.adminDashboard.title')} description={t('page.adminDashboard.description')}>
      <DashboardView />
    </AdminPage>
  );
}
