import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth/state/auth-slice';
import { cartReducer } from '../features/cart/state/cart-slice';
import { api } from '../lib/api';

const rootReducer = combineReducers({
  auth: authReducer,
  cart: cartReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** One store for the app; tests build their own with a preloaded state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
