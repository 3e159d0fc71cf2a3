import { PageHeading } from '#web/components/ui/page-heading';
import { CatalogManager } from '#web/features/admin-catalog/components/catalog-manager';
import { t } from '#web/lib/i18n';
import { usePageMeta } from '#web/lib/use-page-meta';

export default function AdminBrandsPage() {
  const title = t('page.adminBrands.title');
  const description = t('page.adminBrands.description');
  usePageMeta(title, description);
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title={title} description={description} />
      <CatalogManager kind="brand" />
    </div>
  );
}
