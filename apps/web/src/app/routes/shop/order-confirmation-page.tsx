import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { readConfirmedOrder } from '../../../features/orders/confirmation/last-order-storage';
import { OrderConfirmation } from '../../../features/orders/confirmation/order-confirmation';
import { t } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';

/** The order just placed: from router state, or session storage after a reload. */
export default function OrderConfirmationPage() {
  usePageMeta(t('page.orderConfirmation.title'), t('page.orderConfirmation.description'));
  const { state } = useLocation();
  const order = useMemo(() => readConfirmedOrder(state), [state]);
  return <OrderConfirmation order={order} />;
}
