// The document of every page, rendered on the server (docs/decisions/013):
// html and head, the state of docs/store-rules.md#4-state-rules (auth, cart, toasts: src/app/store-provider.tsx)
// started from the session the server already knows, and the error page of docs/store-rules.md#pages-that-fail.
import { StrictMode, useEffect, useRef, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type LinksFunction,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { messages, type StoreLoadContext } from '@store/contract';
import stylesheet from '#web/index.css?url';
import { restoreBrowserState, StoreProvider, type AppStores } from '#web/app/store-provider';
import { NavigationProgress } from '#web/components/ui/spinner';
import { Toaster } from '#web/components/ui/toast/toaster';
import { ErrorPage } from '#web/app/routes/error-page';
import NotFoundPage from '#web/components/layouts/not-found-page';
import { authStateFor } from '#web/features/auth/state/auth-reducer';
import { serverCartState } from '#web/features/cart/state/cart-reducer';
import { addRouteTexts, sentence, textDirection, t } from '#web/lib/i18n';
import { currentLanguage } from '#web/lib/language';
import { LanguageHead } from '#web/lib/language-head';
import { pageMeta } from '#web/lib/page-meta';
import { setStoreConfig } from '#web/lib/store-config';
import { useLasting } from '#web/lib/use-lasting';

/** zod 4's global configuration, read when its schemas are made (`jitless`: no code generated at run time). */
const ZOD_WITHOUT_EVAL = 'globalThis.__zod_globalConfig={jitless:true}';

export const links: LinksFunction = () => [
  { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
  { rel: 'stylesheet', href: stylesheet },
];

export function loader({ request, context }: { request: Request; context: StoreLoadContext }) {
  // The origin the page was asked at (a trusted one, apps/server/src/plugins/web-app.ts): its canonical and hreflang links.
  return { user: context.user, storeConfig: context.storeConfig, origin: new URL(request.url).origin };
}

// The session is read once, with the document; after that the auth state in
// the browser is the truth (login, logout and the guard act on it).
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  // The store settings travel once, in this loader's data (docs/decisions/047): set before anything
  // below renders (the head's titles read them), on the server and in the browser alike.
  if (data) setStoreConfig(data.storeConfig);
  // The parts of the catalogue the matched routes name (lib/i18n.ts, "Texts load per route"): added before
  // anything below renders, so the first render in the browser (hydration) says what the server said.
  addRouteTexts(useMatches());
  const location = useLocation();
  // The page's language from its address (lib/language.ts): the server writes lang and dir, nothing flips after load.
  return (
    <html lang={currentLanguage()} dir={textDirection()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f172a" />
        <Meta />
        {/* For search engines and link previews, which read the server's HTML: written by the server only, so the
            browser's first visit does not carry its code (React 19 hydrates past head tags it did not render). */}
        {import.meta.env.SSR && data ? <LanguageHead origin={data.origin} pathname={location.pathname} search={location.search} /> : null}
        <Links />
        {/* zod (the forms' validation) would probe for `new Function` to compile its parsers: the store's CSP
            allows no eval, so the browser would report a violation. Set before any module runs. */}
        {/* oxlint-disable-next-line react/no-danger -- a constant, allowed by its hash in the CSP (document-csp.ts) */}
        <script dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The title of a page without its own: the not-found page's for a 404, the error page's for a failure. */
export const meta: MetaFunction = ({ error }) => {
  if (!error) return pageMeta(t('page.home.title'));
  if (isRouteErrorResponse(error) && error.status === 404) return pageMeta(t('notFound.title'), t('notFound.description'));
  return pageMeta(sentence('UNEXPECTED_APP_ERROR', messages.UNEXPECTED_APP_ERROR));
};

export default function App({ loaderData }: { loaderData: ReturnType<typeof loader> }) {
  const { user } = loaderData;
  // The state of one page load (on the server per request, in the browser once at hydration),
  // started from the session the server read; the root's loader never runs again (shouldRevalidate).
  const stores = useRef<AppStores>(null);
  useEffect(() => {
    if (stores.current) restoreBrowserState(stores.current, user);
  }, [user]);
  const navigation = useNavigation();
  return (
    <StrictMode>
      <StoreProvider ref={stores} auth={authStateFor(user)} cart={serverCartState()}>
        <NavigationProgress active={useLasting(navigation.state !== 'idle')} />
        <Outlet />
        <Toaster />
      </StoreProvider>
    </StrictMode>
  );
}

/** 404s show the not-found page; anything else the spec's "Unexpected Application Error!" page, without detail. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage error={error} />;
}
