import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type ComponentType } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type To } from 'react-router';
import type { AppState, AppStores } from '../app/store-provider';
import AdminLayoutRoute from '../app/routes/admin/admin-layout-route';
import { Toaster } from '../components/ui/toast/toaster';
import { createAdminQueryClient } from '../lib/admin-query/query-client';
import { mockFetch, type MockHandler } from './fetch-mock';
import { mounted, TestStateProvider } from './test-state';
import { admin } from './users';

/**
 * One admin page in the admin layout, signed in as an admin, at `entry`
 * (such as '/admin/orders?tab=quotes'): a memory router with that one route,
 * the app's state provider (auth and toasts), the toaster, and a fresh query
 * cache with the app's defaults (no retries), so each test starts empty.
 * Independent of the app's route table. `path` is the route's pattern when it has
 * parameters ('category/:id/attributes'); else the entry's path.
 */
export function renderAdmin(Page: ComponentType, entry: string, preloaded: Partial<AppState> = {}, path?: string) {
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
        children: [{ path: 'admin', Component: AdminLayoutRoute, children: [{ path: path ?? pathname.replace(/^\/admin\//, ''), Component: Page }] }],
      },
    ],
    { initialEntries: [entry] },
  );
  const stores = createRef<AppStores>();
  const view = render(
    <TestStateProvider ref={stores} user={admin} preloaded={preloaded}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TestStateProvider>,
  );
  const store = mounted(stores.current);
  /** Follows a link or goes back/forward (a number), as the admin would. */
  const navigate = (to: To | number) =>
    act(async () => {
      await (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
    });
  return { ...view, store, router, queryClient, navigate };
}

/**
 * An admin page as its tests drive it: the API answered by `answer` (an unanswered call is a 404),
 * the page rendered by renderAdmin at `entry`, and a user-event session to click and type.
 */
export function setupAdmin(Page: ComponentType, entry: string, answer: MockHandler, path?: string) {
  const fetchMock = mockFetch(answer);
  const user = userEvent.setup();
  return { ...renderAdmin(Page, entry, {}, path), user, fetchMock };
}
