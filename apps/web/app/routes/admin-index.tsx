import { redirect } from 'react-router';

/** docs/store-rules.md#route-table: / redirects to /admin/dashboard. */
export function loader() {
  return redirect('/admin/dashboard');
}

export default function Index() {
  return null;
}
