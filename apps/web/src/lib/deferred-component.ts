// Radix dialogs and menus (~34 KB gzip with their positioning code) are not
// needed to draw the shop's first page, only when the shopper opens one. These
// helpers load such a component on intent (hover, focus) or on first use.
import { useCallback, useState, type ComponentType } from 'react';
import { addMessages, type CataloguePart } from './i18n';

/**
 * For a module loaded later that shows texts of its own: it names their parts of the catalogue
 * (`export const texts = [enCart]`), and they join the catalogue before it renders
 * (lib/i18n.ts, "Texts load per route"): `import('./cart-sheet').then(withTexts((m) => m.CartSheet))`.
 */
export function withTexts<M extends { texts: readonly CataloguePart[] }, T>(pick: (module: M) => T): (module: M) => T {
  return (module) => {
    module.texts.forEach((part) => addMessages(part));
    return pick(module);
  };
}

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
