import { PlaceholderPage } from '../placeholder-page';

export default function AdminBrandsPage() {
  return <PlaceholderPage page="adminBrands" />;
}
