import { messages, type Order } from '@store/contract';
import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/status-panels';
import { asApiProblem } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useUserOrdersQuery } from '../api/orders-api';
import { paymentMethodLabel } from '../components/delivery-address';
import { formatOrderDate } from '../components/order-date';
import { OrderLines } from '../components/order-lines';
import { OrderStatusBadge } from '../components/order-status-badge';
import { OrderTotals } from '../components/order-totals';

/** A customer's orders, newest first (DESIGN.md section 5), with status, date, lines and totals. */
export function OrderHistory({ userId }: { userId: string }) {
  const { data, isLoading, isError, error, isFetching, refetch } = useUserOrdersQuery(userId, {
    refetchOnMountOrArgChange: true,
  });

  let body;
  if (isLoading) body = <HistorySkeleton />;
  else if (isError)
    body = (
      <ErrorState
        title={asApiProblem(error, messages.FETCH_ORDERS_FAILED).message}
        description={t('orders.errorText')}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  else if (!data || data.length === 0)
    body = (
      <EmptyState
        icon={PackageOpen}
        title={t('orders.emptyTitle')}
        description={t('orders.emptyText')}
        actions={
          <Link to="/shop/listing" className={buttonClasses('primary', 'md')}>
            {t('orders.startShopping')}
          </Link>
        }
      />
    );
  else
    body = (
      <ol className="flex flex-col gap-4">
        {data.map((order) => (
          <li key={order._id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ol>
    );

  return (
    <section aria-labelledby="order-history" className="flex flex-col gap-4">
      <h2 id="order-history" className="text-xl font-semibold text-slate-900">
        {t('orders.title')}
      </h2>
      {body}
    </section>
  );
}

function OrderCard({ order }: { order: Order }) {
  const headingId = `order-${order._id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 px-5 py-4">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-base font-semibold text-slate-900 tabular-nums">
            {t('orders.number', { number: order.orderNumber })}
          </h3>
          <p className="text-sm text-slate-600">
            <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
            {' · '}
            {paymentMethodLabel(order.paymentMethod)}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <div className="grid gap-x-8 px-5 pb-5 md:grid-cols-[minmax(0,1fr)_18rem]">
        <OrderLines lines={order.items} compact />
        <OrderTotals
          className="mt-2 md:mt-4"
          subtotal={order.subtotal}
          deliveryFee={order.deliveryFee}
          vat={order.vat}
          totalPrice={order.totalPrice}
        />
      </div>
    </article>
  );
}

function HistorySkeleton() {
  return (
    <output className="flex flex-col gap-4" aria-label={t('orders.loading')}>
      {[0, 1].map((key) => (
        <div key={key} className="rounded-2xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="mt-2 h-4 w-32" />
          <div className="mt-5 flex gap-3">
            <Skeleton className="size-14 rounded-lg" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/4" />
            </div>
          </div>
        </div>
      ))}
    </output>
  );
}
