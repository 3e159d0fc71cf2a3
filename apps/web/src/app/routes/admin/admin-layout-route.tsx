import { AdminLayout } from '#web/components/layouts/admin-layout';
import { useAuth } from '#web/features/auth/state/auth-context';
import { useLogout } from '#web/features/auth/use-logout';
import { AdminQueryProvider } from '#web/lib/admin-query/admin-query-provider';

/** The admin frame and its query cache; its own lazy chunk, so shoppers never download it (nor TanStack Query). */
export default function AdminLayoutRoute() {
  const user = useAuth().user;
  const logout = useLogout();
  return (
    <AdminQueryProvider>
      <AdminLayout userName={user?.name ?? null} onLogout={() => void logout()} />
    </AdminQueryProvider>
  );
}
