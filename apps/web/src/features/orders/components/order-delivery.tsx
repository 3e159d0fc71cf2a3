import type { OrderLicenceKey, Shipment } from '@store/contract';
import { KeyRound, Truck, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '#web/lib/cn';
import { t, type MessageKey } from '#web/lib/i18n';
import { TitledSection } from '#web/components/ui/titled-section';

// An order's delivery as its buyer sees it (issue 13 item 8, docs/decisions/030):
// the licence keys of its units and the courier with its tracking link. The
// API sends the keys only to the buyer (their account, a valid tracking link
// or lookup), so this shows whatever it is given.

export interface OrderDeliveryView {
  shipment?: Shipment | null | undefined;
  licenceKeys?: OrderLicenceKey[] | undefined;
}

function courierLabel(shipment: Shipment): string {
  const key = `delivery.courier.${shipment.courier}`;
  const label = t(key as MessageKey);
  return label === key ? shipment.courierName : label;
}

/** Numbers the keys per product: "Licence key 2 for Office 2024". */
function numbered(keys: OrderLicenceKey[]) {
  const seen = new Map<string, number>();
  return keys.map((entry) => {
    const n = (seen.get(entry.title) ?? 0) + 1;
    seen.set(entry.title, n);
    return { ...entry, n };
  });
}

/** One part of the delivery (the keys, the courier): an h3 with its icon over its content. */
function DeliveryPart({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <TitledSection
      as="h3"
      title={
        <>
          <Icon aria-hidden="true" className="size-4 text-slate-600" />
          {title}
        </>
      }
      className="flex flex-col gap-2"
      titleClassName="flex items-center gap-2 text-base font-semibold text-slate-900"
    >
      {children}
    </TitledSection>
  );
}

function LicenceKeys({ keys }: { keys: OrderLicenceKey[] }) {
  const [copied, setCopied] = useState<number | null>(null);
  const copy = (key: string, index: number) => {
    void navigator.clipboard?.writeText(key).then(() => setCopied(index));
  };
  return (
    <DeliveryPart icon={KeyRound} title={t('delivery.keysTitle')}>
      <p className="text-sm text-slate-600">{t('delivery.keysHint')}</p>
      <ul className="flex flex-col gap-2">
        {numbered(keys).map((entry, index) => (
          <li key={`${entry.title}-${entry.n}`} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
            <p className="text-xs text-slate-600">{t('delivery.keyLabel', { n: entry.n, title: entry.title })}</p>
            <div className="flex items-center gap-2">
              <code dir="ltr" className="min-w-0 flex-1 font-mono text-sm font-semibold break-all text-slate-900">
                {entry.key}
              </code>
              <button
                type="button"
                onClick={() => copy(entry.key, index)}
                aria-label={t('delivery.copyKey', { n: entry.n, title: entry.title })}
                className="inline-flex h-9 shrink-0 items-center gap-1 rounded-md border border-slate-300 bg-white px-2.5 text-xs font-medium text-slate-800 hover:bg-slate-100"
              >
                {copied === index ? t('delivery.copied') : t('delivery.copy')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </DeliveryPart>
  );
}

function ShipmentInfo({ shipment }: { shipment: Shipment }) {
  const courier = courierLabel(shipment);
  return (
    <DeliveryPart icon={Truck} title={t('delivery.shipmentTitle')}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('delivery.courier')}</dt>
        <dd className="font-medium text-slate-900">{courier}</dd>
        {shipment.trackingNumber ? (
          <>
            <dt className="text-slate-600">{t('delivery.trackingNumber')}</dt>
            <dd className="font-mono font-medium text-slate-900">
              <bdi dir="ltr">{shipment.trackingNumber}</bdi>
            </dd>
          </>
        ) : null}
      </dl>
      {shipment.trackingUrl ? (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          // The visible words first, then that it leaves the store (WCAG "label in name").
          aria-label={`${t('delivery.trackParcel', { courier })} ${t('delivery.opensNewTab')}`}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-accent underline underline-offset-2 hover:no-underline"
        >
          {t('delivery.trackParcel', { courier })}
          <span aria-hidden="true">↗</span>
        </a>
      ) : null}
    </DeliveryPart>
  );
}

/** The keys and the parcel of an order; nothing when it has neither. */
export function OrderDelivery({ order, className }: { order: OrderDeliveryView; className?: string }) {
  const keys = order.licenceKeys ?? [];
  const shipment = order.shipment ?? null;
  if (keys.length === 0 && !shipment) return null;
  return (
    <div className={cn('flex flex-col gap-5', className)}>
      {keys.length > 0 ? <LicenceKeys keys={keys} /> : null}
      {shipment ? <ShipmentInfo shipment={shipment} /> : null}
    </div>
  );
}
