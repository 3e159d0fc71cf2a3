import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { selectUser } from '../../../features/auth/state/auth-slice';
import { selectCart, selectCheckoutLines, selectUnavailableItems } from '../../../features/cart/state/cart-slice';
import { clearCart, fetchCart } from '../../../features/cart/state/cart-thunks';
import { useCartActions } from '../../../features/cart/use-cart-actions';
import { CheckoutView } from '../../../features/orders/checkout/checkout-view';
import { t } from '../../../lib/i18n';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { usePageMeta } from '../../../lib/use-page-meta';

/** /shop/checkout and /shop/order (DESIGN.md section 5): the cart's lines meet the order form. */
export default function CheckoutPage({ page = 'checkout' }: { page?: 'checkout' | 'order' }) {
  const title = page === 'order' ? t('page.order.title') : t('page.checkout.title');
  usePageMeta(title, page === 'order' ? t('page.order.description') : t('page.checkout.description'));
  const dispatch = useAppDispatch();
  const user = useSelector(selectUser);
  const lines = useSelector(selectCheckoutLines);
  const unavailable = useSelector(selectUnavailableItems);
  const { isLoading } = useSelector(selectCart);
  const { setQuantity, remove } = useCartActions();
  const customer = user?.role === 'customer' ? user : null;

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
      cartLoading={isLoading}
      onPlaced={onPlaced}
      onSetQuantity={(productId, quantity) => void setQuantity(productId, quantity)}
      onRemove={(productId) => void remove(productId)}
    />
  );
}
