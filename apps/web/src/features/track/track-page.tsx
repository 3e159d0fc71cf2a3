import type { TrackedOrder, TrackResponse } from '@store/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { Button, buttonClasses } from '#web/components/ui/button';
import { t } from '#web/lib/i18n';
import { CancelOrderForm, type CancelAuthority } from './components/cancel-order-form';
import { TrackForm } from './components/track-form';
import { TrackedDocuments } from './components/tracked-documents';
import { TrackedOrderView, type OrderParts } from './components/tracked-order-view';
import '#web/lib/i18n/en-track';
import { localePath } from '#web/lib/language';

/** What the loader found: an order (by its link or as the signed-in owner's), or the form, maybe with why. */
export interface TrackStart {
  order: TrackedOrder | null;
  /** The guest's token (from the link or a lookup); null for the signed-in owner. */
  token: string | null;
  /** The page shows one of the signed-in customer's orders: "Back to my orders". */
  owner: boolean;
  /** Why the link showed nothing (TRACK_LINK_INVALID), shown above the form. */
  error: string | null;
}

interface Shown {
  order: TrackedOrder;
  authority: CancelAuthority;
  notice: string | null;
}

function fromStart(start: TrackStart): Shown | null {
  if (!start.order) return null;
  const authority: CancelAuthority = start.token ? { token: start.token } : { orderId: start.order._id };
  return { order: start.order, authority, notice: null };
}

/** /shop/track: the lookup form, then the order with its cancellation while it is still allowed. */
export function TrackPage({ start, parts, storePhone }: { start: TrackStart; parts: OrderParts; storePhone: string }) {
  const [shown, setShown] = useState<Shown | null>(() => fromStart(start));

  const onFound = (found: TrackResponse) =>
    setShown({ order: found.order, authority: found.token ? { token: found.token } : { orderId: found.order._id }, notice: null });

  if (!shown) return <TrackForm onFound={onFound} initialError={start.error} />;

  const { order, authority, notice } = shown;
  return (
    <div className="flex flex-col gap-6">
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <TrackedOrderView order={order} parts={parts}>
        <TrackedDocuments order={order} authority={authority} />
        {order.cancellable ? (
          <CancelOrderForm
            authority={authority}
            onCancelled={(result) => setShown({ order: result.order, authority, notice: t('track.cancelled') })}
          />
        ) : order.status !== 'cancelled' ? (
          <p className="text-sm text-slate-600">{t('track.notCancellable', { phone: storePhone })}</p>
        ) : null}
      </TrackedOrderView>
      <div>
        {start.owner ? (
          <Link to={localePath('/shop/account')} className={buttonClasses('secondary', 'md')}>
            {t('track.backToAccount')}
          </Link>
        ) : (
          <Button variant="secondary" onClick={() => setShown(null)}>
            {t('track.anotherOrder')}
          </Button>
        )}
      </div>
    </div>
  );
}
