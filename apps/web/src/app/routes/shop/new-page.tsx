import { PlaceholderPage } from '../placeholder-page';

export default function NewArrivalsPage() {
  return <PlaceholderPage page="new" />;
}
