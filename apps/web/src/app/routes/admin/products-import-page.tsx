import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { AdminPage } from '#web/components/admin/admin-page';
import { CatalogueImport } from '#web/features/admin-import/components/catalogue-import';
import { t } from '#web/lib/i18n';

/** /admin/products/import: the catalogue as a CSV file, reached from the products page (no menu entry of its own). */
export default function AdminProductsImportPage() {
  return (
    <AdminPage
      title={t('page.adminImport.title')}
      description={t('page.adminImport.description')}
      actions={
        <Link to="/admin/products" className={buttonClasses('ghost', 'md')}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('admin.import.back')}
        </Link>
      }
    >
      <CatalogueImport />
    </AdminPage>
  );
}
