import { redirect } from 'react-router';

/** Spec section 2: / redirects to /admin/dashboard. */
export function loader() {
  return redirect('/admin/dashboard');
}

export default function Index() {
  return null;
}
