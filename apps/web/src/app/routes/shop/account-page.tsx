import { PlaceholderPage } from '../placeholder-page';

export default function AccountPage() {
  return <PlaceholderPage page="account" />;
}
