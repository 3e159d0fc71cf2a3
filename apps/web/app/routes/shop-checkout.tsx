// /shop/checkout (docs/store-rules.md#checkout): the cart's lines meet the order form.
// No loader: the cart lives in the browser (the app's state, the guest cart in local
// storage), so the server renders the page's frame and the figures follow
// after hydration (features/orders/checkout/use-order-preview.ts).
import type { MetaFunction } from 'react-router';
import { CheckoutPage } from '../lib/checkout-page';
import { t } from '#web/lib/i18n';
import { pageTitle } from '#web/lib/use-page-meta';
import '#web/lib/i18n/en-orders';

export const meta: MetaFunction = () => [
  { title: pageTitle(t('page.checkout.title')) },
  { name: 'description', content: t('page.checkout.description') },
];

export default function CheckoutRoute() {
  return <CheckoutPage title={t('page.checkout.title')} />;
}
