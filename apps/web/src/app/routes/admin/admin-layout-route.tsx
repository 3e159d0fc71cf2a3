import { useSelector } from 'react-redux';
import { AdminLayout } from '../../../components/layouts/admin-layout';
import { selectUser } from '../../../features/auth/state/auth-slice';
import { useLogout } from '../../../features/auth/use-logout';
// oxlint-disable-next-line import/no-unassigned-import -- adds the admin screens' texts to the catalogue
import '../../../lib/i18n/admin-texts';

/** The admin frame; its own lazy chunk, so shoppers never download it. */
export default function AdminLayoutRoute() {
  const user = useSelector(selectUser);
  const logout = useLogout();
  return <AdminLayout userName={user?.name ?? null} onLogout={() => void logout()} />;
}
