import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { applyMiddleware, combineReducers, legacy_createStore, type UnknownAction } from 'redux';
import { thunk, type ThunkDispatch } from 'redux-thunk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiProblem } from '../api-client';
import { createApi } from './create-api';
import { serializeQueryArgs } from './serialize';

interface Call {
  url: string;
  method?: string;
  body?: unknown;
}

interface Item {
  id: string;
  name: string;
}

type Answer = { data: unknown } | { error: ApiProblem };

const answerNothing = (): Answer => ({ data: null });

/** The server of these tests: answers each call from `respond`, or holds it until released. */
function makeServer() {
  const calls: Call[] = [];
  let held: { url: string; release: () => void }[] = [];
  let hold = false;
  let respond: (call: Call) => Answer = answerNothing;
  const baseQuery = async (call: Call) => {
    calls.push(call);
    if (hold) await new Promise<void>((release) => held.push({ url: call.url, release }));
    return respond(call);
  };
  return {
    baseQuery,
    calls,
    /** How many GET requests went to this URL. */
    callsTo: (url: string) => calls.filter((call) => call.url === url && !call.method).length,
    respondWith(next: typeof respond) {
      respond = next;
    },
    holdAnswers(on: boolean) {
      hold = on;
    },
    releaseAll() {
      held.splice(0).forEach(({ release }) => release());
    },
    release(url: string) {
      held.filter((call) => call.url === url).forEach(({ release }) => release());
      held = held.filter((call) => call.url !== url);
    },
  };
}

const server = makeServer();

const problem = (status: number, message: string): ApiProblem => ({ status, message, errors: [] });

const testApi = createApi({
  reducerPath: 'api',
  baseQuery: server.baseQuery,
  tagTypes: ['Item'],
  toError: () => problem(0, 'Something went wrong'),
});

const itemsApi = testApi.injectEndpoints({
  endpoints: (build) => ({
    getItems: build.query<Item[], { page: number; search?: string }>({
      query: ({ page, search }) => ({ url: `/items?page=${page}${search ? `&search=${search}` : ''}` }),
      transformResponse: (response: { data: Item[] }) => response.data,
      providesTags: (result) => [
        { type: 'Item', id: 'LIST' },
        ...(result ?? []).map((item) => ({ type: 'Item' as const, id: item.id })),
      ],
    }),
    getItem: build.query<Item, string>({
      query: (id) => ({ url: `/items/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Item', id }],
      keepUnusedDataFor: 5,
    }),
    getCount: build.query<number, void>({
      query: () => ({ url: '/count' }),
    }),
    renameItem: build.mutation<Item, Item>({
      query: (item) => ({ url: `/items/${item.id}`, method: 'PUT', body: item }),
      invalidatesTags: (_result, error, item) => (error ? [] : [{ type: 'Item', id: item.id }]),
    }),
    addItem: build.mutation<{ message: string }, string>({
      query: (name) => ({ url: '/items', method: 'POST', body: { name } }),
      transformResponse: (response: { message?: string }) => ({ message: response.message ?? 'Added' }),
      invalidatesTags: [{ type: 'Item', id: 'LIST' }],
    }),
  }),
});

const { useGetItemsQuery, useGetItemQuery, useGetCountQuery, useRenameItemMutation, useAddItemMutation } = itemsApi;

let items: Item[] = [];

function serveItems() {
  items = [
    { id: 'a', name: 'Alpha' },
    { id: 'b', name: 'Beta' },
  ];
  server.respondWith(({ url, method, body }) => {
    if (url === '/count') return { data: items.length };
    if (url.startsWith('/items?')) {
      const search = new URLSearchParams(url.slice('/items?'.length)).get('search');
      return { data: { data: items.filter((item) => !search || item.name.includes(search)) } };
    }
    if (url === '/items' && method === 'POST') {
      const { name } = body as { name: string };
      if (!name) return { error: { status: 400, message: 'Name is required', errors: [{ path: 'name', message: 'Required' }] } };
      items = [...items, { id: name.toLowerCase(), name }];
      return { data: { success: true } };
    }
    const id = url.slice('/items/'.length);
    if (method === 'PUT') {
      items = items.map((item) => (item.id === id ? (body as Item) : item));
      return { data: body };
    }
    const item = items.find((entry) => entry.id === id);
    return item ? { data: item } : { error: problem(404, 'Not found') };
  });
}

function makeStore() {
  return legacy_createStore(combineReducers({ api: testApi.reducer }), applyMiddleware(thunk, testApi.middleware));
}

type TestStore = ReturnType<typeof makeStore>;

const dispatchOf = (store: TestStore) => store.dispatch as ThunkDispatch<ReturnType<TestStore['getState']>, unknown, UnknownAction>;

function wrapperFor(store: TestStore) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };
}

function ItemNames({ page, search }: { page: number; search?: string }) {
  const { data, isLoading, isFetching } = useGetItemsQuery({ page, search });
  if (isLoading) return <p>Loading</p>;
  return (
    <ul aria-busy={isFetching}>
      {data?.map((item) => (
        <li key={item.id}>{item.name}</li>
      ))}
    </ul>
  );
}

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

    items = [...items, { id: 'z', name: 'Zeta' }];
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
