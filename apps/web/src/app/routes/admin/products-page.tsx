import { PlaceholderPage } from '../placeholder-page';

export default function AdminProductsPage() {
  return <PlaceholderPage page="adminProducts" />;
}
