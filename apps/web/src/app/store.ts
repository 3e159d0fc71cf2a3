import { applyMiddleware, combineReducers, compose, legacy_createStore, type UnknownAction } from 'redux';
import { thunk, type ThunkMiddleware } from 'redux-thunk';
import { toastReducer } from '../components/ui/toast/toast-slice';
import { authReducer } from '../features/auth/state/auth-slice';
import { cartListener } from '../features/cart/state/cart-listener';
import { cartReducer } from '../features/cart/state/cart-slice';

const rootReducer = combineReducers({
  auth: authReducer,
  cart: cartReducer,
  toast: toastReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

declare global {
  interface Window {
    /** Set by the Redux DevTools browser extension. */
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose;
  }
}

/**
 * Plain Redux with thunks (decision record 012). The Redux DevTools extension
 * is hooked up in development only; the production build leaves it out.
 */
// oxlint-disable-next-line no-underscore-dangle -- the extension's own name
const composeEnhancers = (import.meta.env.DEV && globalThis.window?.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__) || compose;

/** One store for the app; tests build their own with a preloaded state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return legacy_createStore(
    rootReducer,
    preloadedState,
    composeEnhancers(
      // The cart listener reacts to session events (fetching and merging the cart after a login).
      applyMiddleware(thunk as ThunkMiddleware<RootState, UnknownAction>, cartListener),
    ),
  );
}

export type AppStore = ReturnType<typeof makeStore>;
