import { FileSpreadsheet } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { AdminPage } from '#web/components/admin/admin-page';
import { useCatalogChoices } from '#web/features/admin-catalog/api/catalog-admin-api';
import { ProductsManager } from '#web/features/admin-products/components/products-manager';
import { t } from '#web/lib/i18n';

/**
 * /admin/products. The route combines two features (docs/conventions.md#6-features-do-not-import-features):
 * the brand and category lists of the admin catalogue feed the product
 * manager's filters and form selects.
 */
export default function AdminProductsPage() {
  const { categories, brands } = useCatalogChoices();
  return (
    <AdminPage
      title={t('page.adminProducts.title')}
      description={t('page.adminProducts.description')}
      actions={
        <Link to="/admin/products/import" className={buttonClasses('secondary', 'md')}>
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          {t('admin.products.importExport')}
        </Link>
      }
    >
      <ProductsManager categories={categories} brands={brands} />
    </AdminPage>
  );
}
