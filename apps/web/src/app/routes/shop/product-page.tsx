import { PlaceholderPage } from '../placeholder-page';

export default function ProductPage() {
  return <PlaceholderPage page="product" />;
}
