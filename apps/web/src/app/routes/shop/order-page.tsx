import { PlaceholderPage } from '../placeholder-page';

export default function OrderPage() {
  return <PlaceholderPage page="order" />;
}
