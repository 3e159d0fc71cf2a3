// The state of docs/store-rules.md#4-state-rules (auth, cart, toasts) for one page load: on the
// server per request, in the browser once at hydration (app/root.tsx), and in
// tests from the state they give. Each part is its own pure reducer under
// `useReducer` (lib/reducer-store.tsx); session events reach the auth and cart
// reducers, and the cart's reaction (fetching or merging the server cart when a
// session starts) is wired here, so no feature imports another (decision record 013, "State").
import { useImperativeHandle, useState, type ReactNode, type Ref } from 'react';
import type { User } from '@store/contract';
import { toastContexts } from '../components/ui/toast/toast-context';
import { initialToastState, toastReducer, type ToastAction, type ToastState } from '../components/ui/toast/toast-reducer';
import { authContexts } from '../features/auth/state/auth-context';
import type { AuthStore } from '../features/auth/state/auth-flows';
import { authReducer, type AuthState } from '../features/auth/state/auth-reducer';
import { cartContexts } from '../features/cart/state/cart-context';
import { followSession, type CartStore } from '../features/cart/state/cart-flows';
import { cartReducer, initialCartState, type CartState } from '../features/cart/state/cart-reducer';
import { StateProvider, useReducerStore, type ReducerStore } from '../lib/reducer-store';
import { SessionContext, type AnnounceSession } from '../lib/session-events';
import { followWishlistSession } from '../lib/wishlist/wishlist-ids';

export interface AppState {
  auth: AuthState;
  cart: CartState;
  toast: ToastState;
}

/** The stores behind the provider: what root.tsx starts the browser's state with, and what tests read back. */
export interface AppStores {
  auth: AuthStore;
  cart: CartStore;
  toast: ReducerStore<ToastState, ToastAction>;
  announce: AnnounceSession;
  getState(): AppState;
}

export interface StoreProviderProps {
  auth: AuthState;
  cart: CartState;
  toast?: ToastState;
  ref?: Ref<AppStores>;
  children: ReactNode;
}

export function StoreProvider({ auth: initialAuth, cart: initialCart, toast: initialToast = initialToastState, ref, children }: StoreProviderProps) {
  const [auth, authStore] = useReducerStore(authReducer, initialAuth);
  const [cart, cartStore] = useReducerStore(cartReducer, initialCart);
  const [toast, toastStore] = useReducerStore(toastReducer, initialToast);
  const [announce] = useState(() => {
    const toEveryPart: AnnounceSession = (event) => {
      authStore.dispatch(event);
      followSession(cartStore, event);
      followWishlistSession(event);
    };
    return toEveryPart;
  });
  useImperativeHandle(
    ref,
    () => ({
      auth: authStore,
      cart: cartStore,
      toast: toastStore,
      announce,
      getState: () => ({ auth: authStore.getState(), cart: cartStore.getState(), toast: toastStore.getState() }),
    }),
    [authStore, cartStore, toastStore, announce],
  );
  return (
    <SessionContext value={announce}>
      <StateProvider contexts={authContexts} state={auth} store={authStore}>
        <StateProvider contexts={cartContexts} state={cart} store={cartStore}>
          <StateProvider contexts={toastContexts} state={toast} store={toastStore}>
            {children}
          </StateProvider>
        </StateProvider>
      </StateProvider>
    </SessionContext>
  );
}

/**
 * After hydration: the guest cart from local storage (the server could not
 * see it, and the first browser render had to match the server's), then, for
 * a signed-in visitor, the session the server read starts the cart's session
 * (the server cart, with the guest cart merged into it).
 */
export function restoreBrowserState(stores: AppStores, user: User | null): void {
  const { items, totalPrice, guestId } = initialCartState();
  stores.cart.dispatch({ type: 'guestCartRestored', items, totalPrice, guestId });
  if (user) stores.announce({ type: 'sessionStarted', user });
}
