import { PlaceholderPage } from '../placeholder-page';

export default function ListingPage() {
  return <PlaceholderPage page="listing" />;
}
