import { PlaceholderPage } from '../placeholder-page';

export default function AdminCategoryPage() {
  return <PlaceholderPage page="adminCategory" />;
}
