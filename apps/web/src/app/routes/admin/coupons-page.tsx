import { AdminPage } from '#web/components/admin/admin-page';
import { useCatalogChoices } from '#web/features/admin-catalog/api/catalog-admin-api';
import { CouponsManager } from '#web/features/admin-coupons/components/coupons-manager';
import { t } from '#web/lib/i18n';

/**
 * /admin/coupons. The route combines two features (docs/conventions.md#6-features-do-not-import-features):
 * the admin catalogue's brands and categories are what a coupon can be limited to.
 */
export default function AdminCouponsPage() {
  const { categories, brands } = useCatalogChoices();
  return (
    <AdminPage title={t('page.adminCoupons.title')} description={t('page.adminCoupons.description')}>
      <CouponsManager categories={categories} brands={brands} />
    </AdminPage>
  );
}
