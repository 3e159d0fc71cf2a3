import { Link } from 'react-router';
import { t } from '#web/lib/i18n';
import { useShopNav } from '../use-shop-nav';

/** The header's navigation list on wide screens. */
export function DesktopNav() {
  const items = useShopNav();
  return (
    <nav aria-label={t('header.mainNav')} className="hidden lg:block">
      <ul className="flex items-center gap-0.5">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={item.to}
              onClick={item.select}
              aria-current={item.active ? 'page' : undefined}
              className="relative block rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-slate-300 transition-colors hover:bg-white/10 hover:text-white aria-[current=page]:text-white aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-2.5 aria-[current=page]:after:-bottom-px aria-[current=page]:after:h-0.5 aria-[current=page]:after:rounded-full aria-[current=page]:after:bg-accent-on-dark"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
