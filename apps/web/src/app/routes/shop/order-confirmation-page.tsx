import { PlaceholderPage } from '../placeholder-page';

export default function OrderConfirmationPage() {
  return <PlaceholderPage page="orderConfirmation" />;
}
