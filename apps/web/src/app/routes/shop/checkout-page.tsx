import { PlaceholderPage } from '../placeholder-page';

export default function CheckoutPage() {
  return <PlaceholderPage page="checkout" />;
}
