import { BadgePercent, CreditCard, Gift, Truck } from 'lucide-react';
import { t } from '#web/lib/i18n';
import { storeConfig } from '#web/lib/store-config';

const PROMISES = [
  { icon: Gift, title: 'home.promise.firstDelivery', text: 'home.promise.firstDeliveryText' },
  { icon: Truck, title: 'home.promise.emirates', text: 'home.promise.emiratesText' },
  { icon: BadgePercent, title: 'home.promise.vat', text: 'home.promise.vatText' },
  { icon: CreditCard, title: 'home.promise.payment', text: 'home.promise.paymentText' },
] as const;

/** What every order comes with: free first delivery, all emirates, VAT included, pay on delivery. */
export function HomePromises() {
  return (
    <section aria-labelledby="promises-heading">
      <h2 id="promises-heading" className="sr-only">
        {t('home.promisesHeading', { brand: storeConfig.storeName })}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:gap-3 sm:p-5">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="text-sm font-semibold text-slate-900">{t(title)}</p>
              <p className="mt-1 text-xs text-slate-600 sm:text-sm">{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
