import { formatAed, type DashboardData } from '@store/contract';
import { t } from '#web/lib/i18n';
import { formatStoreDateTime } from '#web/lib/store-time';

const emptyText = 'py-3 text-sm text-slate-500';
const row = 'flex items-center justify-between gap-3 py-2 text-sm';

/** Products at or under the low-stock threshold, lowest first. */
export function LowStockList({ products }: { products: DashboardData['lowStock'] }) {
  if (products.length === 0) return <p className={emptyText}>{t('admin.dashboard.noLowStock')}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {products.map((product) => (
        <li key={product._id} className={row}>
          <span className="min-w-0 truncate text-slate-800">{product.title}</span>
          <span className="shrink-0 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 ring-inset">
            {t('admin.dashboard.inStock', { count: product.totalStock })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The newest orders: number, customer, status and total. */
export function RecentOrdersList({ orders }: { orders: DashboardData['recentOrders'] }) {
  if (orders.length === 0) return <p className={emptyText}>{t('admin.dashboard.noOrders')}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {orders.map((order) => (
        <li key={order._id} className={row}>
          <span className="min-w-0">
            <span className="block font-medium whitespace-nowrap text-slate-900">{order.orderNumber}</span>
            <span className="block truncate text-xs text-slate-500">
              {/* An Arabic name is isolated, so the date around it keeps its order (issue 27 item 4). */}
              <bdi>{order.name}</bdi> · {formatStoreDateTime(order.createdAt)}
            </span>
          </span>
          <span className="shrink-0 text-end">
            <span className="block font-semibold tabular-nums text-slate-900">{formatAed(order.totalPrice)}</span>
            <span className="block text-xs text-slate-600">{t(`orderStatus.${order.status}`)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Best sellers by quantity, with the revenue they brought. */
export function TopProductsList({ products }: { products: DashboardData['topProducts'] }) {
  if (products.length === 0) return <p className={emptyText}>{t('admin.dashboard.noTopProducts')}</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {products.map((entry, index) => (
        <li key={entry.product?._id ?? `${entry.title}-${index}`} className={row}>
          <span className="min-w-0 truncate text-slate-800">{entry.title}</span>
          <span className="shrink-0 text-end text-xs text-slate-600">
            {t('admin.dashboard.sold', { count: entry.quantity })} ·{' '}
            <span className="font-semibold tabular-nums text-slate-900">{formatAed(entry.revenue)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The newest audit entries: who did what, when. */
export function ActivityList({ entries }: { entries: DashboardData['recentActivity'] }) {
  if (entries.length === 0) return <p className={emptyText}>{t('admin.dashboard.noActivity')}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {entries.map((entry) => (
        <li key={entry._id} className="py-2 text-sm">
          <p className="text-slate-800">{entry.summary}</p>
          <p className="text-xs text-slate-500">
            <bdi>{entry.actor?.name ?? t('admin.dashboard.system')}</bdi> · {formatStoreDateTime(entry.createdAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}
