import { redirect } from 'react-router';

/** Spec section 2: / redirects to /auth/login. */
export function loader() {
  return redirect('/auth/login');
}

export default function Index() {
  return null;
}
