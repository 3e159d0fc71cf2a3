// /shop/order, where the cart panel's Place Order leads: the same checkout as
// /shop/checkout under its own heading (docs/store-rules.md#checkout).
import type { MetaFunction } from 'react-router';
import { CheckoutPage } from '../lib/checkout-page';
import { checkoutHeaders, checkoutLoader, checkoutAction } from '#web/features/orders/checkout/checkout-actions';
import { t } from '#web/lib/i18n';
import { pageTitle } from '#web/lib/use-page-meta';
import '#web/lib/i18n/en-orders';

export const meta: MetaFunction = () => [
  { title: pageTitle(t('page.order.title')) },
  { name: 'description', content: t('page.order.description') },
];

/** The page's idempotency key, and a customer's server cart (so the page works before JavaScript). */
export const loader = checkoutLoader;
/** Place Order posts here, with JavaScript or without (docs/decisions/045). */
export const action = checkoutAction;
export const headers = checkoutHeaders;

export default function OrderRoute() {
  return <CheckoutPage title={t('page.order.title')} />;
}
