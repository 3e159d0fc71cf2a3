import { PageHeading } from '#web/components/ui/page-heading';
import { useCatalogChoices } from '#web/features/admin-catalog/api/catalog-admin-api';
import { CouponsManager } from '#web/features/admin-coupons/components/coupons-manager';
import { t } from '#web/lib/i18n';
import { usePageMeta } from '#web/lib/use-page-meta';

/**
 * /admin/coupons. The route combines two features (docs/conventions.md#6-features-do-not-import-features):
 * the admin catalogue's brands and categories are what a coupon can be limited to.
 */
export default function AdminCouponsPage() {
  const title = t('page.adminCoupons.title');
  const description = t('page.adminCoupons.description');
  usePageMeta(title, description);
  const { categories, brands } = useCatalogChoices();
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title={title} description={description} />
      <CouponsManager categories={categories} brands={brands} />
    </div>
  );
}
