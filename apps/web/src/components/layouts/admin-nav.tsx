import {
  ChartLine,
  FolderTree,
  GalleryHorizontal,
  LayoutDashboard,
  Package,
  ReceiptText,
  Star,
  Tags,
  Truck,
  TicketPercent,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { t, type MessageKey } from '#web/lib/i18n';

const ENTRIES: ReadonlyArray<{ to: string; key: MessageKey; icon: LucideIcon }> = [
  { to: '/admin/dashboard', key: 'admin.nav.dashboard', icon: LayoutDashboard },
  { to: '/admin/products', key: 'admin.nav.products', icon: Package },
  { to: '/admin/orders', key: 'admin.nav.orders', icon: ReceiptText },
  { to: '/admin/sales', key: 'admin.nav.sales', icon: ChartLine },
  { to: '/admin/users', key: 'admin.nav.users', icon: Users },
  { to: '/admin/brands', key: 'admin.nav.brands', icon: Tags },
  { to: '/admin/category', key: 'admin.nav.category', icon: FolderTree },
  { to: '/admin/features', key: 'admin.nav.features', icon: GalleryHorizontal },
  { to: '/admin/settings', key: 'admin.nav.settings', icon: Truck },
  { to: '/admin/coupons', key: 'admin.nav.coupons', icon: TicketPercent },
  { to: '/admin/reviews', key: 'admin.nav.reviews', icon: Star },
];

/** The admin side menu; NavLink marks the active entry with aria-current="page". */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label={t('admin.nav.label')} className="p-3">
      <ul className="flex flex-col gap-0.5">
        {ENTRIES.map(({ to, key, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className="group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent"
            >
              <Icon aria-hidden="true" className="size-[1.125rem] text-slate-500 group-aria-[current=page]:text-accent" />
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
