import { PlaceholderPage } from '../placeholder-page';

export default function SearchPage() {
  return <PlaceholderPage page="search" />;
}
