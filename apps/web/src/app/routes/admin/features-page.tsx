import { AdminPage } from '#web/components/admin/admin-page';
import { FeaturesManager } from '#web/features/admin-features/components/features-manager';
import { t } from '#web/lib/i18n';

export default function AdminFeaturesPage() {
  return (
    <AdminPage title={t('page.adminFeatures.title')} description={t('page.adminFeatures.description')}>
      <FeaturesManager />
    </AdminPage>
  );
}
