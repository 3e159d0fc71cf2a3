import { redirect, type LoaderFunctionArgs } from 'react-router';
import { languageOfPath, pathInLanguage } from '#web/lib/language';

/** /shop has no page of its own: the home page (in the address's language). */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(pathInLanguage('/shop/home', languageOfPath(new URL(request.url).pathname)));
}

export default function Index() {
  return null;
}
