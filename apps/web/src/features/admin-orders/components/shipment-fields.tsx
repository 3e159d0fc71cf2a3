import { COURIERS, messages, normaliseTrackingNumber, type CourierId, type Shipment } from '@store/contract';
import { InputField } from '#web/components/ui/input-field';
import { SelectField } from '#web/components/ui/select-field';
import { t } from '#web/lib/i18n';

// The courier and tracking number an admin may give when marking an order
// shipped (issue 13 item 8, docs/decisions/030); the buyer sees them with the
// courier's link.

export interface ShipmentDraft {
  courier: CourierId | '';
  trackingNumber: string;
}

export const EMPTY_SHIPMENT: ShipmentDraft = { courier: '', trackingNumber: '' };

/** The draft as the status call sends it, or the sentence that says what to fix. */
export function shipmentPayload(draft: ShipmentDraft): { ok: true; value: { courier?: CourierId; trackingNumber?: string } } | { ok: false; error: string; field: 'courier' | 'trackingNumber' } {
  const typed = draft.trackingNumber.trim();
  if (typed !== '' && normaliseTrackingNumber(typed) === null) return { ok: false, error: messages.TRACKING_NUMBER_INVALID, field: 'trackingNumber' };
  if (typed !== '' && draft.courier === '') return { ok: false, error: messages.TRACKING_NEEDS_COURIER, field: 'courier' };
  if (draft.courier === '') return { ok: true, value: {} };
  return { ok: true, value: { courier: draft.courier, ...(typed !== '' ? { trackingNumber: typed } : {}) } };
}

export function ShipmentFields({
  draft,
  onChange,
  errors,
}: {
  draft: ShipmentDraft;
  onChange: (draft: ShipmentDraft) => void;
  errors: Partial<Record<'courier' | 'trackingNumber', string>>;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{t('admin.orders.shipping')}</legend>
      <SelectField
        label={t('admin.orders.courier')}
        placeholder={t('admin.orders.chooseCourier')}
        value={draft.courier}
        error={errors.courier}
        onChange={(event) => onChange({ ...draft, courier: COURIERS.find((c) => c.id === event.target.value)?.id ?? '' })}
        options={COURIERS.map((courier) => ({ value: courier.id, label: courier.name }))}
      />
      <InputField
        label={t('admin.orders.trackingNumber')}
        hint={t('admin.orders.trackingHint')}
        value={draft.trackingNumber}
        error={errors.trackingNumber}
        maxLength={60}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        onChange={(event) => onChange({ ...draft, trackingNumber: event.target.value })}
      />
    </fieldset>
  );
}

/** The shipment an order was marked shipped with. */
export function ShipmentSummary({ shipment }: { shipment: Shipment }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2">
      <span className="font-medium">{shipment.courierName}</span>
      {shipment.trackingNumber ? (
        <span dir="ltr" className="font-mono">
          {shipment.trackingNumber}
        </span>
      ) : null}
      {shipment.trackingUrl ? (
        <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-accent underline">
          {t('admin.orders.trackingLink')}
        </a>
      ) : null}
    </p>
  );
}
