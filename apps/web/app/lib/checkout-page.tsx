import { useLoaderData } from 'react-router';
import { useAuth } from '#web/features/auth/state/auth-context';
import { useCart, useCheckoutCart } from '#web/features/cart/state/cart-context';
import { useCartActions } from '#web/features/cart/use-cart-actions';
import type { CheckoutLoaderData } from '#web/features/orders/checkout/checkout-actions';
import { CheckoutView } from '#web/features/orders/checkout/checkout-view';
import { ScriptNeeded } from '#web/components/ui/script-needed';
import { t, routeTexts } from '#web/lib/i18n';
import { enAuth } from '#web/lib/i18n/en-auth';
import { enCart } from '#web/lib/i18n/en-cart';
import { enCoupon } from '#web/lib/i18n/en-coupon';
import { enEmirates } from '#web/lib/i18n/en-emirates';
import { enInvoices } from '#web/lib/i18n/en-invoices';
import { enOrders } from '#web/lib/i18n/en-orders';
import { enPayment } from '#web/lib/i18n/en-payment';

/** The parts of the catalogue both checkout routes show, their `handle` (lib/i18n.ts, "Texts load per route"). */
export const checkoutTexts = routeTexts(enAuth, enCart, enCoupon, enEmirates, enInvoices, enOrders, enPayment);

/**
 * The checkout of /shop/checkout and /shop/order: the orders feature's view
 * over the cart and the session (features do not import each other; the
 * routes combine them). A customer's cart is the server's: until the browser
 * knows it (and without JavaScript), the lines and figures the loader read.
 */
export function CheckoutPage({ title }: { title: string }) {
  const { idempotencyKey, serverCart, addressBook } = useLoaderData<CheckoutLoaderData>();
  const { user } = useAuth();
  const { lines, unavailable } = useCheckoutCart();
  const { isLoading, guestId } = useCart();
  const { setQuantity, remove } = useCartActions();
  const customer = user?.role === 'customer' ? user : null;
  // A server render's cart (serverCartState) has no guest id until the browser restores the cart after hydration.
  const cartKnown = guestId !== '' && !isLoading;
  const fromServer = !cartKnown && serverCart ? serverCart : null;

  return (
    <>
      {/* A guest's cart is in this browser's storage: without JavaScript the page cannot show it. */}
      {user ? null : <ScriptNeeded>{t('checkout.noscript')}</ScriptNeeded>}
      <CheckoutView
        title={title}
        lines={fromServer ? fromServer.items.map((line) => ({ ...line, title: fromServer.titles[line.productId] ?? '' })) : lines}
        unavailable={fromServer ? [] : unavailable}
        user={customer}
        cartLoading={!fromServer && !cartKnown}
        idempotencyKey={idempotencyKey}
        initialPreview={fromServer?.preview ?? undefined}
        addressBook={addressBook}
        onSetQuantity={(productId, quantity) => void setQuantity(productId, quantity)}
        onRemove={(productId) => void remove(productId)}
      />
    </>
  );
}
