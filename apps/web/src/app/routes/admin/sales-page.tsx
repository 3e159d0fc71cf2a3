import { PlaceholderPage } from '../placeholder-page';

export default function AdminSalesPage() {
  return <PlaceholderPage page="adminSales" />;
}
