import { PageHeading } from '#web/components/ui/page-heading';
import { DashboardView } from '#web/features/admin-dashboard/components/dashboard-view';
import { t } from '#web/lib/i18n';
import { usePageMeta } from '#web/lib/use-page-meta';

export default function DashboardPage() {
  const title = t('page.adminDashboard.title');
  const description = t('page.adminDashboard.description');
  usePageMeta(title, description);
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title={title} description={description} />
      <DashboardView />
    </div>
  );
}
