import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useReducerStore } from './reducer-store';

type CountAction = { type: 'added'; n: number } | { type: 'reset' };
const count = (state: number, action: CountAction): number => (action.type === 'added' ? state + action.n : 0);

describe('useReducerStore (the state of docs/store-rules.md#4-state-rules in React)', () => {
  it('renders the reducer state, and the store reads every action at once, before React renders it', () => {
    const { result } = renderHook(() => useReducerStore(count, 1));
    const [, store] = result.current;
    act(() => {
      store.dispatch({ type: 'added', n: 2 });
      // An async flow reading the state right after its own dispatch sees it.
      expect(store.getState()).toBe(3);
      store.dispatch({ type: 'added', n: 4 });
    });
    expect(result.current[0]).toBe(7);
    expect(store.getState()).toBe(7);
    act(() => store.dispatch({ type: 'reset' }));
    expect(result.current[0]).toBe(0);
    // The same store for the provider's whole life, so hooks that depend on it never run again for nothing.
    expect(result.current[1]).toBe(store);
  });
});
