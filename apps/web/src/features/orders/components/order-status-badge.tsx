import type { OrderStatus } from '@store/contract';
import { cn } from '#web/lib/cn';
import { t, type MessageKey } from '#web/lib/i18n';

const STYLES: Record<OrderStatus, { label: MessageKey; classes: string }> = {
  pending: { label: 'orderStatus.pending', classes: 'bg-amber-50 text-amber-800 ring-amber-200' },
  confirmed: { label: 'orderStatus.confirmed', classes: 'bg-blue-50 text-blue-800 ring-blue-200' },
  processing: { label: 'orderStatus.processing', classes: 'bg-indigo-50 text-indigo-800 ring-indigo-200' },
  shipped: { label: 'orderStatus.shipped', classes: 'bg-sky-50 text-sky-800 ring-sky-200' },
  delivered: { label: 'orderStatus.delivered', classes: 'bg-green-50 text-green-800 ring-green-200' },
  cancelled: { label: 'orderStatus.cancelled', classes: 'bg-slate-100 text-slate-700 ring-slate-300' },
};

/** An order's status in words ("Confirmed"). */
export function orderStatusLabel(status: OrderStatus): string {
  return t(STYLES[status].label);
}

/** An order's status in words, with a quiet colour per step (docs/store-rules.md#order-statuses). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, classes } = STYLES[status];
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', classes)}>
      {t(label)}
    </span>
  );
}
