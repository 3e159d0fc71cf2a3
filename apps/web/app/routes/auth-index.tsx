import { redirect, type LoaderFunctionArgs } from 'react-router';
import { languageOfPath, pathInLanguage } from '#web/lib/language';

/** /auth has no page of its own: the login page (in the address's language). */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(pathInLanguage('/auth/login', languageOfPath(new URL(request.url).pathname)));
}

export default function Index() {
  return null;
}
