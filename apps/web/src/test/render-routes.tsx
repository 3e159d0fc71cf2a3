import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { makeStore, type RootState } from '../app/store';
import { Toaster } from '../components/ui/toast/toaster';
import { authStateFor } from './render';

/**
 * A few routes with the real store and the toaster, without the whole app's
 * lazy route table: quicker for tests of one screen.
 */
export function renderRoutes(routes: RouteObject[], path: string | { pathname: string; state?: unknown }, preloaded: Partial<RootState> = {}) {
  const store = makeStore({ auth: authStateFor(null), ...preloaded });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: routes,
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}
