import CheckoutPage from './checkout-page';

/** /shop/order, where the cart panel's Place Order leads: the same checkout as /shop/checkout (DESIGN.md section 5). */
export default function OrderPage() {
  return <CheckoutPage page="order" />;
}
