import type { PaymentMethod } from '@store/contract';
import { emirateName } from '#web/lib/emirate-name';
import { t } from '#web/lib/i18n';

export interface AddressView {
  emirate: string;
  city: string;
  area: string;
  street: string;
  building: string;
  apartment?: string;
  landmark?: string;
  phone?: string;
}

/** A delivery address as a courier reads it, from the flat up to the emirate. */
export function DeliveryAddressBlock({ address, name }: { address: AddressView; name?: string }) {
  const first = [address.apartment ? t('address.apartment', { value: address.apartment }) : null, address.building]
    .filter(Boolean)
    .join(', ');
  return (
    <address className="text-sm leading-relaxed text-slate-700 not-italic">
      {/* Each line isolated: what the customer typed (often Latin) keeps its order on an Arabic page. */}
      {name ? (
        <span className="block font-medium text-slate-900">
          <bdi>{name}</bdi>
        </span>
      ) : null}
      <span className="block">
        <bdi>{first}</bdi>
      </span>
      <span className="block">
        <bdi>{address.street}</bdi>
      </span>
      <span className="block">
        <bdi>{t('address.areaCity', { area: address.area, city: address.city })}</bdi>
      </span>
      <span className="block">{emirateName(address.emirate)}</span>
      {address.landmark ? <span className="block text-slate-600">{t('address.landmark', { value: address.landmark })}</span> : null}
      {address.phone ? (
        <span className="block text-slate-600">
          <bdi dir="ltr">{address.phone}</bdi>
        </span>
      ) : null}
    </address>
  );
}

export function paymentMethodLabel(method: PaymentMethod): string {
  return method === 'card_on_delivery' ? t('payment.card') : t('payment.cash');
}
