import { PlaceholderPage } from '../placeholder-page';

export default function DealsPage() {
  return <PlaceholderPage page="deals" />;
}
