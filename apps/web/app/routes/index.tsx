import { redirect } from 'react-router';

/** Spec section 2: / redirects to /shop/home. */
export function loader() {
  return redirect('/shop/home');
}

export default function Index() {
  return null;
}
