import { redirect, type LoaderFunctionArgs } from 'react-router';
import { languageFromCookie, languageOfPath, pathInLanguage } from '#web/lib/language';

/**
 * docs/store-rules.md#route-table: / redirects to /shop/home; to /ar/shop/home when the
 * shopper chose Arabic (the `lang` cookie the browser sets, docs/decisions/023).
 * /ar goes to /ar/shop/home. The answer depends on the cookie: no cache keeps it.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname) === 'ar' ? 'ar' : (languageFromCookie(request.headers.get('cookie')) ?? 'en');
  return redirect(pathInLanguage('/shop/home', language), { headers: { 'cache-control': 'private, no-store', vary: 'Cookie' } });
}

export default function Index() {
  return null;
}
