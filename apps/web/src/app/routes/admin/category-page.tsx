import { PageHeading } from '#web/components/ui/page-heading';
import { CatalogManager } from '#web/features/admin-catalog/components/catalog-manager';
import { t } from '#web/lib/i18n';
import { usePageMeta } from '#web/lib/use-page-meta';

export default function AdminCategoryPage() {
  const title = t('page.adminCategory.title');
  const description = t('page.adminCategory.description');
  usePageMeta(title, description);
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title={title} description={description} />
      <CatalogManager kind="category" />
    </div>
  );
}
