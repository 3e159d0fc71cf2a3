import { EMIRATES, VAT_RATE_PERCENT, type ShopDelivery } from '@store/contract';
import { BadgePercent, CreditCard, Mail, MapPin, Phone, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DeliveryFeeTable } from '#web/components/delivery-fee-table';
import { buttonClasses } from '#web/components/ui/button';
import { PageHeading } from '#web/components/ui/page-heading';
import { deliveryCharges, feesDiffer } from '#web/lib/delivery-charges';
import { t } from '#web/lib/i18n';
import { emirateName } from '#web/lib/emirate-name';
import { storeConfig, telHref } from '#web/lib/store-config';
import { localePath } from '#web/lib/language';

function InfoCard({ icon: Icon, title, children }: { icon: typeof Truck; title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      </div>
      <div className="mt-4 text-base leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/** /shop/about: who the store is, where it delivers (what it costs, from the settings), how to pay and how to reach it. */
export function AboutContent({ delivery }: { delivery: ShopDelivery | null }) {
  const { storeName, storePhone, storeEmail } = storeConfig;
  return (
    <div className="flex flex-col gap-8">
      <PageHeading title={t('page.about.title')} description={t('about.intro', { brand: storeName })} />

      <div className="grid gap-6 lg:grid-cols-2">
        <InfoCard icon={Truck} title={t('about.delivery.title')}>
          <p>{t('about.delivery.text', { charges: deliveryCharges(delivery) })}</p>
          {delivery && feesDiffer(delivery) ? (
            <div className="mt-4">
              <DeliveryFeeTable delivery={delivery} />
            </div>
          ) : (
            <ul aria-label={t('about.delivery.emirates')} className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
              {EMIRATES.map((emirate) => (
                <li key={emirate} className="flex items-center gap-2 text-sm font-medium text-slate-800">
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-accent" />
                  {emirateName(emirate)}
                </li>
              ))}
            </ul>
          )}
        </InfoCard>

        <InfoCard icon={CreditCard} title={t('about.payment.title')}>
          <p>{t('about.payment.text')}</p>
          <p className="mt-3 flex items-start gap-2 text-sm text-slate-600">
            <BadgePercent aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
            {t('about.payment.vat', { rate: VAT_RATE_PERCENT })}
          </p>
        </InfoCard>
      </div>

      <section
        aria-labelledby="about-contact"
        className="on-dark flex flex-col gap-6 rounded-2xl bg-slate-900 px-6 py-8 text-slate-300 sm:px-10 md:flex-row md:items-center md:justify-between"
      >
        <div>
          <h2 id="about-contact" className="text-xl font-semibold text-white">
            {t('about.contact.title')}
          </h2>
          <p className="mt-1.5 max-w-xl text-sm leading-relaxed">{t('about.contact.text')}</p>
        </div>
        <ul className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <li>
            <a
              href={telHref(storePhone)}
              className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100"
            >
              <Phone aria-hidden="true" className="size-4" />
              <span dir="ltr">{storePhone}</span>
            </a>
          </li>
          <li>
            <a
              href={`mailto:${storeEmail}`}
              className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold text-white ring-1 ring-white/25 hover:bg-white/10"
            >
              <Mail aria-hidden="true" className="size-4" />
              {storeEmail}
            </a>
          </li>
        </ul>
      </section>

      <div>
        <Link to={localePath('/shop/listing')} className={buttonClasses('primary', 'lg')}>
          {t('home.shopAll')}
        </Link>
      </div>
    </div>
  );
}
