import { PlaceholderPage } from '../placeholder-page';

export default function AboutPage() {
  return <PlaceholderPage page="about" />;
}
