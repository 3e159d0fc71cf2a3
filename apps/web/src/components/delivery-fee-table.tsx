import type { ShopDelivery } from '@store/contract';
import { emirateName } from '#web/lib/emirate-name';
import { formatPrice, t } from '#web/lib/i18n';

/** Each emirate's delivery fee (the about page and the delivery policy, when the fees differ between emirates). */
export function DeliveryFeeTable({ delivery }: { delivery: ShopDelivery }) {
  return (
    <table className="w-full max-w-md text-sm">
      <caption className="mb-2 text-start font-semibold text-slate-900">{t('deliveryCharges.table')}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('deliveryCharges.emirate')}</th>
          <th scope="col">{t('deliveryCharges.fee')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 border-y border-slate-200">
        {delivery.fees.map(({ emirate, fee }) => (
          <tr key={emirate}>
            <th scope="row" className="py-2 text-start font-medium text-slate-800">
              {emirateName(emirate)}
            </th>
            <td className="py-2 text-end tabular-nums text-slate-700">{fee === 0 ? t('deliveryCharges.freeFee') : formatPrice(fee)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
