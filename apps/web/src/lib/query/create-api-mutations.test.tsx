// The query layer's mutations and tag invalidation (decision record 012).
// Shared fixtures: test-items-api.tsx.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dispatchOf,
  ItemNames,
  itemsApi,
  makeStore,
  serveItems,
  server,
  testApi,
  useAddItemMutation,
  useGetCountQuery,
  useRenameItemMutation,
  wrapperFor,
} from './test-items-api';

afterEach(() => {
  vi.useRealTimers();
  server.calls.length = 0;
  server.holdAnswers(false);
});

describe('mutations and tags', () => {
  it('refetches the subscribed queries a mutation invalidates, and leaves the others alone', async () => {
    serveItems();
    const store = makeStore();
    render(
      <Provider store={store}>
        <ItemNames page={1} />
      </Provider>,
    );
    expect(await screen.findByText('Beta')).toBeInTheDocument();
    const count = renderHook(() => useGetCountQuery(), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(count.result.current.isSuccess).toBe(true));
    const { result } = renderHook(() => useAddItemMutation(), { wrapper: wrapperFor(store) });

    let answer: { message: string } | undefined;
    await act(async () => {
      answer = await result.current[0]('Gamma').unwrap();
    });
    expect(answer).toEqual({ message: 'Added' });
    expect(await screen.findByText('Gamma')).toBeInTheDocument();
    expect(server.callsTo('/items?page=1')).toBe(2);
    expect(server.callsTo('/count')).toBe(1);
    expect(result.current[1]).toMatchObject({ isSuccess: true, isLoading: false, data: { message: 'Added' }, originalArgs: 'Gamma' });
  });

  it('matches a tag with an id only to the entries that provided that id', async () => {
    serveItems();
    const store = makeStore();
    const dispatch = dispatchOf(store);
    const list = dispatch(itemsApi.endpoints.getItems.initiate({ page: 1 }));
    const alpha = dispatch(itemsApi.endpoints.getItem.initiate('a'));
    const beta = dispatch(itemsApi.endpoints.getItem.initiate('b'));
    await Promise.all([list, alpha, beta]);

    await dispatch(itemsApi.endpoints.renameItem.initiate({ id: 'b', name: 'Bravo' })).unwrap();
    await waitFor(() => expect(itemsApi.endpoints.getItem.select('b')(store.getState()).data?.name).toBe('Bravo'));
    await waitFor(() => expect(itemsApi.endpoints.getItems.select({ page: 1 })(store.getState()).data?.[1]?.name).toBe('Bravo'));
    expect(server.callsTo('/items/b')).toBe(2);
    expect(server.callsTo('/items?page=1')).toBe(2);
    expect(server.callsTo('/items/a')).toBe(1);
    [list, alpha, beta].forEach((request) => request.unsubscribe());
  });

  it('drops an invalidated entry nobody uses instead of refetching it', async () => {
    serveItems();
    const store = makeStore();
    const dispatch = dispatchOf(store);
    const request = dispatch(itemsApi.endpoints.getItem.initiate('a'));
    await request;
    request.unsubscribe();
    await dispatch(itemsApi.endpoints.renameItem.initiate({ id: 'a', name: 'Able' })).unwrap();
    expect(itemsApi.endpoints.getItem.select('a')(store.getState()).isUninitialized).toBe(true);
    expect(server.callsTo('/items/a')).toBe(1);
  });

  it('waits for the requests in flight before refetching what a mutation invalidated', async () => {
    serveItems();
    const store = makeStore();
    const dispatch = dispatchOf(store);
    const list = dispatch(itemsApi.endpoints.getItems.initiate({ page: 1 }));
    await list;
    server.holdAnswers(true);
    const slowCount = dispatch(itemsApi.endpoints.getCount.initiate());
    const rename = dispatch(itemsApi.endpoints.renameItem.initiate({ id: 'a', name: 'Able' }));
    server.holdAnswers(false);
    server.release('/items/a');
    await rename;
    // The count was still on its way: the list waits for it.
    expect(server.callsTo('/items?page=1')).toBe(1);
    server.release('/count');
    await slowCount;
    await waitFor(() => expect(server.callsTo('/items?page=1')).toBe(2));
    list.unsubscribe();
    slowCount.unsubscribe();
  });

  it('rejects unwrap with the ApiProblem and shows the error in the hook’s state', async () => {
    serveItems();
    const store = makeStore();
    const { result } = renderHook(() => useAddItemMutation(), { wrapper: wrapperFor(store) });
    expect(result.current[1]).toMatchObject({ isUninitialized: true, isLoading: false });

    server.holdAnswers(true);
    let pending: ReturnType<(typeof result.current)[0]> | undefined;
    act(() => {
      pending = result.current[0]('');
    });
    expect(result.current[1]).toMatchObject({ isLoading: true, originalArgs: '' });
    server.releaseAll();
    await act(async () => {
      await expect(pending?.unwrap()).rejects.toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Name is required',
        errors: [{ path: 'name', message: 'Required' }],
      });
    });
    expect(result.current[1]).toMatchObject({ isError: true, isLoading: false, error: { status: 400, message: 'Name is required' } });
    // Without unwrap, the promise resolves with the error instead of rejecting.
    await expect(pending).resolves.toMatchObject({ error: { status: 400 } });

    act(() => result.current[1].reset());
    expect(result.current[1]).toMatchObject({ isUninitialized: true, isError: false });
    expect(result.current[1].error).toBeUndefined();
  });

  it('refetches through util.invalidateTags', async () => {
    serveItems();
    const store = makeStore();
    const request = dispatchOf(store)(itemsApi.endpoints.getItem.initiate('a'));
    await request;
    store.dispatch(testApi.util.invalidateTags(['Item']));
    await waitFor(() => expect(server.callsTo('/items/a')).toBe(2));
    request.unsubscribe();
  });
});

describe('mutation hook', () => {
  it('shows only the latest call of the hook', async () => {
    serveItems();
    const store = makeStore();
    const { result } = renderHook(() => useRenameItemMutation(), { wrapper: wrapperFor(store) });
    await act(async () => {
      const first = result.current[0]({ id: 'a', name: 'One' });
      const second = result.current[0]({ id: 'b', name: 'Two' });
      await Promise.all([first, second]);
    });
    expect(result.current[1]).toMatchObject({ isSuccess: true, data: { id: 'b', name: 'Two' } });
  });
});
