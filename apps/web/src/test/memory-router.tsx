import { act } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { UNSAFE_createMemoryHistory, useLocation, useNavigate, type Location, type NavigateFunction, type To } from 'react-router';
import { HistoryRouter, type History } from '../lib/router/history-router';

export type InitialEntry = string | { pathname: string; search?: string; state?: unknown };

/** What a test reads and drives of the app's router (in memory, as the app's HistoryRouter). */
export interface TestRouter {
  /** `state.location`: the location on screen (as the data router's state: not the one whose page is still loading). */
  readonly state: { readonly location: Location };
  /** Follows a link or goes back/forward (a number), as the shopper would. */
  navigate: (to: To | number) => Promise<void>;
  /** Called with every location the router is sent to, redirects included. */
  subscribe: (listener: (location: Location) => void) => () => void;
}

/** A memory history for <HistoryRouter> that also reports every push and replace to `subscribe`rs. */
export function createTestRouter(initialEntry: InitialEntry) {
  const memory = UNSAFE_createMemoryHistory({ initialEntries: [initialEntry] });
  const listeners = new Set<(location: Location) => void>();
  const report = () => {
    for (const listener of listeners) listener(memory.location);
  };
  const history: History = {
    get action() {
      return memory.action;
    },
    get location() {
      return memory.location;
    },
    createHref: (to) => memory.createHref(to),
    createURL: (to) => memory.createURL(to),
    encodeLocation: (to) => memory.encodeLocation(to),
    go: (delta) => memory.go(delta),
    push: (to, state) => {
      memory.push(to, state);
      report();
    },
    replace: (to, state) => {
      memory.replace(to, state);
      report();
    },
    listen: (listener) =>
      memory.listen((update) => {
        listener(update);
        report();
      }),
  };

  let navigate: NavigateFunction | null = null;
  let shown: Location = memory.location;
  function RouterHandle() {
    const routerNavigate = useNavigate();
    const location = useLocation();
    useLayoutEffect(() => {
      navigate = routerNavigate;
      shown = location;
    }, [routerNavigate, location]);
    return null;
  }

  const router: TestRouter = {
    get state() {
      return { location: shown };
    },
    navigate: async (to) => {
      await act(async () => {
        if (!navigate) throw new Error('The router is not rendered');
        if (typeof to === 'number') await navigate(to);
        else await navigate(to);
      });
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  function TestHistoryRouter({ children }: { children: ReactNode }) {
    return (
      <HistoryRouter history={history}>
        <RouterHandle />
        {children}
      </HistoryRouter>
    );
  }

  return { router, TestHistoryRouter };
}
