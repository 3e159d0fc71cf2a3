import { useCallback } from 'react';
import { useAuth } from '#web/features/auth/state/auth-context';
import { useCart, useCartStore, useCheckoutCart } from '#web/features/cart/state/cart-context';
import { clearCart, fetchCart } from '#web/features/cart/state/cart-flows';
import { useCartActions } from '#web/features/cart/use-cart-actions';
import { CheckoutView } from '#web/features/orders/checkout/checkout-view';

/**
 * The checkout of /shop/checkout and /shop/order: the orders feature's view
 * over the cart and the session (features do not import each other; the
 * routes combine them).
 */
export function CheckoutPage({ title }: { title: string }) {
  const cart = useCartStore();
  const { user } = useAuth();
  const { lines, unavailable } = useCheckoutCart();
  const { isLoading, guestId } = useCart();
  const { setQuantity, remove } = useCartActions();
  const customer = user?.role === 'customer' ? user : null;
  // A server render's cart (serverCartState) has no guest id until the browser restores the cart after hydration.
  const cartKnown = guestId !== '';

  const onPlaced = useCallback(() => {
    // The server emptied a customer's cart with the order; a guest's lives here only.
    clearCart(cart);
    if (customer) void fetchCart(cart);
  }, [cart, customer]);

  return (
    <CheckoutView
      title={title}
      lines={lines}
      unavailable={unavailable}
      user={customer}
      cartLoading={isLoading || !cartKnown}
      onPlaced={onPlaced}
      onSetQuantity={(productId, quantity) => void setQuantity(productId, quantity)}
      onRemove={(productId) => void remove(productId)}
    />
  );
}
