import { messages } from '@store/contract';
import { MonthBarChart, monthLabel } from '#web/components/charts/month-bar-chart';
import { Skeleton } from '#web/components/ui/skeleton';
import { ErrorState } from '#web/components/ui/status-panels';
import { t } from '#web/lib/i18n';
import { useGetDashboardQuery } from '../api/dashboard-api';
import { DashboardCard, OrdersByStatus, StatCards } from './dashboard-cards';
import { ActivityList, LowStockList, RecentOrdersList, TopProductsList } from './dashboard-lists';

/** docs/store-rules.md#dashboard-and-monthly-sales: the store at a glance. */
export function DashboardView() {
  const { data, isLoading, isError, isFetching, refetch } = useGetDashboardQuery();

  if (isLoading) {
    return (
      <div aria-busy="true" className="grid gap-3">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-24" />
        <Skeleton className="h-72" />
      </div>
    );
  }
  if (isError || !data) {
    return <ErrorState title={messages.FETCH_DASHBOARD_FAILED} onRetry={() => void refetch()} retrying={isFetching} />;
  }

  const bars = data.salesLast12Months.map((entry) => ({ label: monthLabel(entry.month), total: entry.total }));
  return (
    <div className="grid grid-cols-1 gap-4">
      <StatCards data={data} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <DashboardCard title={t('admin.dashboard.sales')} className="lg:col-span-2">
          <MonthBarChart data={bars} label={t('admin.dashboard.salesChart')} />
        </DashboardCard>
        <DashboardCard title={t('admin.dashboard.byStatus')}>
          <OrdersByStatus counts={data.ordersByStatus} />
        </DashboardCard>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <DashboardCard title={t('admin.dashboard.recentOrders')}>
          <RecentOrdersList orders={data.recentOrders} />
        </DashboardCard>
        <DashboardCard title={t('admin.dashboard.lowStock')}>
          <LowStockList products={data.lowStock} />
        </DashboardCard>
        <DashboardCard title={t('admin.dashboard.topProducts')}>
          <TopProductsList products={data.topProducts} />
        </DashboardCard>
        <DashboardCard title={t('admin.dashboard.activity')}>
          <ActivityList entries={data.recentActivity} />
        </DashboardCard>
      </div>
    </div>
  );
}
