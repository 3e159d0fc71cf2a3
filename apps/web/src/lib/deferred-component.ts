// Radix dialogs and menus (~34 KB gzip with their positioning code) are not
// needed to draw the shop's first page, only when the shopper opens one. These
// helpers load such a component on intent (hover, focus) or on first use.
import { useCallback, useState, type ComponentType } from 'react';

export interface DeferredComponent<P> {
  /** The component once loaded, shared by every user of this loader. */
  current: ComponentType<P> | null;
  load: () => Promise<ComponentType<P>>;
}

export function deferComponent<P>(importer: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  const deferred: DeferredComponent<P> = {
    current: null,
    load: () => {
      pending ??= importer().then(
        (component) => {
          deferred.current = component;
          return component;
        },
        (error: unknown) => {
          pending = null; // let a later attempt retry the download
          throw error;
        },
      );
      return pending;
    },
  };
  return deferred;
}

export interface DeferredHandle<P> {
  Component: ComponentType<P> | null;
  /** Starts the download without waiting; for pointer-enter and focus. */
  prefetch: () => void;
  /** Resolves once the component can be rendered. */
  ensure: () => Promise<boolean>;
}

export function useDeferredComponent<P>(deferred: DeferredComponent<P>): DeferredHandle<P> {
  const [loaded, setLoaded] = useState<{ Component: ComponentType<P> } | null>(() =>
    deferred.current ? { Component: deferred.current } : null,
  );

  const ensure = useCallback(async () => {
    try {
      const Component = await deferred.load();
      setLoaded((previous) => previous ?? { Component });
      return true;
    } catch (error) {
      console.error(error);
      return false;
    }
  }, [deferred]);

  const prefetch = useCallback(() => {
    void ensure();
  }, [ensure]);

  return { Component: loaded?.Component ?? null, prefetch, ensure };
}
