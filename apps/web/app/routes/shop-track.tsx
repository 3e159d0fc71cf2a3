// /shop/track (issue 13 items 2 and 3, docs/decisions/021): anyone finds an
// order by its number and the e-mail or phone of the checkout; the order
// e-mails' signed link (?token=) shows it without typing; the account page's
// history opens a signed-in customer's own order (?order=<id>). The lookup and
// the cancellation post to this page's action (docs/decisions/045). The page
// combines the tracking feature with the orders feature's pieces.
import type { StoreLoadContext } from '@store/contract';
import { useActionData, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeading } from '#web/components/ui/page-heading';
import { paymentMethodLabel } from '#web/features/orders/components/delivery-address';
import { OrderDelivery } from '#web/features/orders/components/order-delivery';
import { OrderLines } from '#web/features/orders/components/order-lines';
import { OrderStatusBadge, orderStatusLabel } from '#web/features/orders/components/order-status-badge';
import type { OrderParts } from '#web/features/track/components/tracked-order-view';
import { EMPTY_TRACK, readTrackedOrder, trackAction, type TrackStart, type TrackView } from '#web/features/track/track-actions';
import { TrackPage } from '#web/features/track/track-page';
import { t, routeTexts } from '#web/lib/i18n';
import { enCoupon } from '#web/lib/i18n/en-coupon';
import { enDelivery } from '#web/lib/i18n/en-delivery';
import { enEmirates } from '#web/lib/i18n/en-emirates';
import { enInvoices } from '#web/lib/i18n/en-invoices';
import { enOrders } from '#web/lib/i18n/en-orders';
import { enPayment } from '#web/lib/i18n/en-payment';
import { enTrack } from '#web/lib/i18n/en-track';
import { storeConfig } from '#web/lib/store-config';
import { pageTitle } from '#web/lib/use-page-meta';
import { catalogueLang } from '#web/lib/language';
import { guardRequest } from '../lib/guard';

export async function loader({ request, context }: LoaderFunctionArgs<StoreLoadContext>): Promise<TrackStart> {
  guardRequest(request, context.user);
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  if (token) return readTrackedOrder(context, catalogueLang(request), { token });
  const orderId = url.searchParams.get('order');
  if (orderId && context.user) return readTrackedOrder(context, catalogueLang(request), { orderId });
  return EMPTY_TRACK;
}

/** The lookup and the cancellation post here, with JavaScript or without. */
export const action = trackAction;

export const meta: MetaFunction = () => [
  { title: pageTitle(t('page.track.title')) },
  { name: 'description', content: t('page.track.description') },
  // The address may hold the link's token: no page this one links to (or loads from) may learn it.
  { name: 'referrer', content: 'no-referrer' },
  { name: 'robots', content: 'noindex' },
];

/** The order is personal: never in the guests' page cache, and the token never in a Referer. */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' });

const parts: OrderParts = {
  lines: (order) => <OrderLines lines={order.items} compact />,
  badge: (status) => <OrderStatusBadge status={status} />,
  statusLabel: orderStatusLabel,
  paymentLabel: paymentMethodLabel,
  delivery: (order) => <OrderDelivery order={order} className="mt-4 border-t border-slate-200 pt-4" />,
};

export default function TrackRoute() {
  const start = useLoaderData<typeof loader>();
  // A form's answer (a found or cancelled order, or why not) shows until the next navigation.
  const view: TrackView = useActionData<TrackView>() ?? start;
  return (
    <div className="flex flex-col gap-8">
      <PageHeading title={t('page.track.title')} description={t('page.track.description')} />
      <TrackPage view={view} parts={parts} storePhone={storeConfig.storePhone} />
    </div>
  );
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enCoupon, enDelivery, enEmirates, enInvoices, enOrders, enPayment, enTrack);
