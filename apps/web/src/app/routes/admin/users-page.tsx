import { AdminPage } from '#web/components/admin/admin-page';
import { UsersManager } from '#web/features/admin-users/components/users-manager';
import { t } from '#web/lib/i18n';

export default function AdminUsersPage() {
  return (
    <AdminPage title={t('page.adminUsers.title')} description={t('page.adminUsers.description')}>
      <UsersManager />
    </AdminPage>
  );
}
