import { BadgePercent, CreditCard, Gift, Headset, Mail, Phone, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { storeConfig, telHref } from '../../../lib/store-config';

const PROMISES = [
  { icon: Gift, title: 'home.promise.firstDelivery', text: 'home.promise.firstDeliveryText' },
  { icon: Truck, title: 'home.promise.emirates', text: 'home.promise.emiratesText' },
  { icon: BadgePercent, title: 'home.promise.vat', text: 'home.promise.vatText' },
  { icon: CreditCard, title: 'home.promise.payment', text: 'home.promise.paymentText' },
] as const;

/** The home page's welcome, a way to reach the team, and the store's promises. */
export function HomeHero() {
  const { storeName, storePhone, storeEmail } = storeConfig;
  return (
    <div className="flex flex-col gap-6 lg:gap-8">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-8">
        <section className="relative overflow-hidden rounded-2xl bg-white px-6 py-10 shadow-sm ring-1 ring-slate-200 sm:px-10 sm:py-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -end-40 -top-40 size-[30rem] rounded-full bg-blue-100/60 blur-3xl"
          />
          <div className="relative max-w-2xl">
            <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t('home.eyebrow', { brand: storeName })}</p>
            <h1 className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-4xl xl:text-[2.75rem]">
              {t('home.title')}
            </h1>
            <p className="mt-4 max-w-xl text-base text-slate-600 sm:text-lg">{t('home.subtitle')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/shop/listing" className={buttonClasses('primary', 'lg')}>
                {t('home.shopAll')}
              </Link>
              <Link to="/shop/deals" className={buttonClasses('secondary', 'lg')}>
                {t('home.seeDeals')}
              </Link>
            </div>
          </div>
        </section>

        <aside
          aria-labelledby="help-heading"
          className="on-dark flex flex-col rounded-2xl bg-slate-900 px-6 py-8 text-slate-300 shadow-sm sm:px-8"
        >
          <span className="flex size-11 items-center justify-center rounded-xl bg-white/10">
            <Headset aria-hidden="true" className="size-6 text-accent-on-dark" />
          </span>
          <h2 id="help-heading" className="mt-5 text-xl font-semibold text-white">
            {t('home.help.title')}
          </h2>
          <p className="mt-2 text-sm leading-relaxed">{t('home.help.text')}</p>
          <div className="mt-6 flex flex-col gap-3 lg:mt-auto lg:pt-6">
            <a
              href={telHref(storePhone)}
              className="inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100"
            >
              <Phone aria-hidden="true" className="size-4" />
              <span dir="ltr">{storePhone}</span>
            </a>
            <a
              href={`mailto:${storeEmail}`}
              className="inline-flex h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold text-white ring-1 ring-white/25 hover:bg-white/10"
            >
              <Mail aria-hidden="true" className="size-4" />
              {storeEmail}
            </a>
          </div>
        </aside>
      </div>

      <section aria-labelledby="promises-heading">
        <h2 id="promises-heading" className="sr-only">
          {t('home.promisesHeading', { brand: storeName })}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PROMISES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="text-sm font-semibold text-slate-900">{t(title)}</p>
                <p className="mt-1 text-sm text-slate-600">{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
