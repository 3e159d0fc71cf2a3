import { applyMiddleware, legacy_createStore, type UnknownAction } from 'redux';
import { thunk } from 'redux-thunk';
import { describe, expect, it } from 'vitest';
import { createAsyncThunk } from './async-thunk';
import { createAction, patchState } from './create-action';

/** A store that records every action its reducer sees. */
function recordingStore() {
  const seen: UnknownAction[] = [];
  const store = legacy_createStore((state: number = 0, action: UnknownAction) => {
    seen.push(action);
    return state;
  }, applyMiddleware(thunk));
  return { store, types: () => seen.map((action) => action.type).filter((type) => !type.startsWith('@@redux')) };
}

describe('createAsyncThunk (the auth and cart thunks)', () => {
  const double = createAsyncThunk<number, number, string>('test/double', async (n, { rejectWithValue }) => {
    if (n < 0) return rejectWithValue('negative');
    if (n === 0) throw new Error('offline');
    return n * 2;
  });

  it('dispatches pending then fulfilled, and resolves with the fulfilled action', async () => {
    const { store, types } = recordingStore();
    const result = await store.dispatch(double(21));
    expect(types()).toEqual(['test/double/pending', 'test/double/fulfilled']);
    expect(double.fulfilled.match(result) && result.payload).toBe(42);
    expect(result.meta.arg).toBe(21);
  });

  it('rejects with the value given to rejectWithValue', async () => {
    const { store, types } = recordingStore();
    const result = await store.dispatch(double(-1));
    expect(types()).toEqual(['test/double/pending', 'test/double/rejected']);
    expect(double.rejected.match(result) && result.payload).toBe('negative');
  });

  it('turns a thrown error into a rejected action without a payload, never a rejected promise', async () => {
    const { store } = recordingStore();
    const result = await store.dispatch(double(0));
    expect(double.rejected.match(result)).toBe(true);
    expect(result.payload).toBeUndefined();
    expect(double.rejected.match(result) && result.error.message).toBe('offline');
  });

  it('tells its action types apart', () => {
    expect(double.pending.match(double.fulfilled(1, 'r', 1))).toBe(false);
    expect(double.rejected.type).toBe('test/double/rejected');
  });
});

describe('createAction and patchState', () => {
  it('makes { type, payload }, through prepare when given', () => {
    const named = createAction<string>('test/named');
    const prepared = createAction('test/prepared', (a: number, b: number) => a + b);
    expect(named('x')).toEqual({ type: 'test/named', payload: 'x' });
    expect(prepared(1, 2)).toEqual({ type: 'test/prepared', payload: 3 });
    expect(named.match(prepared(1, 2))).toBe(false);
  });

  it('keeps the same state when nothing changes, so components do not re-render', () => {
    const state = { a: 1, list: [] as number[] };
    expect(patchState(state, { a: 1, list: state.list })).toBe(state);
    expect(patchState(state, { a: 2 })).toEqual({ a: 2, list: [] });
  });
});
