import { AdminPage } from '#web/components/admin/admin-page';
import { CatalogManager } from '#web/features/admin-catalog/components/catalog-manager';
import { t } from '#web/lib/i18n';

export default function AdminBrandsPage() {
  return (
    <AdminPage title={t('page.adminBrands.title')} description={t('page.adminBrands.description')}>
      <CatalogManager kind="brand" />
    </AdminPage>
  );
}
