// The state of docs/store-rules.md#4-state-rules (auth, cart, toasts) lives in React: each part is
// a pure reducer run by `useReducer`, handed down through two contexts, its
// state (read by components) and its store (dispatch and the latest state, for
// the async flows, which must see the state as it is when they run, not as it
// was at the last render). Decision record 013, "State".
import { createContext, useContext, useReducer, useRef, useState, type Context, type ReactNode } from 'react';

export interface ReducerStore<S, A> {
  /** The state after every action dispatched so far, including those React has not rendered yet. */
  getState(): S;
  dispatch(action: A): void;
}

/**
 * `useReducer` with a store beside it: `dispatch` works the new state out at
 * once (the reducer is pure, so React reaches the same state) and keeps it for
 * `getState`. The store is the same object for the provider's whole life.
 */
export function useReducerStore<S, A>(reducer: (state: S, action: A) => S, initial: S): [S, ReducerStore<S, A>] {
  const [state, dispatchToReact] = useReducer(reducer, initial);
  const latest = useRef(initial);
  const [store] = useState<ReducerStore<S, A>>(() => ({
    getState: () => latest.current,
    dispatch(action) {
      latest.current = reducer(latest.current, action);
      dispatchToReact(action);
    },
  }));
  return [state, store];
}

export interface StateContexts<S, A> {
  State: Context<S | null>;
  Store: Context<ReducerStore<S, A> | null>;
}

export function createStateContexts<S, A>(): StateContexts<S, A> {
  return { State: createContext<S | null>(null), Store: createContext<ReducerStore<S, A> | null>(null) };
}

/** Provides one part's state and store. */
export function StateProvider<S, A>({
  contexts,
  state,
  store,
  children,
}: {
  contexts: StateContexts<S, A>;
  state: S;
  store: ReducerStore<S, A>;
  children: ReactNode;
}) {
  return (
    <contexts.Store value={store}>
      <contexts.State value={state}>{children}</contexts.State>
    </contexts.Store>
  );
}

/** The nearest provider's value; a component outside it is a wiring mistake, said at once. */
export function useRequiredContext<T>(context: Context<T | null>, name: string): T {
  const value = useContext(context);
  if (value === null) throw new Error(`${name} is used outside its provider (src/app/store-provider.tsx)`);
  return value;
}
