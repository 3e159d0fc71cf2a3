// The app's state provider for tests: signed in as `user` (or a guest), with
// any part started from `preloaded`; `ref` gives the stores, to read the state
// back or dispatch (renderRoute and renderAdmin return them as `store`).
import type { ReactNode, Ref } from 'react';
import type { User } from '@store/contract';
import { StoreProvider, type AppState, type AppStores } from '../app/store-provider';
import { authStateFor } from '../features/auth/state/auth-reducer';
import { initialCartState } from '../features/cart/state/cart-reducer';

export function TestStateProvider({
  user = null,
  preloaded = {},
  ref,
  children,
}: {
  user?: User | null;
  /** The state to start from; the cart is the one in local storage unless given, as at the app's start. */
  preloaded?: Partial<AppState>;
  ref?: Ref<AppStores>;
  children: ReactNode;
}) {
  return (
    <StoreProvider ref={ref} auth={preloaded.auth ?? authStateFor(user)} cart={preloaded.cart ?? initialCartState()} toast={preloaded.toast}>
      {children}
    </StoreProvider>
  );
}

/** The stores of a rendered provider (set once it has mounted). */
export function mounted(stores: AppStores | null): AppStores {
  if (!stores) throw new Error('The state provider has not mounted');
  return stores;
}
