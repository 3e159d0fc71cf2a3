import { AdminPage } from '#web/components/admin/admin-page';
import { CatalogManager } from '#web/features/admin-catalog/components/catalog-manager';
import { t } from '#web/lib/i18n';

export default function AdminCategoryPage() {
  return (
    <AdminPage title={t('page.adminCategory.title')} description={t('page.adminCategory.description')}>
      <CatalogManager kind="category" />
    </AdminPage>
  );
}
