// The query layer (decision record 012): keys, queries, skip, cache and unused entries.
// Mutations and tags: create-api-mutations.test.tsx. Shared fixtures: test-items-api.tsx.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serializeQueryArgs } from './serialize';
import {
  addServedItem,
  dispatchOf,
  ItemNames,
  itemsApi,
  makeStore,
  problem,
  serveItems,
  server,
  useGetCountQuery,
  useGetItemQuery,
  useGetItemsQuery,
  wrapperFor,
} from './test-items-api';

afterEach(() => {
  vi.useRealTimers();
  server.calls.length = 0;
  server.holdAnswers(false);
});

describe('serializeQueryArgs', () => {
  it('gives the same key to equal arguments whatever the order of their keys', () => {
    expect(serializeQueryArgs('getItems', { search: 'x', page: 1 })).toBe(serializeQueryArgs('getItems', { page: 1, search: 'x' }));
    expect(serializeQueryArgs('getItems', { page: 1, search: undefined })).toBe(serializeQueryArgs('getItems', { page: 1 }));
    expect(serializeQueryArgs('getItems', { page: 1 })).not.toBe(serializeQueryArgs('getItems', { page: 2 }));
  });
});

describe('queries', () => {
  it('sends one request for the same endpoint and argument however many components ask', async () => {
    serveItems();
    const store = makeStore();
    render(
      <Provider store={store}>
        <ItemNames page={1} />
        <ItemNames page={1} />
        <ItemNames page={1} search="Be" />
      </Provider>,
    );
    expect(screen.getAllByText('Loading')).toHaveLength(3);
    expect(await screen.findAllByText('Alpha')).toHaveLength(2);
    expect(screen.getAllByText('Beta')).toHaveLength(3);
    expect(server.callsTo('/items?page=1')).toBe(1);
    expect(server.callsTo('/items?page=1&search=Be')).toBe(1);
  });

  it('keeps the last data while a new argument loads, with currentData only for the current one', async () => {
    serveItems();
    const store = makeStore();
    const { result, rerender } = renderHook(({ search }) => useGetItemsQuery({ page: 1, search }), {
      wrapper: wrapperFor(store),
      initialProps: { search: 'Al' },
    });
    expect(result.current).toMatchObject({ isLoading: true, isFetching: true, isUninitialized: false, data: undefined });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([{ id: 'a', name: 'Alpha' }]);

    server.holdAnswers(true);
    rerender({ search: 'Be' });
    expect(result.current).toMatchObject({ isLoading: false, isFetching: true, currentData: undefined });
    expect(result.current.data).toEqual([{ id: 'a', name: 'Alpha' }]);
    server.releaseAll();
    await waitFor(() => expect(result.current.currentData).toEqual([{ id: 'b', name: 'Beta' }]));
    expect(result.current).toMatchObject({ isFetching: false, isSuccess: true, data: [{ id: 'b', name: 'Beta' }] });
  });

  it('reports an error in the ApiProblem shape and recovers on refetch', async () => {
    serveItems();
    const store = makeStore();
    const { result } = renderHook(() => useGetItemQuery('z'), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toEqual(problem(404, 'Not found'));
    expect(result.current.data).toBeUndefined();

    addServedItem({ id: 'z', name: 'Zeta' });
    act(() => void result.current.refetch());
    expect(result.current.isFetching).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual({ id: 'z', name: 'Zeta' }));
    expect(result.current).toMatchObject({ isError: false, isSuccess: true, error: undefined });
  });

  it('turns a failure inside the endpoint into the error of toError', async () => {
    // No body where transformResponse expects one: it throws.
    server.respondWith(() => ({ data: null }));
    const store = makeStore();
    const { result } = renderHook(() => useGetItemsQuery({ page: 9 }), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toEqual(problem(0, 'Something went wrong'));
  });

  it('sends nothing while skipped, and loads once the skip is lifted', async () => {
    serveItems();
    const store = makeStore();
    const { result, rerender } = renderHook(({ skip }) => useGetItemQuery('a', { skip }), {
      wrapper: wrapperFor(store),
      initialProps: { skip: true },
    });
    expect(result.current).toMatchObject({ isUninitialized: true, isLoading: false, isFetching: false });
    expect(server.calls).toHaveLength(0);
    rerender({ skip: false });
    await waitFor(() => expect(result.current.data).toEqual({ id: 'a', name: 'Alpha' }));
    expect(server.calls).toHaveLength(1);
  });

  it('serves a cached entry without a request, unless refetchOnMountOrArgChange asks for one', async () => {
    serveItems();
    const store = makeStore();
    const first = renderHook(() => useGetCountQuery(), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();

    const cached = renderHook(() => useGetCountQuery(), { wrapper: wrapperFor(store) });
    expect(cached.result.current).toMatchObject({ isSuccess: true, isFetching: false });
    cached.unmount();
    expect(server.callsTo('/count')).toBe(1);

    const fresh = renderHook(() => useGetCountQuery(undefined, { refetchOnMountOrArgChange: true }), {
      wrapper: wrapperFor(store),
    });
    await waitFor(() => expect(server.callsTo('/count')).toBe(2));
    await waitFor(() => expect(fresh.result.current.isFetching).toBe(false));
  });

  it('works through store.dispatch(initiate) and select, as tests of the app use it', async () => {
    serveItems();
    const store = makeStore();
    const request = dispatchOf(store)(itemsApi.endpoints.getItem.initiate('b'));
    expect(itemsApi.endpoints.getItem.select('b')(store.getState()).isLoading).toBe(true);
    expect((await request).data).toEqual({ id: 'b', name: 'Beta' });
    expect(await request.unwrap()).toEqual({ id: 'b', name: 'Beta' });
    expect(itemsApi.endpoints.getItem.select('b')(store.getState())).toMatchObject({ isSuccess: true, data: { id: 'b', name: 'Beta' } });
    const missing = dispatchOf(store)(itemsApi.endpoints.getItem.initiate('nope'));
    await expect(missing.unwrap()).rejects.toEqual(problem(404, 'Not found'));
    request.unsubscribe();
    missing.unsubscribe();
  });

  it('keeps a new store’s cache apart from another store’s', async () => {
    serveItems();
    const first = makeStore();
    await dispatchOf(first)(itemsApi.endpoints.getCount.initiate());
    const second = makeStore();
    expect(itemsApi.endpoints.getCount.select()(second.getState()).isUninitialized).toBe(true);
  });
});

describe('unused entries', () => {
  it('drops an entry keepUnusedDataFor seconds after its last user left, not before', async () => {
    vi.useFakeTimers();
    serveItems();
    const store = makeStore();
    const select = () => itemsApi.endpoints.getItem.select('a')(store.getState());
    const request = dispatchOf(store)(itemsApi.endpoints.getItem.initiate('a'));
    await request;
    request.unsubscribe();

    vi.advanceTimersByTime(4_000);
    expect(select().isSuccess).toBe(true);
    // A new user in time keeps it, and its leaving starts the wait again.
    const again = dispatchOf(store)(itemsApi.endpoints.getItem.initiate('a'));
    await again;
    vi.advanceTimersByTime(10_000);
    expect(select().isSuccess).toBe(true);
    again.unsubscribe();
    vi.advanceTimersByTime(4_999);
    expect(select().isSuccess).toBe(true);
    vi.advanceTimersByTime(1);
    expect(select().isUninitialized).toBe(true);
    expect(server.callsTo('/items/a')).toBe(1);
  });

  it('keeps entries 60 seconds by default', async () => {
    vi.useFakeTimers();
    serveItems();
    const store = makeStore();
    const request = dispatchOf(store)(itemsApi.endpoints.getCount.initiate());
    await request;
    request.unsubscribe();
    vi.advanceTimersByTime(59_999);
    expect(itemsApi.endpoints.getCount.select()(store.getState()).isSuccess).toBe(true);
    vi.advanceTimersByTime(1);
    expect(itemsApi.endpoints.getCount.select()(store.getState()).isUninitialized).toBe(true);
  });
});
