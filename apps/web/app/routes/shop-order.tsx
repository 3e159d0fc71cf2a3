// /shop/order, where the cart panel's Place Order leads: the same checkout as
// /shop/checkout under its own heading (docs/store-rules.md#checkout).
import type { MetaFunction } from 'react-router';
import { CheckoutPage } from '../lib/checkout-page';
import { checkoutHeaders, checkoutLoader, checkoutAction } from '#web/features/orders/checkout/checkout-actions';
import { t, routeTexts } from '#web/lib/i18n';
import { enAuth } from '#web/lib/i18n/en-auth';
import { enCart } from '#web/lib/i18n/en-cart';
import { enCoupon } from '#web/lib/i18n/en-coupon';
import { enEmirates } from '#web/lib/i18n/en-emirates';
import { enInvoices } from '#web/lib/i18n/en-invoices';
import { enOrders } from '#web/lib/i18n/en-orders';
import { enPayment } from '#web/lib/i18n/en-payment';
import { pageTitle } from '#web/lib/use-page-meta';

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

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enAuth, enCart, enCoupon, enEmirates, enInvoices, enOrders, enPayment);
