import { allowedNextStatuses, formatAed, messages, orderDocumentPath, type Order, type OrderStatus } from '@store/contract';
import { FileText, LoaderCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { OrderSummary } from '#web/components/order-summary';
import { Alert } from '#web/components/ui/alert';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { SelectField } from '#web/components/ui/select-field';
import { useToast } from '#web/components/ui/toast/use-toast';
import { toProblem } from '#web/lib/api-client';
import { sentence, t } from '#web/lib/i18n';
import { formatStoreDateTime } from '#web/lib/store-time';
import { useRevokeTrackLinksMutation, useUpdateOrderStatusMutation } from '../api/orders-admin-api';
import { EMPTY_SHIPMENT, ShipmentFields, ShipmentSummary, shipmentPayload, type ShipmentDraft } from './shipment-fields';

/**
 * Who made a status change: the order's own customer (or guest) placing it,
 * an admin by name, or an admin account deleted since (its id is gone then).
 */
function changedBy(change: Order['history'][number]): string {
  if (change.actor === 'customer') return t('admin.orders.historyByCustomer');
  return change.byName ? t('admin.orders.historyBy', { name: change.byName }) : t('admin.orders.historyByRemoved');
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-1.5">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <div className="text-sm text-slate-800">{children}</div>
    </section>
  );
}

/** The order's invoice and credit note as PDF (issue 13 item 5): the admin's session authorises the links. */
function DocumentLinks({ order }: { order: Order }) {
  if (!order.invoiceNumber) return <p className="text-slate-600">{t('admin.orders.noInvoice')}</p>;
  const links = [
    { href: orderDocumentPath(order._id, 'invoice'), text: t('admin.orders.invoice', { number: order.invoiceNumber }) },
    ...(order.creditNoteNumber
      ? [{ href: orderDocumentPath(order._id, 'credit-note'), text: t('admin.orders.creditNote', { number: order.creditNoteNumber }) }]
      : []),
  ];
  return (
    <div className="flex flex-wrap gap-2">
      {links.map((link) => (
        <a key={link.href} href={link.href} download className={buttonClasses('secondary', 'sm')}>
          <FileText aria-hidden="true" className="size-4" />
          {link.text}
        </a>
      ))}
    </div>
  );
}

/** One order in full, its next-status select (only the contract's allowed steps) and its delete. */
export function OrderDetailsDialog({ order, onClose, onDelete }: { order: Order; onClose: () => void; onDelete: (order: Order) => void }) {
  const toast = useToast();
  const update = useUpdateOrderStatusMutation();
  const saving = update.isPending;
  const [current, setCurrent] = useState(order);
  const [next, setNext] = useState<OrderStatus | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [shipment, setShipment] = useState<ShipmentDraft>(EMPTY_SHIPMENT);
  const [shipmentErrors, setShipmentErrors] = useState<Partial<Record<keyof ShipmentDraft, string>>>({});
  const allowed = allowedNextStatuses(current.status);
  const revoke = useRevokeTrackLinksMutation();
  const revokeLinks = async () => {
    try {
      toast({ tone: 'success', title: (await revoke.mutateAsync(current)).message });
    } catch (failure) {
      toast({ tone: 'error', title: toProblem(failure, messages.REVOKE_TRACK_LINKS_FAILED).message });
    }
  };
  const address = current.deliveryAddress;

  const applyStatus = async () => {
    if (next === '') return;
    setError(null);
    setShipmentErrors({});
    const extra = next === 'shipped' ? shipmentPayload(shipment) : { ok: true as const, value: {} };
    if (!extra.ok) {
      setShipmentErrors({ [extra.field]: extra.error });
      return;
    }
    try {
      const result = await update.mutateAsync({ order: current, newStatus: next, ...extra.value });
      setCurrent(result.order);
      setNext('');
      setShipment(EMPTY_SHIPMENT);
      toast({ tone: 'success', title: result.message ?? sentence('ORDER_STATUS_UPDATED', messages.ORDER_STATUS_UPDATED, { status: next }) });
    } catch (failure) {
      setError(toProblem(failure, messages.UPDATE_ORDER_STATUS_FAILED).message);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.orders.detailsTitle', { number: current.orderNumber })}
      description={`${formatStoreDateTime(current.createdAt)} · ${t(`orderStatus.${current.status}`)}`}
      className="sm:max-w-2xl"
    >
      <div className="flex flex-col gap-5">
        <Block title={t('admin.orders.items')}>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {current.items.map((item) => (
              <li key={item.productId} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="min-w-0">
                  <span className="block truncate font-medium">{item.title}</span>
                  <span className="block text-xs text-slate-500">
                    {t('order.lineQuantity', { quantity: item.quantity, price: formatAed(item.price) })}
                  </span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums">{formatAed(item.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <OrderSummary className="mt-3" figures={current} />
        </Block>
        <div className="grid gap-5 sm:grid-cols-3">
          <Block title={t('admin.orders.customer')}>
            <p className="font-medium">{current.name}</p>
            <p className="[overflow-wrap:anywhere]">{current.email}</p>
            <p dir="ltr" className="text-start">
              {current.phone}
            </p>
            <p className="text-xs text-slate-500">{t(`admin.orders.type.${current.type}`)}</p>
            {current.companyName ? <p className="mt-1 font-medium">{current.companyName}</p> : null}
            {current.companyTrn ? <p className="tabular-nums">{t('admin.orders.companyTrn', { trn: current.companyTrn })}</p> : null}
          </Block>
          <Block title={t('admin.orders.address')}>
            <p>
              {address.building}, {address.street}
            </p>
            {address.apartment ? <p>{t('address.apartment', { value: address.apartment })}</p> : null}
            <p>{t('address.areaCity', { area: address.area, city: address.city })}</p>
            <p>{address.emirate}</p>
            {address.landmark ? <p className="text-xs text-slate-500">{t('address.landmark', { value: address.landmark })}</p> : null}
          </Block>
          <Block title={t('admin.orders.payment')}>
            <p>{t(current.paymentMethod === 'cash_on_delivery' ? 'payment.cash' : 'payment.card')}</p>
          </Block>
          {current.shipment ? (
            <Block title={t('admin.orders.shipping')}>
              <ShipmentSummary shipment={current.shipment} />
            </Block>
          ) : null}
        </div>
        <Block title={t('admin.orders.history')}>
          <ol className="flex flex-col gap-1">
            {current.history.map((change) => (
              <li key={`${change.at}-${change.to}`} className="flex flex-wrap gap-x-2">
                <span className="font-medium">
                  {change.from ? `${t(`orderStatus.${change.from}`)} → ` : ''}
                  {t(`orderStatus.${change.to}`)}
                </span>
                <span className="text-slate-500">
                  {changedBy(change)} ·{' '}
                  {formatStoreDateTime(change.at)}
                </span>
              </li>
            ))}
          </ol>
        </Block>
        <Block title={t('admin.orders.documents')}>
          <DocumentLinks order={current} />
        </Block>
        <section aria-label={t('admin.orders.statusSection')} className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3">
          {error ? <Alert tone="error">{error}</Alert> : null}
          {allowed.length === 0 ? (
            <p className="text-sm text-slate-600">{t('admin.orders.finalStatus', { status: t(`orderStatus.${current.status}`) })}</p>
          ) : (
            <div className="flex flex-wrap items-end gap-2">
              <SelectField
                label={t('admin.orders.changeStatus')}
                className="min-w-48 flex-1"
                placeholder={t('admin.orders.chooseStatus')}
                value={next}
                onChange={(event) => setNext(allowed.find((status) => status === event.target.value) ?? '')}
                options={allowed.map((status) => ({ value: status, label: t(`orderStatus.${status}`) }))}
              />
              {/* Marking it shipped: the courier and number come before the button that sends them. */}
              {next === 'shipped' ? (
                <div className="basis-full">
                  <ShipmentFields draft={shipment} onChange={setShipment} errors={shipmentErrors} />
                </div>
              ) : null}
              <Button onClick={() => void applyStatus()} disabled={next === '' || saving} className="h-11">
                {saving ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
                {t('admin.orders.applyStatus')}
              </Button>
            </div>
          )}
        </section>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => void revokeLinks()} disabled={revoke.isPending}>
            {t('admin.orders.revokeLinks')}
          </Button>
          {current.invoiceNumber ? null : (
            <Button variant="secondary" className="text-danger" onClick={() => onDelete(current)}>
              {t('admin.orders.deleteOrder')}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
