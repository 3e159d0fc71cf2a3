import { formatAed, ORDER_STATUSES, type DashboardData } from '@store/contract';
import { Banknote, Package, ShoppingBag, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t, type MessageKey } from '#web/lib/i18n';

interface Stat {
  label: MessageKey;
  value: string;
  to: string;
  icon: LucideIcon;
}

/** Revenue, orders, customers and products, each a link to its screen. */
export function StatCards({ data }: { data: DashboardData }) {
  const number = new Intl.NumberFormat();
  const stats: Stat[] = [
    { label: 'admin.dashboard.revenue', value: formatAed(data.revenue), to: '/admin/sales', icon: Banknote },
    { label: 'admin.dashboard.orders', value: number.format(data.ordersTotal), to: '/admin/orders', icon: ShoppingBag },
    { label: 'admin.dashboard.customers', value: number.format(data.customers), to: '/admin/users', icon: Users },
    { label: 'admin.dashboard.products', value: number.format(data.products), to: '/admin/products', icon: Package },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map(({ label, value, to, icon: Icon }) => (
        <li key={label}>
          <Link
            to={to}
            className="flex h-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-slate-300 hover:bg-slate-50"
          >
            <span className="flex items-center gap-2 text-sm text-slate-600">
              <Icon aria-hidden="true" className="size-4 text-slate-500" />
              {t(label)}
            </span>
            <span className="text-lg font-bold tabular-nums text-slate-900 sm:text-2xl">{value}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A titled card of the dashboard. */
export function DashboardCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${className ?? ''}`}>
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** The count of orders in each status, zeros included. */
export function OrdersByStatus({ counts }: { counts: DashboardData['ordersByStatus'] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {ORDER_STATUSES.map((status) => (
        <div key={status} className="rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-xs text-slate-600">{t(`orderStatus.${status}`)}</dt>
          <dd className="text-lg font-semibold tabular-nums text-slate-900">{counts[status] ?? 0}</dd>
        </div>
      ))}
    </dl>
  );
}
