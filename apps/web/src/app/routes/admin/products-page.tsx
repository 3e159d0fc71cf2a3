import { FileSpreadsheet } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { useGetCatalogEntriesQuery, type CatalogEntry } from '../../../features/admin-catalog/api/catalog-admin-api';
import { ProductsManager } from '../../../features/admin-products/components/products-manager';
import { t } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';

const NONE: CatalogEntry[] = [];

function choices(entries: CatalogEntry[]) {
  return entries.map((entry) => ({ value: entry._id, label: entry.name })).toSorted((a, b) => a.label.localeCompare(b.label));
}

/**
 * /admin/products. The route combines two features (CONVENTIONS.md principle 6):
 * the brand and category lists of the admin catalogue feed the product
 * manager's filters and form selects.
 */
export default function AdminProductsPage() {
  const title = t('page.adminProducts.title');
  const description = t('page.adminProducts.description');
  usePageMeta(title, description);
  const { data: categoryEntries = NONE } = useGetCatalogEntriesQuery('category');
  const { data: brandEntries = NONE } = useGetCatalogEntriesQuery('brand');
  const categories = useMemo(() => choices(categoryEntries), [categoryEntries]);
  const brands = useMemo(() => choices(brandEntries), [brandEntries]);
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
