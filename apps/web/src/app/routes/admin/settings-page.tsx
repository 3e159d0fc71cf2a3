import { AdminPage } from '#web/components/admin/admin-page';
import { Spinner } from '#web/components/ui/spinner';
import { ErrorState } from '#web/components/ui/status-panels';
import { useDeliverySettingsQuery } from '#web/features/admin-settings/api/delivery-settings-api';
import { DeliverySettingsForm } from '#web/features/admin-settings/components/delivery-settings-form';
import { t } from '#web/lib/i18n';

/** /admin/settings: the store's delivery fees by emirate and free delivery (docs/decisions/032). */
export default function AdminSettingsPage() {
  const settings = useDeliverySettingsQuery();
  return (
    <AdminPage title={t('page.adminSettings.title')} description={t('page.adminSettings.description')}>
      {settings.data ? (
        <DeliverySettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <ErrorState title={t('admin.settings.loadFailed')} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <Spinner />
      )}
    </AdminPage>
  );
}
