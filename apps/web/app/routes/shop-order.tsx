// /shop/order, where the cart panel's Place Order leads: the same checkout as
// /shop/checkout (its loader, action, headers and texts) under its own heading
// (docs/store-rules.md#checkout).
import { CheckoutPage } from '../lib/checkout-page';
import { t } from '#web/lib/i18n';
import { pageMeta } from '#web/lib/page-meta';

export { checkoutLoader as loader, checkoutAction as action, checkoutHeaders as headers } from '#web/features/orders/checkout/checkout-actions';
export { checkoutTexts as handle } from '../lib/checkout-page';

export const meta = () => pageMeta(t('page.order.title'), t('page.order.description'));

export default function OrderRoute() {
  return <CheckoutPage title={t('page.order.title')} />;
}
