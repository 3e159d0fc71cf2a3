// /shop/checkout: the cart's lines meet the order form. A guest's cart lives in
// the browser (the guest cart in local storage), so the server renders the
// page's frame and the figures follow after hydration; a customer's cart is the
// server's, so the loader renders its lines and figures, and the form places the
// order without JavaScript too (docs/decisions/045).
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
  { title: pageTitle(t('page.checkout.title')) },
  { name: 'description', content: t('page.checkout.description') },
];

/** The page's idempotency key, and a customer's server cart (so the page works before JavaScript). */
export const loader = checkoutLoader;
/** Place Order and the coupon's buttons post here, with JavaScript or without (docs/decisions/045). */
export const action = checkoutAction;
export const headers = checkoutHeaders;

export default function CheckoutRoute() {
  return <CheckoutPage title={t('page.checkout.title')} />;
}

/** The parts of the catalogue this page shows (lib/i18n.ts, "Texts load per route"). */
export const handle = routeTexts(enAuth, enCart, enCoupon, enEmirates, enInvoices, enOrders, enPayment);
