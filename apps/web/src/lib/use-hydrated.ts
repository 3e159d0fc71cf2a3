import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in a server render and in the browser's first (hydrating) render,
 * true after that and on pages reached by client-side navigation. What only
 * the browser knows (session storage, history state) waits for it, so the
 * first render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
