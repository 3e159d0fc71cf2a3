import { LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { t } from '#web/lib/i18n';
import { Button } from '../ui/button';
import { Logo } from '../ui/logo';
import { Sheet } from '../ui/sheet';
import { AdminNav } from './admin-nav';

interface AdminLayoutProps {
  userName: string | null;
  onLogout: () => void;
}

/**
 * docs/store-rules.md#admin-layout: a side menu (a slide-in drawer on small
 * screens), a top bar with Logout, and the logo leading to the dashboard.
 */
export function AdminLayout({ userName, onLogout }: AdminLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className="min-h-dvh bg-slate-100">
      <header className="on-dark sticky top-0 z-40 bg-slate-900">
        <div className="flex h-14 items-center gap-3 px-4 lg:px-6">
          <Sheet
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            side="start"
            title={t('admin.menuTitle')}
            trigger={
              <button
                type="button"
                aria-label={t('admin.openMenu')}
                className="-ms-2 inline-flex size-10 items-center justify-center rounded-lg text-slate-200 hover:bg-white/10 hover:text-white lg:hidden"
              >
                <Menu aria-hidden="true" className="size-6" />
              </button>
            }
          >
            <AdminNav onNavigate={() => setDrawerOpen(false)} />
          </Sheet>
          <Link to="/admin/dashboard" className="flex items-center gap-3 rounded-md">
            <Logo />
            <span className="hidden rounded-md bg-white/10 px-2 py-0.5 text-xs font-semibold tracking-wide text-slate-200 uppercase sm:inline">
              {t('admin.badge')}
            </span>
          </Link>
          <div className="ms-auto flex items-center gap-3">
            {userName ? <span className="hidden text-sm text-slate-300 md:inline">{userName}</span> : null}
            <Button variant="dark" size="sm" onClick={onLogout}>
              <LogOut aria-hidden="true" className="size-4" />
              {t('account.logout')}
            </Button>
          </div>
        </div>
      </header>
      <div className="flex">
        <aside className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-60 shrink-0 overflow-y-auto border-e border-slate-200 bg-white lg:block">
          <AdminNav />
        </aside>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
