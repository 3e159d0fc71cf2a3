import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { selectUser } from '../../src/features/auth/state/auth-slice';
import { selectCart, selectCheckoutLines, selectUnavailableItems } from '../../src/features/cart/state/cart-slice';
import { clearCart, fetchCart } from '../../src/features/cart/state/cart-thunks';
import { useCartActions } from '../../src/features/cart/use-cart-actions';
import { useAppDispatch } from '../../src/lib/redux-hooks';
import { CheckoutView } from '../../src/features/orders/checkout/checkout-view';

/**
 * The checkout of /shop/checkout and /shop/order: the orders feature's view
 * over the cart and the session (features do not import each other; the
 * routes combine them).
 */
export function CheckoutPage({ title }: { title: string }) {
  const dispatch = useAppDispatch();
  const user = useSelector(selectUser);
  const lines = useSelector(selectCheckoutLines);
  const unavailable = useSelector(selectUnavailableItems);
  const { isLoading, guestId } = useSelector(selectCart);
  const { setQuantity, remove } = useCartActions();
  const customer = user?.role === 'customer' ? user : null;
  // A server render's cart (serverCartState) has no guest id until the browser restores the cart after hydration.
  const cartKnown = guestId !== '';

  const onPlaced = useCallback(() => {
    // The server emptied a customer's cart with the order; a guest's lives here only.
    dispatch(clearCart());
    if (customer) void dispatch(fetchCart());
  }, [dispatch, customer]);

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
