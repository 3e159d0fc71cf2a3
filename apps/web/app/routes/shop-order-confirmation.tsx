// /shop/order-confirmation: the order just placed. It is in the browser only:
// in router state after Place Order, in session storage after a reload
// (features/orders/confirmation/last-order-storage.ts), so the server renders
// the page's outline and the order shows once the page is hydrated.
import { useMemo } from 'react';
import { useLocation, type MetaFunction } from 'react-router';
import { readConfirmedOrder } from '#web/features/orders/confirmation/last-order-storage';
import { OrderConfirmation, OrderConfirmationPending } from '#web/features/orders/confirmation/order-confirmation';
import { t } from '#web/lib/i18n';
import { useHydrated } from '#web/lib/use-hydrated';
import { pageTitle } from '#web/lib/use-page-meta';
import '#web/lib/i18n/en-orders';

export const meta: MetaFunction = () => [
  { title: pageTitle(t('page.orderConfirmation.title')) },
  { name: 'description', content: t('page.orderConfirmation.description') },
];

export default function OrderConfirmationRoute() {
  const { state } = useLocation();
  const hydrated = useHydrated();
  const order = useMemo(() => (hydrated ? readConfirmedOrder(state) : undefined), [hydrated, state]);
  if (order === undefined) return <OrderConfirmationPending />;
  return <OrderConfirmation order={order} />;
}
