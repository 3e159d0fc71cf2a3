import type { Order } from '@store/contract';
import { CircleCheck, PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { PageHeading } from '#web/components/ui/page-heading';
import { EmptyState } from '#web/components/ui/status-panels';
import { formatOrderDate } from '../components/order-date';
import { DeliveryAddressBlock, paymentMethodLabel } from '../components/delivery-address';
import { OrderLines } from '../components/order-lines';
import { OrderSummary } from '#web/components/order-summary';
import { TitledSection } from '#web/components/ui/titled-section';
import { t } from '#web/lib/i18n';
import { localePath } from '#web/lib/language';

/** After Place Order: the order number, its lines, address, payment and totals (docs/store-rules.md#checkout). */
export function OrderConfirmation({ order }: { order: Order | null }) {
  if (!order) {
    return (
      <div className="flex flex-col gap-8">
        <PageHeading title={t('page.orderConfirmation.title')} />
        <EmptyState
          icon={PackageSearch}
          titleAs="h2"
          title={t('confirmation.missingTitle')}
          description={t('confirmation.missingText')}
          actions={
            <Link to={localePath('/shop/home')} className={buttonClasses('primary', 'md')}>
              {t('common.backHome')}
            </Link>
          }
        />
      </div>
    );
  }

  const isCustomer = order.type === 'registered';
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col items-center rounded-2xl border border-green-200 bg-green-50 px-6 py-8 text-center">
        <CircleCheck aria-hidden="true" className="size-12 text-go" />
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('confirmation.title')}</h1>
        <p className="mt-2 max-w-xl text-slate-700">{t('confirmation.text', { email: order.email })}</p>
        <p className="mt-5 text-sm text-slate-600">{t('confirmation.orderNumber')}</p>
        <p className="text-2xl font-bold tracking-wide whitespace-nowrap text-slate-900 tabular-nums" data-testid="order-number">
          {order.orderNumber}
        </p>
        <p className="mt-1 text-sm text-slate-600">{t('confirmation.placedOn', { date: formatOrderDate(order.createdAt) })}</p>
      </header>

      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_20rem]">
        <TitledSection headingId="confirmation-items" title={t('confirmation.items')} card="main">
          <OrderLines lines={order.items} />
          <OrderSummary className="border-t border-slate-200 pt-4" figures={order} />
        </TitledSection>
        <div className="flex flex-col gap-6">
          <TitledSection headingId="confirmation-address" title={t('confirmation.deliverTo')} card="side">
            <div className="mt-2">
              <DeliveryAddressBlock address={order.deliveryAddress} name={order.name} />
            </div>
          </TitledSection>
          <TitledSection headingId="confirmation-payment" title={t('confirmation.payment')} card="side">
            <p className="mt-2 text-sm text-slate-700">{paymentMethodLabel(order.paymentMethod)}</p>
            <p className="mt-1 text-xs text-slate-500">{t('confirmation.paymentHint')}</p>
          </TitledSection>
        </div>
      </div>

      <div className="flex flex-col-reverse justify-center gap-3 sm:flex-row">
        <Link to={localePath('/shop/listing')} className={buttonClasses('secondary', 'lg')}>
          {t('confirmation.continue')}
        </Link>
        {isCustomer ? (
          <Link to={localePath('/shop/account')} className={buttonClasses('primary', 'lg')}>
            {t('confirmation.viewOrders')}
          </Link>
        ) : (
          // A guest finds the order again by its number and e-mail (or the e-mail's link).
          <Link to={localePath('/shop/track')} className={buttonClasses('primary', 'lg')}>
            {t('confirmation.trackOrder')}
          </Link>
        )}
      </div>
    </div>
  );
}
