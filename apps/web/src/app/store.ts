import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { toastReducer } from '../components/ui/toast/toast-slice';
import { authReducer } from '../features/auth/state/auth-slice';
import { cartListener } from '../features/cart/state/cart-listener';
import { cartReducer } from '../features/cart/state/cart-slice';
import { api } from '../lib/api';

const rootReducer = combineReducers({
  auth: authReducer,
  cart: cartReducer,
  toast: toastReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** One store for the app; tests build their own with a preloaded state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // The cart listener reacts to session events (fetching and merging the cart after a login).
    middleware: (getDefault) => getDefault().prepend(cartListener.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
