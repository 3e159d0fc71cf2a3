// /shop/track (issue 13 items 2 and 3, docs/decisions/021): anyone finds an
// order by its number and the e-mail or phone of the checkout; the order
// e-mails' signed link (?token=) shows it without typing; the account page's
// history opens a signed-in customer's own order (?order=<id>). The page
// combines the tracking feature with the orders feature's pieces.
import { messages, type StoreLoadContext, type TrackResponse } from '@store/contract';
import { useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeading } from '#web/components/ui/page-heading';
import { paymentMethodLabel } from '#web/features/orders/components/delivery-address';
import { OrderDelivery } from '#web/features/orders/components/order-delivery';
import { OrderLines } from '#web/features/orders/components/order-lines';
import { OrderStatusBadge, orderStatusLabel } from '#web/features/orders/components/order-status-badge';
import { ownOrderPath, trackLinkPath } from '#web/features/track/api/track-api';
import type { OrderParts } from '#web/features/track/components/tracked-order-view';
import { TrackPage, type TrackStart } from '#web/features/track/track-page';
import { parseProblem } from '#web/lib/api-client';
import { t } from '#web/lib/i18n';
import { storeConfig } from '#web/lib/store-config';
import { pageTitle } from '#web/lib/use-page-meta';
import { catalogueLang } from '#web/lib/language';
import { guardRequest } from '../lib/guard';
import '#web/lib/i18n/en-orders';
import '#web/lib/i18n/en-track';

const EMPTY: TrackStart = { order: null, token: null, owner: false, error: null };

export async function loader({ request, context }: LoaderFunctionArgs<StoreLoadContext>): Promise<TrackStart> {
  guardRequest(request, context.user);
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  if (token) {
    // Sent in a body, so the token stays out of the API's access log.
    const { status, body } = await context.api<TrackResponse>(trackLinkPath(catalogueLang(request)), { method: 'POST', body: { token } });
    if (status === 200 && body.success) return { order: body.order, token, owner: false, error: null };
    return { ...EMPTY, error: parseProblem(status, body, messages.TRACK_LINK_INVALID).message };
  }
  const orderId = url.searchParams.get('order');
  if (orderId && context.user) {
    const { status, body } = await context.api<TrackResponse>(ownOrderPath(orderId, catalogueLang(request)));
    if (status === 200 && body.success) return { order: body.order, token: null, owner: true, error: null };
    return { ...EMPTY, error: parseProblem(status, body, messages.TRACK_NOT_FOUND).message };
  }
  return EMPTY;
}

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
  return (
    <div className="flex flex-col gap-8">
      <PageHeading title={t('page.track.title')} description={t('page.track.description')} />
      {/* A new link or lookup (another ?token=) starts the page afresh. */}
      <TrackPage key={`${start.order?._id ?? ''}-${start.error ?? ''}`} start={start} parts={parts} storePhone={storeConfig.storePhone} />
    </div>
  );
}
