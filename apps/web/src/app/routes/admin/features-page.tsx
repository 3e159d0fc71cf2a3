import { PlaceholderPage } from '../placeholder-page';

export default function AdminFeaturesPage() {
  return <PlaceholderPage page="adminFeatures" />;
}
