// The types of the query layer (decision record 012): the part of RTK Query's
// surface the app uses, with the same names, so endpoint files and components
// read as they did.

/** What a base query answers: the raw body, or the error as plain data. */
export type BaseQueryResult<E> = { data: unknown; error?: undefined } | { error: E; data?: undefined };

export type BaseQueryFn<Args, E> = (args: Args, api: { signal?: AbortSignal }) => Promise<BaseQueryResult<E>>;

/** A tag as endpoints write it: 'Product', or { type: 'Product', id: 'LIST' }. */
export type TagDescription<T extends string> = T | { type: T; id?: string | number };

export interface FullTag {
  type: string;
  id?: string | number;
}

export type ResultTags<T extends string, R, A, E> =
  | readonly TagDescription<T>[]
  | ((result: R | undefined, error: E | undefined, arg: A) => readonly TagDescription<T>[]);

export interface QueryDefinition<R, A, T extends string, QA, E> {
  type: 'query';
  query(arg: A): QA;
  // A method, so an endpoint may name the shape of the body it expects (as with RTK Query).
  transformResponse?(response: unknown, meta: undefined, arg: A): R | Promise<R>;
  providesTags?: ResultTags<T, R, A, E>;
  /** Seconds an entry nobody uses stays in the cache (default 60). */
  keepUnusedDataFor?: number;
}

export interface MutationDefinition<R, A, T extends string, QA, E> {
  type: 'mutation';
  query(arg: A): QA;
  transformResponse?(response: unknown, meta: undefined, arg: A): R | Promise<R>;
  invalidatesTags?: ResultTags<T, R, A, E>;
}

export type QueryDefinitionInput<R, A, T extends string, QA, E> = Omit<QueryDefinition<R, A, T, QA, E>, 'type'>;
export type MutationDefinitionInput<R, A, T extends string, QA, E> = Omit<MutationDefinition<R, A, T, QA, E>, 'type'>;

export interface EndpointBuilder<T extends string, QA, E> {
  query<R, A>(definition: QueryDefinitionInput<R, A, T, QA, E>): QueryDefinition<R, A, T, QA, E>;
  mutation<R, A>(definition: MutationDefinitionInput<R, A, T, QA, E>): MutationDefinition<R, A, T, QA, E>;
}

export type QueryStatus = 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';

/** One cache entry: an endpoint called with one (serialized) argument. */
export interface QueryEntry {
  queryCacheKey: string;
  endpointName: string;
  originalArgs: unknown;
  status: Exclude<QueryStatus, 'uninitialized'>;
  requestId: number;
  data?: unknown;
  error?: unknown;
  startedTimeStamp: number;
  fulfilledTimeStamp?: number;
  /** What the last answer provided (providesTags), for invalidation. */
  tags: readonly FullTag[];
}

/** The layer's slice of the Redux state: so each store (each test) has its own cache. */
export interface ApiState {
  queries: Readonly<Record<string, QueryEntry | undefined>>;
}

/** An entry as selectors and hooks see it. */
export interface QueryState<R, A, E> {
  status: QueryStatus;
  data?: R;
  error?: E;
  originalArgs?: A;
  endpointName?: string;
  queryCacheKey?: string;
  requestId?: number;
  startedTimeStamp?: number;
  fulfilledTimeStamp?: number;
  isUninitialized: boolean;
  /** A request is in flight for this entry. */
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
}

/** What `initiate` returns: a promise of the entry once settled, and the subscription it holds. */
export interface QueryActionResult<R, A, E> extends Promise<QueryState<R, A, E>> {
  arg: A;
  queryCacheKey: string;
  unsubscribe(): void;
  refetch(): QueryActionResult<R, A, E>;
  /** The data, or a rejection with the error (an ApiProblem in this app). */
  unwrap(): Promise<R>;
}

export type MutationOutcome<R, E> = { data: R; error?: undefined } | { error: E; data?: undefined };

export interface MutationActionResult<R, A, E> extends Promise<MutationOutcome<R, E>> {
  arg: A;
  requestId: number;
  unwrap(): Promise<R>;
}

export interface QueryHookOptions {
  skip?: boolean;
  /** true: fetch again on mount and on a new argument even when cached; a number: when older than that many seconds. */
  refetchOnMountOrArgChange?: boolean | number;
}

interface QueryHookFields<R, A, E> {
  status: QueryStatus;
  /** The latest result, kept while a new argument loads. */
  data?: R;
  /** The result for the current argument only. */
  currentData?: R;
  originalArgs?: A;
  endpointName?: string;
  isUninitialized: boolean;
  /** Loading with nothing to show yet. */
  isLoading: boolean;
  /** Any request in flight. */
  isFetching: boolean;
  isSuccess: boolean;
  refetch: () => QueryActionResult<R, A, E>;
}

export type QueryHookResult<R, A, E> = QueryHookFields<R, A, E> &
  ({ isError: true; error: E } | { isError: false; error?: E });

export interface MutationHookState<R, A, E> {
  status: QueryStatus;
  data?: R;
  error?: E;
  originalArgs?: A;
  isUninitialized: boolean;
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
  reset: () => void;
}

type OptionalIfVoid<A, Rest extends unknown[]> = [A] extends [void] ? [arg?: A, ...rest: Rest] : [arg: A, ...rest: Rest];

export type UseQuery<R, A, E> = (...args: OptionalIfVoid<A, [options?: QueryHookOptions]>) => QueryHookResult<R, A, E>;

export type UseMutation<R, A, E> = () => readonly [
  (...args: OptionalIfVoid<A, []>) => MutationActionResult<R, A, E>,
  MutationHookState<R, A, E>,
];

/** Thunks, so `store.dispatch(endpoint.initiate(arg))` works as with RTK Query (tests use it). */
export type ApiThunk<Result> = (dispatch: (action: { type: string }) => unknown, getState: () => unknown) => Result;

export interface QueryEndpoint<R, A, E> {
  name: string;
  initiate(
    ...args: OptionalIfVoid<A, [options?: { subscribe?: boolean; forceRefetch?: boolean | number }]>
  ): ApiThunk<QueryActionResult<R, A, E>>;
  select(...args: OptionalIfVoid<A, []>): (state: unknown) => QueryState<R, A, E>;
}

export interface MutationEndpoint<R, A, E> {
  name: string;
  initiate(...args: OptionalIfVoid<A, []>): ApiThunk<MutationActionResult<R, A, E>>;
}

type AnyQueryDefinition = { type: 'query' };
type AnyMutationDefinition = { type: 'mutation' };
export type AnyDefinitions = Record<string, AnyQueryDefinition | AnyMutationDefinition>;

export type EndpointsOf<Defs, E> = {
  [K in keyof Defs]: Defs[K] extends QueryDefinition<infer R, infer A, string, unknown, E>
    ? QueryEndpoint<R, A, E>
    : Defs[K] extends MutationDefinition<infer R, infer A, string, unknown, E>
      ? MutationEndpoint<R, A, E>
      : never;
};

/** `useGetProductsQuery` for a query `getProducts`, `useSaveProductMutation` for a mutation `saveProduct`. */
export type HooksOf<Defs, E> = {
  [K in keyof Defs & string as Defs[K] extends AnyQueryDefinition
    ? `use${Capitalize<K>}Query`
    : `use${Capitalize<K>}Mutation`]: Defs[K] extends QueryDefinition<infer R, infer A, string, unknown, E>
    ? UseQuery<R, A, E>
    : Defs[K] extends MutationDefinition<infer R, infer A, string, unknown, E>
      ? UseMutation<R, A, E>
      : never;
};
