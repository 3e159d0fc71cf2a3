import { canCustomerCancel, messages, type Order } from '@store/contract';
import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { EmptyState, ErrorState } from '#web/components/ui/status-panels';
import { t } from '#web/lib/i18n';
import { paymentMethodLabel } from '../components/delivery-address';
import { InvoiceLinks } from '../components/invoice-links';
import { formatOrderDate } from '../components/order-date';
import { OrderDelivery } from '../components/order-delivery';
import { OrderLines } from '../components/order-lines';
import { OrderStatusBadge, orderStatusLabel } from '../components/order-status-badge';
import { OrderSummary } from '#web/components/order-summary';
import { TitledSection } from '#web/components/ui/titled-section';
import { localePath } from '#web/lib/language';
import { sentence } from '#web/lib/i18n/sentences';

export interface OrderHistoryProps {
  /** The customer's orders, newest first; null when they could not be had. */
  orders: Order[] | null;
  /** Why they could not be had (the server's message or the spec's fallback). */
  error: string | null;
  onRetry: () => void;
  retrying: boolean;
}

/** A customer's orders, newest first (docs/store-rules.md#order-statuses), with status, date, lines and totals. */
export function OrderHistory({ orders, error, onRetry, retrying }: OrderHistoryProps) {
  let body;
  if (orders === null)
    body = (
      <ErrorState
        title={error ?? sentence('FETCH_ORDERS_FAILED', messages.FETCH_ORDERS_FAILED)}
        description={t('orders.errorText')}
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  else if (orders.length === 0)
    body = (
      <EmptyState
        icon={PackageOpen}
        title={t('orders.emptyTitle')}
        description={t('orders.emptyText')}
        actions={
          <Link to={localePath('/shop/listing')} className={buttonClasses('primary', 'md')}>
            {t('orders.startShopping')}
          </Link>
        }
      />
    );
  else
    body = (
      <ol className="flex flex-col gap-4">
        {orders.map((order) => (
          <li key={order._id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ol>
    );

  return (
    <TitledSection headingId="order-history" title={t('orders.title')} className="flex flex-col gap-4" titleClassName="text-xl font-semibold text-slate-900">
      {body}
    </TitledSection>
  );
}

/** What the order's link offers: cancelling only while the customer may (pending, confirmed); tracking while it travels; else the order. */
function trackLinkOf(status: Order['status']) {
  if (canCustomerCancel(status)) return { label: 'orders.track', short: 'orders.trackShort' } as const;
  if (status === 'processing' || status === 'shipped') return { label: 'orders.trackOnly', short: 'orders.trackOnlyShort' } as const;
  return { label: 'orders.view', short: 'orders.viewShort' } as const;
}

function OrderCard({ order }: { order: Order }) {
  const headingId = `order-${order._id}`;
  const trackLink = trackLinkOf(order.status);
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 px-5 py-4">
        {/* The number never wraps ("FC-" / "000003"): the heading keeps its width and the rest of the row wraps instead. */}
        <div className="flex-1">
          <h3 id={headingId} className="text-base font-semibold whitespace-nowrap text-slate-900 tabular-nums">
            {t('orders.number', { number: order.orderNumber })}
          </h3>
          <p className="text-sm text-slate-600">
            <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
            {' · '}
            {paymentMethodLabel(order.paymentMethod)}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
        {/* The tracking page opens the customer's own order by its id: their session authorises it (docs/decisions/021). */}
        <Link
          to={localePath(`/shop/track?order=${encodeURIComponent(order._id)}`)}
          aria-label={t(trackLink.label, { number: order.orderNumber })}
          className={buttonClasses('secondary', 'sm')}
        >
          {t(trackLink.short)}
        </Link>
        <InvoiceLinks order={order} />
      </header>
      <div className="grid gap-x-8 px-5 pb-5 md:grid-cols-[minmax(0,1fr)_18rem]">
        <OrderLines lines={order.items} compact />
        <OrderSummary className="mt-2 md:mt-4" figures={order} />
      </div>
      <OrderDelivery order={order} className="border-t border-slate-200 px-5 py-4" />
      <StatusHistory order={order} />
    </article>
  );
}

function historyText(change: Order['history'][number]): string {
  if (change.from === null) return t('orders.historyPlaced');
  if (change.actor === 'customer') return t('orders.historyCancelledByYou');
  return t('orders.historyByStore', { status: orderStatusLabel(change.to) });
}

/**
 * Each step of the order with when it happened. A change made after the
 * placement is the store's: a customer never sees which staff member made it
 * (issue 15 item 8; the API leaves their id and name out too).
 */
function StatusHistory({ order }: { order: Order }) {
  if (order.history.length < 2) return null;
  return (
    <ol
      aria-label={t('orders.history', { number: order.orderNumber })}
      className="flex flex-col gap-1 border-t border-slate-200 px-5 py-3 text-xs text-slate-600"
    >
      {order.history.map((change) => (
        <li key={`${change.at}-${change.to}`}>
          {historyText(change)}
          {' · '}
          <time dateTime={change.at}>{formatOrderDate(change.at)}</time>
        </li>
      ))}
    </ol>
  );
}
