import { PageHeading } from '../../../components/ui/page-heading';
import { UsersManager } from '../../../features/admin-users/components/users-manager';
import { t } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function AdminUsersPage() {
  const title = t('page.adminUsers.title');
  const description = t('page.adminUsers.description');
  usePageMeta(title, description);
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title={title} description={description} />
      <UsersManager />
    </div>
  );
}
