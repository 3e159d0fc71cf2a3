// The route table of spec section 2. Every page is a lazy chunk; the admin
// layout and admin pages are chunks of their own, never part of a shopper's
// first visit.
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { AuthGuard } from '../features/auth/components/auth-guard';
import { RootLayout } from './root-layout';
import { ErrorPage } from './routes/error-page';

type PageModule = { default: ComponentType };

/** A route's `lazy` for a module whose default export is the page. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const shopRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/shop/home" replace /> },
  { path: 'home', lazy: page(() => import('./routes/shop/home-page')) },
  { path: 'listing', lazy: page(() => import('./routes/shop/listing-page')) },
  { path: 'product/:id', lazy: page(() => import('./routes/shop/product-page')) },
  { path: 'deals', lazy: page(() => import('./routes/shop/deals-page')) },
  { path: 'search', lazy: page(() => import('./routes/shop/search-page')) },
  { path: 'checkout', lazy: page(() => import('./routes/shop/checkout-page')) },
  { path: 'order', lazy: page(() => import('./routes/shop/order-page')) },
  { path: 'order-confirmation', lazy: page(() => import('./routes/shop/order-confirmation-page')) },
  { path: 'account', lazy: page(() => import('./routes/shop/account-page')) },
  { path: 'about', lazy: page(() => import('./routes/shop/about-page')) },
  { path: 'new', lazy: page(() => import('./routes/shop/new-page')) },
];

const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/dashboard" replace /> },
  { path: 'dashboard', lazy: page(() => import('./routes/admin/dashboard-page')) },
  { path: 'products', lazy: page(() => import('./routes/admin/products-page')) },
  { path: 'orders', lazy: page(() => import('./routes/admin/orders-page')) },
  { path: 'sales', lazy: page(() => import('./routes/admin/sales-page')) },
  { path: 'users', lazy: page(() => import('./routes/admin/users-page')) },
  { path: 'features', lazy: page(() => import('./routes/admin/features-page')) },
  { path: 'brands', lazy: page(() => import('./routes/admin/brands-page')) },
  { path: 'category', lazy: page(() => import('./routes/admin/category-page')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // Shown while the first page's chunks load.
    HydrateFallback: FullPageSpinner,
    errorElement: <ErrorPage />,
    children: [
      {
        // Everything the route guard (spec section 4) decides about.
        Component: AuthGuard,
        children: [
          { index: true, element: <Navigate to="/shop/home" replace /> },
          {
            path: 'auth',
            lazy: page(() => import('./routes/auth/auth-layout-route')),
            children: [
              { index: true, element: <Navigate to="/auth/login" replace /> },
              { path: 'login', lazy: page(() => import('./routes/auth/login-page')) },
              { path: 'register', lazy: page(() => import('./routes/auth/register-page')) },
            ],
          },
          { path: 'shop', lazy: page(() => import('./routes/shop/shop-layout-route')), children: shopRoutes },
          { path: 'admin', lazy: page(() => import('./routes/admin/admin-layout-route')), children: adminRoutes },
        ],
      },
      // Reachable by everyone.
      { path: 'unauth-page', lazy: page(() => import('./routes/unauthorized-page')) },
      { path: '*', lazy: page(() => import('./routes/not-found-page')) },
    ],
  },
];

/**
 * Given to RouterProvider (as react-router/dom does) so that `navigate(to, { flushSync: true })`
 * commits the navigation state at once; the logout relies on it (use-logout.ts).
 */
export function flushRouterUpdate(update: () => unknown): undefined {
  flushSync(update);
  return undefined;
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
