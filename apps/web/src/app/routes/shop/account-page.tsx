import { useSelector } from 'react-redux';
import { PageHeading } from '../../../components/ui/page-heading';
import { PasswordForm } from '../../../features/account/components/password-form';
import { ProfileForm } from '../../../features/account/components/profile-form';
import { selectUser } from '../../../features/auth/state/auth-slice';
import { OrderHistory } from '../../../features/orders/history/order-history';
import { t } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';

/** /shop/account (registered customers; the route guard sends guests to log in): details, password, orders. */
export default function AccountPage() {
  usePageMeta(t('page.account.title'), t('page.account.description'));
  const user = useSelector(selectUser);
  if (!user) return null;
  return (
    <div className="flex flex-col gap-8">
      <PageHeading title={t('page.account.title')} description={t('account.greeting', { name: user.name })} />
      {/* The orders first: "View my orders" leads here, and on a phone they come before the forms. */}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <OrderHistory userId={user._id} />
        <div className="flex flex-col gap-6">
          <ProfileForm user={user} />
          <PasswordForm />
        </div>
      </div>
    </div>
  );
}
