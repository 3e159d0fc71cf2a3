import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { t, type MessageKey } from '#web/lib/i18n';
import { storeConfig, telHref } from '#web/lib/store-config';
import { Logo } from '../ui/logo';
import { localePath } from '#web/lib/language';

// Read once when the module loads: rendering stays pure.
const COPYRIGHT_YEAR = String(new Date().getFullYear());

const SHOP_LINKS: ReadonlyArray<{ to: string; key: MessageKey }> = [
  { to: '/shop/new', key: 'nav.new' },
  { to: '/shop/listing', key: 'nav.products' },
  { to: '/shop/deals', key: 'nav.deals' },
  { to: '/shop/search', key: 'nav.search' },
];

// The store's policies (issue 13 item 10): one short word each, as every page carries them.
const POLICIES = ['delivery', 'returns', 'privacy', 'terms'] as const;

const HELP_LINKS: ReadonlyArray<{ to: string; key: MessageKey }> = [
  { to: '/shop/about', key: 'nav.about' },
  { to: '/shop/account', key: 'footer.account' },
  { to: '/shop/wishlist', key: 'footer.wishlist' },
  { to: '/shop/order', key: 'footer.checkout' },
];

function LinkList({ title, links }: { title: string; links: ReadonlyArray<{ to: string; key: MessageKey }> }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 flex flex-col gap-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={localePath(link.to)} className="rounded text-slate-300 hover:text-white">
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Store information, links and contact details at the foot of every shop page. */
export function ShopFooter() {
  const { storeName, storePhone, storeEmail } = storeConfig;
  return (
    <footer className="on-dark mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <Logo />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-400">{t('footer.about', { brand: storeName })}</p>
        </div>
        <LinkList title={t('footer.shop')} links={SHOP_LINKS} />
        <LinkList title={t('footer.help')} links={HELP_LINKS} />
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold text-white">{t('footer.contact')}</h2>
          <ul className="mt-4 flex flex-col gap-3 text-sm">
            <li>
              <a href={telHref(storePhone)} className="inline-flex items-center gap-2 rounded hover:text-white">
                <Phone aria-hidden="true" className="size-4 text-slate-400" />
                <span dir="ltr">{storePhone}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${storeEmail}`} className="inline-flex items-center gap-2 rounded hover:text-white">
                <Mail aria-hidden="true" className="size-4 text-slate-400" />
                {storeEmail}
              </a>
            </li>
            <li className="inline-flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 text-slate-400" />
              {t('footer.delivery')}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-slate-400 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>{t('footer.copyright', { year: COPYRIGHT_YEAR, brand: storeName })}</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {POLICIES.map((p) => (
              <li key={p}>
                <Link to={localePath(`/shop/policies/${p}`)} className="rounded hover:text-white">
                  {t(`legal.${p}`)}
                </Link>
              </li>
            ))}
          </ul>
          <p>{t('footer.prices')}</p>
        </div>
      </div>
    </footer>
  );
}
