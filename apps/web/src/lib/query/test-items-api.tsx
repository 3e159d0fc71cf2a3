// The API, server and store shared by the query layer's tests
// (create-api.test.tsx, create-api-mutations.test.tsx): a list of items
// behind a fake base query that can hold its answers.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { applyMiddleware, combineReducers, legacy_createStore, type UnknownAction } from 'redux';
import { thunk, type ThunkDispatch } from 'redux-thunk';
import type { ApiProblem } from '../api-client';
import { createApi } from './create-api';

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

export const server = makeServer();

export const problem = (status: number, message: string): ApiProblem => ({ status, code: null, message, errors: [] });

export const testApi = createApi({
  reducerPath: 'api',
  baseQuery: server.baseQuery,
  tagTypes: ['Item'],
  toError: () => problem(0, 'Something went wrong'),
});

export const itemsApi = testApi.injectEndpoints({
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

export const { useGetItemsQuery, useGetItemQuery, useGetCountQuery, useRenameItemMutation, useAddItemMutation } = itemsApi;

let items: Item[] = [];

/** A new item the server has from now on, as if someone else added it. */
export function addServedItem(item: Item) {
  items = [...items, item];
}

export function serveItems() {
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
      if (!name) return { error: { status: 400, code: 'VALIDATION_FAILED' as const, message: 'Name is required', errors: [{ path: 'name', message: 'Required' }] } };
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

export function makeStore() {
  return legacy_createStore(combineReducers({ api: testApi.reducer }), applyMiddleware(thunk, testApi.middleware));
}

type TestStore = ReturnType<typeof makeStore>;

export const dispatchOf = (store: TestStore) => store.dispatch as ThunkDispatch<ReturnType<TestStore['getState']>, unknown, UnknownAction>;

export function wrapperFor(store: TestStore) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };
}

export function ItemNames({ page, search }: { page: number; search?: string }) {
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
