import { PlaceholderPage } from '../placeholder-page';

export default function AdminOrdersPage() {
  return <PlaceholderPage page="adminOrders" />;
}
