import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { AdminPage } from '#web/components/admin/admin-page';
import { OrdersManager } from '#web/features/admin-orders/components/orders-manager';
import { QuotesManager } from '#web/features/admin-orders/components/quotes-manager';
import { t } from '#web/lib/i18n';

type OrdersTab = 'orders' | 'quotes';

const triggerClasses =
  'inline-flex h-10 items-center rounded-md px-4 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 ' +
  'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

export default function AdminOrdersPage() {
  const [params, setParams] = useSearchParams();
  const tab: OrdersTab = params.get('tab') === 'quotes' ? 'quotes' : 'orders';

  // Each tab has its own filters and pages: a switch starts the other tab afresh, as a new history entry so Back returns.
  const switchTab = (value: string) => {
    if (value === tab) return;
    setParams(value === 'quotes' ? { tab: 'quotes' } : {});
  };

  return (
    <AdminPage title={t('page.adminOrders.title')} description={t('page.adminOrders.description')}>
      {/* Manual activation: arrows move between the tabs, Enter or a click opens one (each tab loads its own list). */}
      <Tabs.Root value={tab} onValueChange={switchTab} activationMode="manual" className="flex flex-col gap-4">
        <Tabs.List aria-label={t('admin.ordersTabs.label')} className="inline-flex self-start rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="orders" className={triggerClasses}>
            {t('admin.ordersTabs.orders')}
          </Tabs.Trigger>
          <Tabs.Trigger value="quotes" className={triggerClasses}>
            {t('admin.ordersTabs.quotes')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="orders" className="focus-visible:outline-offset-4">
          <OrdersManager />
        </Tabs.Content>
        <Tabs.Content value="quotes" className="focus-visible:outline-offset-4">
          <QuotesManager />
        </Tabs.Content>
      </Tabs.Root>
    </AdminPage>
  );
}
