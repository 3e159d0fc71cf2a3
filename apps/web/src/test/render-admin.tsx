import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, type To } from 'react-router';
import { makeStore, type RootState } from '../app/store';
import AdminLayoutRoute from '../app/routes/admin/admin-layout-route';
import { Toaster } from '../components/ui/toast/toaster';
import { createAdminQueryClient } from '../lib/admin-query/query-client';
import { admin, authStateFor } from './users';

/**
 * One admin page in the admin layout, signed in as an admin, at `entry`
 * (such as '/admin/orders?tab=quotes'): a memory router with that one route,
 * the real Redux store (auth and toasts), the toaster, and a fresh query
 * cache with the app's defaults (no retries), so each test starts empty.
 * Independent of the app's route table.
 */
export function renderAdmin(Page: ComponentType, entry: string, preloaded: Partial<RootState> = {}) {
  const store = makeStore({ auth: authStateFor(admin), ...preloaded });
  const queryClient = createAdminQueryClient();
  const pathname = new URL(entry, 'http://store.test').pathname;
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
        children: [{ path: 'admin', Component: AdminLayoutRoute, children: [{ path: pathname.replace(/^\/admin\//, ''), Component: Page }] }],
      },
    ],
    { initialEntries: [entry] },
  );
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  /** Follows a link or goes back/forward (a number), as the admin would. */
  const navigate = (to: To | number) =>
    act(async () => {
      await (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
    });
  return { ...view, store, router, queryClient, navigate };
}
