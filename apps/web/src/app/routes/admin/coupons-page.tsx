import { PageHeading } from '../../../components/ui/page-heading';
import { CouponsManager } from '../../../features/admin-coupons/components/coupons-manager';
import { t } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function AdminCouponsPage() {
  const title = t('page.adminCoupons.title');
  const description = t('page.adminCoupons.description');
  usePageMeta(title, description);
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title={title} description={description} />
      <CouponsManager />
    </div>
  );
}
