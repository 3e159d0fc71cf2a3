import { BadgePercent, CreditCard, Truck } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { t } from '#web/lib/i18n';
import { storeConfig } from '#web/lib/store-config';
import { Logo } from '../ui/logo';
import { LanguageSwitch } from './language-switch';
import { localePath } from '#web/lib/language';

// Read once when the module loads: rendering stays pure.
const COPYRIGHT_YEAR = String(new Date().getFullYear());

const POINTS = [
  { icon: Truck, key: 'auth.panel.delivery' },
  { icon: BadgePercent, key: 'auth.panel.vat' },
  { icon: CreditCard, key: 'auth.panel.payment' },
] as const;

/**
 * docs/store-rules.md#1-the-store-and-its-people: two columns on large screens (a dark panel with the logo and
 * the welcome heading; the form), one column with the logo on top on phones.
 */
export function AuthLayout() {
  const brand = storeConfig.storeName;
  return (
    <div className="grid min-h-dvh bg-slate-50 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="on-dark relative hidden flex-col justify-between overflow-hidden bg-slate-900 px-12 py-10 text-white lg:flex">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -end-40 -top-40 size-[32rem] rounded-full bg-blue-600/20 blur-3xl"
        />
        <Link to={localePath('/shop/home')} className="relative self-start rounded-md">
          <Logo />
        </Link>
        <div className="relative max-w-md">
          <h2 className="text-4xl leading-tight font-bold tracking-tight text-balance">
            {t('auth.welcome', { brand })}
          </h2>
          <p className="mt-4 text-lg text-slate-300">{t('auth.panel.tagline')}</p>
          <ul className="mt-10 flex flex-col gap-4">
            {POINTS.map(({ icon: Icon, key }) => (
              <li key={key} className="flex items-center gap-3 text-slate-200">
                <span className="flex size-9 items-center justify-center rounded-lg bg-white/10">
                  <Icon aria-hidden="true" className="size-5 text-accent-on-dark" />
                </span>
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-slate-400">
          {t('footer.copyright', { year: COPYRIGHT_YEAR, brand })}
        </p>
      </aside>

      <main className="flex flex-col items-center px-4 py-8 sm:justify-center sm:px-8 sm:py-12">
        <Link to={localePath('/shop/home')} className="mb-8 rounded-md lg:hidden">
          <Logo tone="on-light" />
        </Link>
        <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <Outlet />
        </div>
        <LanguageSwitch className="mt-6 rounded-md text-sm font-semibold text-accent hover:underline" />
      </main>
    </div>
  );
}
