import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Outlet, useRoutes, type RouteObject } from 'react-router';
import { makeStore, type RootState } from '../app/store';
import { Toaster } from '../components/ui/toast/toaster';
import { createTestRouter, type InitialEntry } from './memory-router';
import { authStateFor } from './render';

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes([
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
  ]);
}

/**
 * A few routes with the real store and the toaster, without the whole app's
 * lazy route table: quicker for tests of one screen.
 */
export function renderRoutes(routes: RouteObject[], path: InitialEntry, preloaded: Partial<RootState> = {}) {
  const store = makeStore({ auth: authStateFor(null), ...preloaded });
  const { router, TestHistoryRouter } = createTestRouter(path);
  const view = render(
    <Provider store={store}>
      <TestHistoryRouter>
        <Routes routes={routes} />
      </TestHistoryRouter>
    </Provider>,
  );
  return { ...view, store, router };
}
