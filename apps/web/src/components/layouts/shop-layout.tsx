import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { t } from '#web/lib/i18n';
import { LandingNotice } from './landing-notice';
import { LanguageOffer } from './language-offer';
import { ShopFooter } from './shop-footer';
import { ShopHeader, type ShopHeaderSlots } from './shop-header';

/**
 * The shop's frame. The header's interactive parts (navigation, cart, account)
 * come in as slots from the route module, so this shared layout imports no feature.
 * `children` stand in for the page (the not-found page, shown by the layout route's error boundary).
 */
export function ShopLayout({ children, ...slots }: ShopHeaderSlots & { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-accent focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('common.skipToContent')}
      </a>
      <ShopHeader {...slots} />
      <LanguageOffer />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 outline-none sm:px-6 lg:px-8 lg:py-10">
        <LandingNotice />
        {children ?? <Outlet />}
      </main>
      <ShopFooter />
    </div>
  );
}
