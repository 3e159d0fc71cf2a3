import { PlaceholderPage } from '../placeholder-page';

export default function DashboardPage() {
  return <PlaceholderPage page="adminDashboard" />;
}
