// The route table of spec section 2, in React Router's declarative mode
// (docs/decisions/012). Every page is a lazy chunk; the admin layout and admin
// pages are chunks of their own, never part of a shopper's first visit.
import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { AuthGuard } from '../features/auth/components/auth-guard';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './routes/error-page';

type PageModule = { default: ComponentType };
type LazyPage = ComponentType & { preload: () => void };

/** A lazy page; `preload` starts loading its chunk before React asks for it. */
function page(load: () => Promise<PageModule>): LazyPage {
  // One import per page: React and the preload share it (and a failure, shown by the error page).
  let loading: Promise<PageModule> | null = null;
  const loadOnce = () => (loading ??= load());
  return Object.assign(
    lazy(loadOnce),
    // A failure shows when the page renders (the error page), not here.
    { preload: () => void loadOnce().catch(() => undefined) },
  );
}

const shopRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/shop/home" replace /> },
  { path: 'home', Component: page(() => import('./routes/shop/home-page')) },
  { path: 'listing', Component: page(() => import('./routes/shop/listing-page')) },
  { path: 'product/:id', Component: page(() => import('./routes/shop/product-page')) },
  { path: 'deals', Component: page(() => import('./routes/shop/deals-page')) },
  { path: 'search', Component: page(() => import('./routes/shop/search-page')) },
  { path: 'checkout', Component: page(() => import('../../app/routes/shop-checkout')) },
  { path: 'order', Component: page(() => import('../../app/routes/shop-order')) },
  { path: 'order-confirmation', Component: page(() => import('../../app/routes/shop-order-confirmation')) },
  { path: 'account', Component: page(() => import('../../app/routes/shop-account')) },
  { path: 'about', Component: page(() => import('./routes/shop/about-page')) },
  { path: 'new', Component: page(() => import('./routes/shop/new-page')) },
];

const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/dashboard" replace /> },
  { path: 'dashboard', Component: page(() => import('./routes/admin/dashboard-page')) },
  { path: 'products', Component: page(() => import('./routes/admin/products-page')) },
  { path: 'orders', Component: page(() => import('./routes/admin/orders-page')) },
  { path: 'sales', Component: page(() => import('./routes/admin/sales-page')) },
  { path: 'users', Component: page(() => import('./routes/admin/users-page')) },
  { path: 'features', Component: page(() => import('./routes/admin/features-page')) },
  { path: 'brands', Component: page(() => import('./routes/admin/brands-page')) },
  { path: 'category', Component: page(() => import('./routes/admin/category-page')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      {
        // Everything the route guard (spec section 4) decides about.
        Component: AuthGuard,
        children: [
          { index: true, element: <Navigate to="/shop/home" replace /> },
          {
            path: 'auth',
            Component: page(() => import('../../app/routes/auth-layout')),
            children: [
              { index: true, element: <Navigate to="/auth/login" replace /> },
              { path: 'login', Component: page(() => import('../../app/routes/auth-login')) },
              { path: 'register', Component: page(() => import('../../app/routes/auth-register')) },
            ],
          },
          { path: 'shop', Component: page(() => import('./routes/shop/shop-layout-route')), children: shopRoutes },
          { path: 'admin', Component: page(() => import('./routes/admin/admin-layout-route')), children: adminRoutes },
        ],
      },
      // Reachable by everyone.
      { path: 'unauth-page', Component: page(() => import('../../app/routes/unauth-page')) },
      { path: '*', Component: page(() => import('../components/layouts/not-found-page')) },
    ],
  },
];

function isLazyPage(component: RouteObject['Component']): component is LazyPage {
  return typeof component === 'object' && component !== null && 'preload' in component;
}

/**
 * The app's routes under one error boundary (the error page, spec section 8)
 * and one Suspense boundary: its fallback shows while the first page's chunks
 * load; later navigations are transitions, so the current page stays meanwhile.
 */
export function AppRoutes() {
  const location = useLocation();
  // A layout and its page load side by side, not one after the other.
  for (const { route } of matchRoutes(routes, location) ?? []) {
    if (isLazyPage(route.Component)) route.Component.preload();
  }
  // No location argument: given one, useRoutes reports every navigation to the pages as a POP.
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary location={location}>
      <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
