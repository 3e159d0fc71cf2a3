import { PageHeading } from '#web/components/ui/page-heading';
import { Spinner } from '#web/components/ui/spinner';
import { ErrorState } from '#web/components/ui/status-panels';
import { useDeliverySettingsQuery } from '#web/features/admin-settings/api/delivery-settings-api';
import { DeliverySettingsForm } from '#web/features/admin-settings/components/delivery-settings-form';
import { t } from '#web/lib/i18n';
import { usePageMeta } from '#web/lib/use-page-meta';

/** /admin/settings: the store's delivery fees by emirate and free delivery (docs/decisions/032). */
export default function AdminSettingsPage() {
  const title = t('page.adminSettings.title');
  const description = t('page.adminSettings.description');
  usePageMeta(title, description);
  const settings = useDeliverySettingsQuery();
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title={title} description={description} />
      {settings.data ? (
        <DeliverySettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <ErrorState title={t('admin.settings.loadFailed')} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <Spinner />
      )}
    </div>
  );
}
