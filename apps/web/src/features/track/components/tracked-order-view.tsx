import type { OrderStatus, PaymentMethod, TrackedOrder } from '@store/contract';
import type { ReactNode } from 'react';
import { OrderSummary } from '#web/components/order-summary';
import { TitledSection } from '#web/components/ui/titled-section';
import { emirateName } from '#web/lib/emirate-name';
import { t } from '#web/lib/i18n';
import { formatStoreDateTime } from '#web/lib/store-time';

/**
 * The order pieces the orders feature draws (lines, status badge and labels): the route module hands them in, since features do not import
 * features (docs/conventions.md#6-features-do-not-import-features).
 */
export interface OrderParts {
  lines: (order: TrackedOrder) => ReactNode;
  badge: (status: OrderStatus) => ReactNode;
  statusLabel: (status: OrderStatus) => string;
  paymentLabel: (method: PaymentMethod) => string;
  /** Its licence keys and its courier with the tracking link (docs/decisions/030). */
  delivery: (order: TrackedOrder) => ReactNode;
}

function historyText(change: TrackedOrder['history'][number], parts: OrderParts): string {
  if (change.from === null) return t('track.historyPlaced');
  if (change.actor === 'customer' && change.to === 'cancelled') return t('track.historyCancelledByYou');
  return t('track.historyByStore', { status: parts.statusLabel(change.to) });
}

/** The order as the tracking page shows it: status, lines, totals, the masked address and the history in store time. */
export function TrackedOrderView({ order, parts, children }: { order: TrackedOrder; parts: OrderParts; children?: ReactNode }) {
  const a = order.deliveryAddress;
  return (
    <article aria-labelledby="tracked-order" className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex-1">
          <h2 id="tracked-order" className="text-xl font-semibold whitespace-nowrap text-slate-900 tabular-nums">
            {order.orderNumber}
          </h2>
          <p className="text-sm text-slate-600">
            {t('track.greeting', { name: order.firstName })}{' '}
            <time dateTime={order.createdAt}>{t('track.placedOn', { date: formatStoreDateTime(order.createdAt) })}</time>
          </p>
        </div>
        {parts.badge(order.status)}
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <TitledSection
          headingId="tracked-items"
          title={t('track.items')}
          as="h3"
          className="rounded-2xl border border-slate-200 bg-white px-5 pb-5 shadow-sm"
          titleClassName="pt-4 text-base font-semibold text-slate-900"
        >
          {parts.lines(order)}
          <div className="mt-4 border-t border-slate-200 pt-4"><OrderSummary figures={order} /></div>
          {parts.delivery(order)}
        </TitledSection>

        <div className="flex flex-col gap-6">
          <TitledSection headingId="tracked-history" title={t('track.history')} as="h3" card="side">
            <ol className="mt-3 flex flex-col gap-3 border-s-2 border-slate-200 ps-4">
              {order.history.map((change) => (
                <li key={`${change.at}-${change.to}`} className="text-sm">
                  <span className="block font-medium text-slate-900">{historyText(change, parts)}</span>
                  <time dateTime={change.at} className="text-slate-600">
                    {formatStoreDateTime(change.at)}
                  </time>
                </li>
              ))}
            </ol>
          </TitledSection>

          <TitledSection headingId="tracked-address" title={t('track.deliverTo')} as="h3" card="side">
            <address className="mt-2 text-sm leading-relaxed text-slate-700 not-italic">
              {/* Each line isolated: what the customer typed (often Latin, here partly masked) keeps its order on an Arabic page. */}
              <span className="block">
                <bdi>{[a.apartment ? t('track.apartment', { value: a.apartment }) : null, a.building].filter(Boolean).join(', ')}</bdi>
              </span>
              <span className="block">
                <bdi>{a.street}</bdi>
              </span>
              <span className="block">
                <bdi>
                  {a.area}, {a.city}
                </bdi>
              </span>
              <span className="block">{emirateName(a.emirate)}</span>
            </address>
            <p className="mt-2 text-xs text-slate-500">{t('track.addressMasked')}</p>
            <h3 className="mt-4 text-base font-semibold text-slate-900">{t('track.payment')}</h3>
            <p className="mt-1 text-sm text-slate-700">{parts.paymentLabel(order.paymentMethod)}</p>
          </TitledSection>

          {children}
        </div>
      </div>
    </article>
  );
}
