// /shop/order-confirmation: the order just placed, rendered on the server. The
// placement set a short-lived, signed, HttpOnly cookie naming it; the loader
// asks the API for that order (GET /api/shop/order/placed), so nothing travels
// in the address or in the browser's storage (docs/decisions/045).
import { useEffect } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { Order, StoreLoadContext } from '@store/contract';
import { useCartStore } from '#web/features/cart/state/cart-context';
import { clearCart, fetchCart } from '#web/features/cart/state/cart-flows';
import { OrderConfirmation } from '#web/features/orders/confirmation/order-confirmation';
import { t, routeTexts } from '#web/lib/i18n';
import { enCoupon } from '#web/lib/i18n/en-coupon';
import { enEmirates } from '#web/lib/i18n/en-emirates';
import { enOrders } from '#web/lib/i18n/en-orders';
import { enPayment } from '#web/lib/i18n/en-payment';
import { catalogueLang, withLang } from '#web/lib/language';
import { pageMeta } from '#web/lib/page-meta';

export async function loader({ request, context }: LoaderFunctionArgs<StoreLoadContext>) {
  const { status, body } = await context.api<{ order?: Order }>(withLang('/api/shop/order/placed', catalogueLang(request)));
  return { order: status === 200 ? (body.order ?? null) : null };
}

/** One browser's order: never kept by the page cache or any other. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export const meta = () => pageMeta(t('page.orderConfirmation.title'), t('page.orderConfirmation.description'));

export default function OrderConfirmationRoute() {
  const { order } = useLoaderData<typeof loader>();
  const cart = useCartStore();
  const placedId = order?._id;
  const registered = order?.type === 'registered';
  // The order is placed: the browser's cart empties (a customer's server cart was emptied with the order).
  useEffect(() => {
    if (!placedId) return;
    clearCart(cart);
    if (registered) void fetchCart(cart);
  }, [cart, placedId, registered]);
  return <OrderConfirmation order={order} />;
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enCoupon, enEmirates, enOrders, enPayment);
