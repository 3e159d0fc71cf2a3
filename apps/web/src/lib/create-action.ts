// Typed action creators for plain Redux (decision record 012: the app uses
// `redux` and `redux-thunk` without Redux Toolkit, to keep the first visit
// small). An action creator makes `{ type, payload }`, and carries its `type`
// and a `match` type guard for reducers and for the results of thunks.

// Type aliases, not interfaces: an alias fits Redux's `UnknownAction` (an index signature).
export type PayloadAction<P = void> = {
  type: string;
  payload: P;
};

export interface ActionMatcher<A> {
  readonly type: string;
  /** True when `action` is one of this creator's actions (a type guard). */
  match(action: unknown): action is A;
}

export type ActionCreator<Args extends unknown[], P> = ((...args: Args) => PayloadAction<P>) & ActionMatcher<PayloadAction<P>>;

/** True when `action` is an object with this string `type`. */
export function hasType(action: unknown, type: string): boolean {
  return typeof action === 'object' && action !== null && (action as { type?: unknown }).type === type;
}

/** Adds `type` and `match` to a function that makes actions of that type. */
export function withMatcher<F extends (...args: never[]) => unknown, A>(type: string, make: F): F & ActionMatcher<A> {
  return Object.assign(make, { type, match: (action: unknown): action is A => hasType(action, type) });
}

/**
 * An action creator: `created(payload)` gives `{ type, payload }`; with
 * `prepare`, the arguments go through it to make the payload.
 */
export function createAction<P = void>(type: string): ActionCreator<[payload: P], P>;
export function createAction<Args extends unknown[], P>(type: string, prepare: (...args: Args) => P): ActionCreator<Args, P>;
export function createAction(type: string, prepare?: (...args: unknown[]) => unknown) {
  return withMatcher(type, (...args: unknown[]) => ({ type, payload: prepare ? prepare(...args) : args[0] }));
}

/**
 * `{ ...state, ...changes }`, or `state` itself when no value changes, so that
 * selectors and components that read the slice see no change either.
 */
export function patchState<S extends object>(state: S, changes: Partial<S>): S {
  for (const key of Object.keys(changes) as (keyof S)[]) {
    if (!Object.is(state[key], changes[key])) return { ...state, ...changes };
  }
  return state;
}
