import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { PageHeading } from '#web/components/ui/page-heading';
import { CatalogueImport } from '#web/features/admin-import/components/catalogue-import';
import { t } from '#web/lib/i18n';
import { usePageMeta } from '#web/lib/use-page-meta';

/** /admin/products/import: the catalogue as a CSV file, reached from the products page (no menu entry of its own). */
export default function AdminProductsImportPage() {
  const title = t('page.adminImport.title');
  const description = t('page.adminImport.description');
  usePageMeta(title, description);
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title={title} description={description}>
        <Link to="/admin/products" className={buttonClasses('ghost', 'md')}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('admin.import.back')}
        </Link>
      </PageHeading>
      <CatalogueImport />
    </div>
  );
}
