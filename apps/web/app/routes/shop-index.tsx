import { redirect } from 'react-router';

/** /shop has no page of its own: the home page. */
export function loader() {
  return redirect('/shop/home');
}

export default function Index() {
  return null;
}
