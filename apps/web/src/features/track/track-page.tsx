import { Link } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { buttonClasses } from '#web/components/ui/button';
import { t } from '#web/lib/i18n';
import { TRACK_PAGE } from './api/track-api';
import { CancelOrderForm, type CancelAuthority } from './components/cancel-order-form';
import { TrackForm } from './components/track-form';
import { TrackedDocuments } from './components/tracked-documents';
import { TrackedOrderView, type OrderParts } from './components/tracked-order-view';
import type { TrackView } from './track-actions';
import { localePath } from '#web/lib/language';

/**
 * /shop/track: the lookup form, then the order with its cancellation while it
 * is still allowed. The forms post to the page itself (track-actions.ts); no
 * form makes an address with the token (the lookup's answer stays in the page).
 */
export function TrackPage({ view, parts, storePhone }: { view: TrackView; parts: OrderParts; storePhone: string }) {
  const { order } = view;
  if (!order) return <TrackForm failure={view.lookupFailure} linkError={view.error} />;

  // The e-mailed link's token or the owner's session open the documents, the keys and the cancellation; a
  // lookup by number and contact shows the order only (docs/decisions/021), and says where the rest is.
  const authority: CancelAuthority | null = view.token ? { token: view.token } : view.owner ? { orderId: order._id } : null;
  return (
    <div className="flex flex-col gap-6">
      {view.cancelled ? <Alert tone="success">{t('track.cancelled')}</Alert> : null}
      <TrackedOrderView order={order} parts={parts}>
        {authority ? <TrackedDocuments order={order} authority={authority} /> : null}
        {!authority ? (
          <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">{t('track.lookupOnly')}</p>
        ) : order.cancellable ? (
          // A new order shown (or the same one cancelled) starts the form afresh.
          <CancelOrderForm key={`${order._id}-${order.status}`} authority={authority} failure={view.cancelFailure} />
        ) : order.status !== 'cancelled' ? (
          <p className="text-sm text-slate-600">{t('track.notCancellable', { phone: storePhone })}</p>
        ) : null}
      </TrackedOrderView>
      <div>
        {/* Links, not buttons: they work before JavaScript too. */}
        {view.owner ? (
          <Link to={localePath('/shop/account')} className={buttonClasses('secondary', 'md')}>
            {t('track.backToAccount')}
          </Link>
        ) : (
          <Link to={localePath(TRACK_PAGE)} className={buttonClasses('secondary', 'md')}>
            {t('track.anotherOrder')}
          </Link>
        )}
      </div>
    </div>
  );
}
