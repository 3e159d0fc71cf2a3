import { FileSpreadsheet } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { PageHeading } from '#web/components/ui/page-heading';
import { useCatalogChoices } from '#web/features/admin-catalog/api/catalog-admin-api';
import { ProductsManager } from '#web/features/admin-products/components/products-manager';
import { t } from '#web/lib/i18n';
import { usePageMeta } from '#web/lib/use-page-meta';

/**
 * /admin/products. The route combines two features (docs/conventions.md#6-features-do-not-import-features):
 * the brand and category lists of the admin catalogue feed the product
 * manager's filters and form selects.
 */
export default function AdminProductsPage() {
  const title = t('page.adminProducts.title');
  const description = t('page.adminProducts.description');
  usePageMeta(title, description);
  const { categories, brands } = useCatalogChoices();
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title={title} description={description}>
        <Link to="/admin/products/import" className={buttonClasses('secondary', 'md')}>
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          {t('admin.products.importExport')}
        </Link>
      </PageHeading>
      <ProductsManager categories={categories} brands={brands} />
    </div>
  );
}
