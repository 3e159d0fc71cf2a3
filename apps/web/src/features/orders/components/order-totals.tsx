import { VAT_RATE_PERCENT } from '@store/contract';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { formatPrice, t } from '../../../lib/i18n';
import '../../../lib/i18n/en-coupon';
import '../../../lib/i18n/en-orders';
import '../../../lib/i18n/en-payment';

export interface OrderTotalsProps {
  subtotal: number;
  deliveryFee: number;
  /** Cash on delivery's fee (COD_FEE_AED): a line of its own when above 0. */
  codFee?: number | undefined;
  /** A coupon's discount (docs/decisions/033): a line of its own, with its code, when above 0. */
  discount?: number | undefined;
  couponCode?: string | null | undefined;
  vat: number;
  totalPrice: number;
  /** Under the delivery line: why it is free, or how to make it free. */
  deliveryNote?: ReactNode;
  className?: string;
}

const aed = (value: number) => formatPrice(value);

/** Subtotal, delivery ('Free' at 0), the cash-on-delivery fee when there is one, the VAT the prices include, and the total (DESIGN.md section 5). */
export function OrderTotals({ subtotal, deliveryFee, codFee = 0, discount = 0, couponCode = null, vat, totalPrice, deliveryNote, className }: OrderTotalsProps) {
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
