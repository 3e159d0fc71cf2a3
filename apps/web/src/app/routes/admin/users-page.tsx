import { PageHeading } from '#web/components/ui/page-heading';
import { UsersManager } from '#web/features/admin-users/components/users-manager';
import { t } from '#web/lib/i18n';
import { usePageMeta } from '#web/lib/use-page-meta';

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
