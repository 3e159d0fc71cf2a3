// React Router in declarative mode, with the three things the app used to get
// from the data router: navigations as transitions with a "pending" flag (the
// loading bar; the route guard waits for the next page), `flushSync` on
// request (a checkbox of the listing shows its new state at once), and
// `preventScrollReset` for the scroll restoration. See docs/decisions/012.
import { useCallback, useLayoutEffect, useMemo, useRef, useState, useTransition, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  Router,
  UNSAFE_createBrowserHistory,
  type Location,
  type NavigateOptions,
  type NavigationType,
  type Navigator,
} from 'react-router';
import { NavigationStateContext } from './navigation-state';
import { saveScrollPosition } from './scroll-restoration';

/** A browser or memory history of react-router, made without `v5Compat` (push and replace do not call the listener). */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

interface RouterState {
  action: NavigationType;
  location: Location;
  preventScrollReset: boolean;
}

export function createAppHistory(): History {
  return UNSAFE_createBrowserHistory();
}

/** A `<Router>` over `history`; every navigation is a transition unless it asks for `flushSync`. */
export function HistoryRouter({ history, children }: { history: History; children: ReactNode }) {
  const [state, setState] = useState<RouterState>(() => ({
    action: history.action,
    location: history.location,
    preventScrollReset: false,
  }));
  const [pending, startTransition] = useTransition();
  // Settled when a navigation's state commits, i.e. its page (lazy chunks and all) is on screen.
  const shown = useRef<Promise<void>>(Promise.resolve());
  const settleShown = useRef<(() => void) | null>(null);
  const awaitedState = useRef<RouterState | null>(null);

  const show = useCallback(
    (options: Pick<NavigateOptions, 'flushSync' | 'preventScrollReset'> = {}) => {
      saveScrollPosition();
      if (!settleShown.current) {
        shown.current = new Promise((resolve) => {
          settleShown.current = resolve;
        });
      }
      const next: RouterState = {
        action: history.action,
        location: history.location,
        preventScrollReset: options.preventScrollReset === true,
      };
      awaitedState.current = next;
      if (options.flushSync) flushSync(() => setState(next));
      // A transition: the current page stays until the next one's lazy chunks have loaded.
      else startTransition(() => setState(next));
    },
    [history],
  );
  useLayoutEffect(() => {
    if (state !== awaitedState.current) return;
    settleShown.current?.();
    settleShown.current = null;
  }, [state]);
  // Back and Forward: the history calls its listener on POP only.
  useLayoutEffect(() => history.listen(() => show()), [history, show]);

  const navigator = useMemo(
    (): Navigator => ({
      createHref: (to) => history.createHref(to),
      createURL: (to) => history.createURL(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, routeState, options) => {
        history.push(to, routeState);
        show(options);
      },
      replace: (to, routeState, options) => {
        history.replace(to, routeState);
        show(options);
      },
    }),
    [history, show],
  );

  const whenShown = useCallback(() => shown.current, []);
  const navigationState = useMemo(
    () => ({ pending, preventScrollReset: state.preventScrollReset, whenShown }),
    [pending, state.preventScrollReset, whenShown],
  );

  return (
    <NavigationStateContext value={navigationState}>
      <Router location={state.location} navigationType={state.action} navigator={navigator}>
        {children}
      </Router>
    </NavigationStateContext>
  );
}
