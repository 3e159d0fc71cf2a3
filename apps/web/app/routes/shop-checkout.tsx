// /shop/checkout: the cart's lines meet the order form. A guest's cart lives in
// the browser (the guest cart in local storage), so the server renders the
// page's frame and the figures follow after hydration; a customer's cart is the
// server's, so the loader renders its lines and figures, and the form places the
// order without JavaScript too (docs/decisions/045).
import { CheckoutPage } from '../lib/checkout-page';
import { t } from '#web/lib/i18n';
import { pageMeta } from '#web/lib/page-meta';

// The loader reads the page's idempotency key and a customer's server cart (so the page works before
// JavaScript); Place Order and the coupon's buttons post to the action, with JavaScript or without.
export { checkoutLoader as loader, checkoutAction as action, checkoutHeaders as headers } from '#web/features/orders/checkout/checkout-actions';
export { checkoutTexts as handle } from '../lib/checkout-page';

export const meta = () => pageMeta(t('page.checkout.title'), t('page.checkout.description'));

export default function CheckoutRoute() {
  return <CheckoutPage title={t('page.checkout.title')} />;
}
