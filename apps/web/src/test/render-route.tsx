// Route modules under test: their components and loaders in an in-memory
// router (React Router's createRoutesStub), with the app's state provider and the
// toaster. Loaders get a load context whose `api` goes through `fetch`, so the
// tests' fetch mock (fetch-mock.ts) answers both loaders and the browser's calls.
import { render } from '@testing-library/react';
import { createRef } from 'react';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import type { ServerApiInit, StoreLoadContext, User } from '@store/contract';
import type { AppState, AppStores } from '../app/store-provider';
import { Toaster } from '../components/ui/toast/toaster';
import { DEFAULT_STORE_CONFIG } from '../lib/store-config';
import { resourceRoutes } from './resource-routes';
import { mounted, TestStateProvider } from './test-state';

type StubRoutes = Parameters<typeof createRoutesStub>[0];

/** The calls whose success starts a session (the server sets its cookie), and those that end it. */
const SIGN_IN_CALLS = new Set(['/api/auth/login', '/api/auth/reset-password']);
const SIGN_OUT_CALLS = new Set(['/api/auth/logout', '/api/auth/account/delete']);

/**
 * The load context of a test: the API through the (mocked) fetch, as `user`.
 * It plays the session cookie too: a successful login or reset makes the next
 * loaders see the user, a logout or an account deleted a guest.
 */
export function testLoadContext(user: User | null = null): StoreLoadContext {
  const context: StoreLoadContext = {
    user,
    storeConfig: DEFAULT_STORE_CONFIG,
    async api<T>(path: string, init: ServerApiInit = {}) {
      const response = await fetch(path, {
        method: init.method ?? 'GET',
        headers: { ...init.headers, 'content-type': 'application/json' },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      const body = (await response.json()) as T;
      const signedIn = (body as { user?: User } | null)?.user;
      if (response.ok && SIGN_IN_CALLS.has(path) && signedIn) context.user = signedIn;
      if (response.ok && SIGN_OUT_CALLS.has(path)) context.user = null;
      return { status: response.status, body };
    },
  };
  return context;
}

/** Shows the current address, for tests that check where a click led. */
export function LocationDisplay() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderRouteOptions {
  /** The signed-in user (the session the server read), or null for a guest. */
  user?: User | null;
  /** The state to start from (a cart, a toast list, another auth state); the cart is an empty guest cart unless given. */
  preloaded?: Partial<AppState>;
}

/**
 * Renders `routes` at `path` as the app would, with the state started from
 * `user`'s session. `store` reads the state back (`store.getState()`) and
 * dispatches to one part (`store.cart.dispatch(...)`) or announces a session event.
 */
export function renderRoute(routes: StubRoutes, path: string, { user = null, preloaded = {} }: RenderRouteOptions = {}) {
  const Stub = createRoutesStub(
    [
      {
        path: '/',
        Component: () => (
          <>
            <Outlet />
            <Toaster />
            <LocationDisplay />
          </>
        ),
        children: [...routes, ...resourceRoutes()],
      },
    ],
    testLoadContext(user) as never,
  );
  const stores = createRef<AppStores>();
  const view = render(
    <TestStateProvider ref={stores} user={user} preloaded={preloaded}>
      <Stub initialEntries={[path]} />
    </TestStateProvider>,
  );
  return { ...view, store: mounted(stores.current) };
}

