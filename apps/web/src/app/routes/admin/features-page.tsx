import { PageHeading } from '#web/components/ui/page-heading';
import { FeaturesManager } from '#web/features/admin-features/components/features-manager';
import { t } from '#web/lib/i18n';
import { usePageMeta } from '#web/lib/use-page-meta';

export default function AdminFeaturesPage() {
  const title = t('page.adminFeatures.title');
  const description = t('page.adminFeatures.description');
  usePageMeta(title, description);
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title={title} description={description} />
      <FeaturesManager />
    </div>
  );
}
