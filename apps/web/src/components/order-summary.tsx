// The figures of an order, drawn one way wherever an order or its preview
// shows: checkout, confirmation, account history, tracking and the admin's
// order dialog (shared, so no feature imports another; docs/decisions/044).
import { VAT_RATE_PERCENT, type Order } from '@store/contract';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { formatPrice, t } from '../lib/i18n';

/** What the summary shows: an order's (or the tracking page's, or the checkout preview's) figures in AED. */
export type OrderFigures = Pick<Order, 'subtotal' | 'deliveryFee' | 'codFee' | 'discount' | 'couponCode' | 'vat' | 'totalPrice'>;

export interface OrderSummaryProps {
  figures: OrderFigures;
  /** Under the delivery line: why it is free, or how to make it free. */
  deliveryNote?: ReactNode;
  className?: string;
}

const aed = (value: number) => formatPrice(value);

/**
 * Subtotal, the coupon's discount with its code (docs/decisions/033), delivery
 * ('Free' at 0), the cash-on-delivery fee (docs/decisions/029), the total and
 * the VAT the prices include. The discount and fee lines show when above 0.
 */
export function OrderSummary({ figures, deliveryNote, className }: OrderSummaryProps) {
  const { subtotal, deliveryFee, codFee, discount, couponCode, vat, totalPrice } = figures;
  return (
    <dl className={cn('flex flex-col gap-2.5 text-sm', className)}>
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">{t('totals.subtotal')}</dt>
        <dd className="font-medium text-slate-900 tabular-nums">{aed(subtotal)}</dd>
      </div>
      {discount > 0 ? (
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('totals.discount', { code: couponCode ?? '' })}</dt>
          <dd className="font-medium text-go tabular-nums">
            <bdi dir="ltr">−{aed(discount)}</bdi>
          </dd>
        </div>
      ) : null}
      {/* One dt/dd group (a list may hold only those): the note is a second dd, on a line of its own. */}
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
        <dt className="text-slate-600">{t('totals.delivery')}</dt>
        <dd className={cn('font-medium tabular-nums', deliveryFee === 0 ? 'text-go' : 'text-slate-900')}>
          {deliveryFee === 0 ? t('totals.free') : aed(deliveryFee)}
        </dd>
        {deliveryNote ? <dd className="basis-full text-xs text-slate-600">{deliveryNote}</dd> : null}
      </div>
      {codFee > 0 ? (
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('totals.codFee')}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{aed(codFee)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-3">
        <dt className="text-base font-semibold text-slate-900">{t('totals.total')}</dt>
        <dd className="text-xl font-bold text-slate-900 tabular-nums">{aed(totalPrice)}</dd>
      </div>
      <div className="flex justify-between gap-4 text-xs text-slate-500">
        <dt>{t('totals.vatIncluded', { rate: VAT_RATE_PERCENT })}</dt>
        <dd className="tabular-nums">{aed(vat)}</dd>
      </div>
    </dl>
  );
}
