import { Mail, Phone, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '#web/lib/i18n';
import { storeConfig, telHref } from '#web/lib/store-config';
import { Logo } from '../ui/logo';
import { LanguageSwitch } from './language-switch';
import { localePath } from '#web/lib/language';

export interface ShopHeaderSlots {
  /** The navigation list on wide screens: a row of its own under the logo. */
  nav: ReactNode;
  /** The product search: in the header row on wide screens, behind a button on phones. */
  search: ReactNode;
  /** The button that opens the side menu on smaller screens. */
  mobileNav: ReactNode;
  /** Cart and account buttons at the end of the header. */
  actions: ReactNode;
}

/** The banner with free first delivery and the store's phone and e-mail (docs/store-rules.md#1-the-store-and-its-people). */
function ContactBar() {
  const { storePhone, storeEmail } = storeConfig;
  return (
    <div className="border-b border-white/10 bg-slate-950 text-slate-300">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-4 px-4 text-xs sm:px-6 sm:text-sm lg:px-8">
        <p className="flex min-w-0 items-center gap-2">
          <Truck aria-hidden="true" className="size-4 shrink-0 text-accent-on-dark" />
          <span className="truncate font-medium text-slate-100">{t('header.banner')}</span>
        </p>
        <ul className="flex shrink-0 items-center gap-1 sm:gap-5">
          <li>
            <LanguageSwitch className="rounded p-1 font-semibold text-slate-100 hover:text-white sm:p-0" />
          </li>
          <li>
            <a
              href={telHref(storePhone)}
              className="inline-flex items-center gap-1.5 rounded p-1 hover:text-white sm:p-0"
              aria-label={t('header.callUs', { phone: storePhone })}
            >
              <Phone aria-hidden="true" className="size-4 sm:size-3.5" />
              <span dir="ltr" className="hidden sm:inline">
                {storePhone}
              </span>
            </a>
          </li>
          <li>
            <a
              href={`mailto:${storeEmail}`}
              className="inline-flex items-center gap-1.5 rounded p-1 hover:text-white sm:p-0"
              aria-label={t('header.emailUs', { email: storeEmail })}
            >
              <Mail aria-hidden="true" className="size-4 sm:size-3.5" />
              <span className="hidden md:inline">{storeEmail}</span>
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** The sticky dark header band of the shop (docs/store-rules.md#shop-layout). */
export function ShopHeader({ nav, search, mobileNav, actions }: ShopHeaderSlots) {
  return (
    <header className="on-dark sticky top-0 z-40 bg-slate-900 shadow-md shadow-slate-900/10">
      <ContactBar />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:gap-8 lg:px-8">
        {mobileNav}
        <Link to={localePath('/shop/home')} className="shrink-0 rounded-md">
          <Logo />
        </Link>
        <div className="flex min-w-0 flex-1 justify-end lg:justify-center">{search}</div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">{actions}</div>
      </div>
      <div className="hidden border-t border-white/10 lg:block">
        <div className="mx-auto flex h-11 max-w-7xl items-center px-4 sm:px-6 lg:px-5">{nav}</div>
      </div>
    </header>
  );
}
