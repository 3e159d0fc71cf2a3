/**
 * `{ ...state, ...changes }`, or `state` itself when no value changes, so that
 * the components that read the state see no change either (the reducers of
 * auth and cart).
 */
export function patchState<S extends object>(state: S, changes: Partial<S>): S {
  for (const key of Object.keys(changes) as (keyof S)[]) {
    if (!Object.is(state[key], changes[key])) return { ...state, ...changes };
  }
  return state;
}
