// A small query layer in place of RTK Query (decision record 012): the same
// `createApi` / `injectEndpoints` / generated hooks surface the features use,
// a cache kept in the Redux state (so every store, and so every test, starts
// empty), one request per endpoint and argument however many components ask,
// tags that refetch what a mutation made stale, and unused entries dropped
// after `keepUnusedDataFor` seconds. No Redux Toolkit, no immer.
import type { Middleware, MiddlewareAPI, UnknownAction } from 'redux';
import { buildMutationHook, buildQueryHook } from './hooks';
import { copyWithStructuralSharing, serializeQueryArgs } from './serialize';
import type {
  AnyDefinitions,
  ApiState,
  ApiThunk,
  BaseQueryFn,
  EndpointBuilder,
  EndpointsOf,
  FullTag,
  HooksOf,
  MutationActionResult,
  MutationDefinition,
  MutationOutcome,
  QueryActionResult,
  QueryDefinition,
  QueryEntry,
  QueryState,
  ResultTags,
  TagDescription,
} from './types';

type AnyQuery = QueryDefinition<unknown, unknown, string, unknown, unknown>;
type AnyMutation = MutationDefinition<unknown, unknown, string, unknown, unknown>;

export interface InitiateOptions {
  /** false: fetch without holding the entry (a refetch); the entry is then collected when unused. */
  subscribe?: boolean;
  forceRefetch?: boolean | number;
}

/** The per-store machinery: subscriptions, requests in flight and expiry timers live outside the state. */
export interface ApiRuntime {
  query(endpointName: string, arg: unknown, options?: InitiateOptions): QueryActionResult<unknown, unknown, unknown>;
  mutate(endpointName: string, arg: unknown): MutationActionResult<unknown, unknown, unknown>;
}

/** Everything about the API that is the same for every store. */
export interface ApiCore {
  reducerPath: string;
  definitions: Record<string, AnyQuery | AnyMutation>;
  /** The entry of a cache key; `null` (a skipped query): the uninitialized state. */
  selectEntry(state: unknown, key: string | null): QueryState<unknown, unknown, unknown>;
  runtimeOf(dispatch: (action: { type: string }) => unknown): ApiRuntime;
}

const DEFAULT_KEEP_UNUSED_SECONDS = 60;
/** setTimeout's limit, about 24.8 days. */
const MAX_TIMER_SECONDS = 2_147_483;

function toFullTags(tags: readonly TagDescription<string>[]): FullTag[] {
  return tags.map((tag) => (typeof tag === 'string' ? { type: tag } : tag));
}

function resolveTags(
  tags: ResultTags<string, unknown, unknown, unknown> | undefined,
  result: unknown,
  error: unknown,
  arg: unknown,
): FullTag[] {
  if (!tags) return [];
  return toFullTags(typeof tags === 'function' ? tags(result, error, arg) : tags);
}

/** A tag without an id invalidates every entry of its type; one with an id, the entries that provided that id. */
function isInvalidatedBy(provided: readonly FullTag[], invalidated: readonly FullTag[]): boolean {
  return invalidated.some((tag) =>
    provided.some((own) => own.type === tag.type && (tag.id === undefined || own.id === tag.id)),
  );
}

const UNINITIALIZED: QueryState<never, never, never> = Object.freeze({
  status: 'uninitialized',
  isUninitialized: true,
  isLoading: false,
  isSuccess: false,
  isError: false,
});

// One state object per entry object, so selectors return the same value for the same state.
const entryStates = new WeakMap<QueryEntry, QueryState<unknown, unknown, unknown>>();

function entryState(entry: QueryEntry | undefined): QueryState<unknown, unknown, unknown> {
  if (!entry) return UNINITIALIZED;
  let state = entryStates.get(entry);
  if (!state) {
    state = {
      ...entry,
      isUninitialized: false,
      isLoading: entry.status === 'pending',
      isSuccess: entry.status === 'fulfilled',
      isError: entry.status === 'rejected',
    };
    entryStates.set(entry, state);
  }
  return state;
}

interface CreateApiOptions<P extends string, T extends string, QA, E> {
  reducerPath: P;
  baseQuery: BaseQueryFn<QA, E>;
  tagTypes: readonly T[];
  /** The error for anything thrown on the way (a bug in `query` or `transformResponse`, say). */
  toError: (thrown: unknown) => E;
  keepUnusedDataFor?: number;
}

export interface Api<P extends string, T extends string, QA, E, Defs extends AnyDefinitions> {
  reducerPath: P;
  reducer: (state: ApiState | undefined, action: UnknownAction) => ApiState;
  /** A plain Redux middleware; it must be in the store for the hooks to work. */
  middleware: Middleware;
  endpoints: EndpointsOf<Defs, E>;
  util: {
    /** Refetches the subscribed entries that provided these tags and drops the others. */
    invalidateTags(tags: readonly TagDescription<T>[]): UnknownAction;
  };
  injectEndpoints<NewDefs extends AnyDefinitions>(options: {
    endpoints: (build: EndpointBuilder<T, QA, E>) => NewDefs;
  }): Api<P, T, QA, E, Defs & NewDefs> & HooksOf<Defs & NewDefs, E>;
  /** Only widens the tag types (RTK Query's `addTagTypes`); tags are plain strings at run time. */
  enhanceEndpoints<NewT extends string>(options: { addTagTypes: readonly NewT[] }): Api<P, T | NewT, QA, E, Defs>;
}

type NoDefinitions = Record<never, never>;

export function createApi<P extends string, T extends string, QA, E>(
  options: CreateApiOptions<P, T, QA, E>,
): Api<P, T, QA, E, NoDefinitions> {
  const { reducerPath, baseQuery, toError } = options;
  const defaultKeepUnused = options.keepUnusedDataFor ?? DEFAULT_KEEP_UNUSED_SECONDS;
  const prefix = `${reducerPath}/`;
  const type = {
    pending: `${reducerPath}/queryPending`,
    fulfilled: `${reducerPath}/queryFulfilled`,
    rejected: `${reducerPath}/queryRejected`,
    remove: `${reducerPath}/removeQuery`,
    invalidate: `${reducerPath}/invalidateTags`,
    runtime: `${reducerPath}/getRuntime`,
  };
  const definitions: Record<string, AnyQuery | AnyMutation> = {};
  const hooks: Record<string, unknown> = {};
  const endpoints: Record<string, unknown> = {};
  let lastRequestId = 0;

  const initialState: ApiState = { queries: {} };

  function reducer(state: ApiState = initialState, action: UnknownAction): ApiState {
    if (!action.type.startsWith(prefix)) return state;
    const key = action.key as string;
    const entry = state.queries[key];
    const put = (next: QueryEntry) => ({ ...state, queries: { ...state.queries, [key]: next } });
    switch (action.type) {
      case type.pending:
        return put({
          ...entry,
          tags: entry?.tags ?? [],
          queryCacheKey: key,
          endpointName: action.endpointName as string,
          originalArgs: action.arg,
          status: 'pending',
          requestId: action.requestId as number,
          startedTimeStamp: action.timeStamp as number,
        });
      case type.fulfilled:
        // An answer for an entry since dropped, or overtaken by a newer request, is ignored.
        if (!entry || entry.requestId !== action.requestId) return state;
        return put({
          ...entry,
          status: 'fulfilled',
          data: copyWithStructuralSharing(entry.data, action.data),
          error: undefined,
          fulfilledTimeStamp: action.timeStamp as number,
          tags: action.tags as FullTag[],
        });
      case type.rejected:
        if (!entry || entry.requestId !== action.requestId) return state;
        return put({ ...entry, status: 'rejected', error: action.error, tags: action.tags as FullTag[] });
      case type.remove: {
        if (!entry) return state;
        const queries = { ...state.queries };
        delete queries[key];
        return { ...state, queries };
      }
      default:
        return state;
    }
  }

  function selectEntry(state: unknown, key: string | null) {
    if (key === null) return UNINITIALIZED;
    const slice = (state as Record<string, ApiState | undefined>)[reducerPath];
    return entryState(slice?.queries[key]);
  }

  async function execute(definition: AnyQuery | AnyMutation, arg: unknown): Promise<MutationOutcome<unknown, E>> {
    try {
      const result = await baseQuery(definition.query(arg) as QA, {});
      if (result.error !== undefined) return { error: result.error };
      const data = definition.transformResponse ? await definition.transformResponse(result.data, undefined, arg) : result.data;
      return { data };
    } catch (thrown) {
      return { error: toError(thrown) };
    }
  }

  function createRuntime(store: MiddlewareAPI): ApiRuntime & { flushTags(tags: readonly FullTag[]): void } {
    const subscriptions = new Map<string, Set<number>>();
    const running = new Map<string, Promise<void>>();
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    let lastSubscriptionId = 0;
    // Invalidation waits until no request is in flight, so a refetch never races an answer
    // that was already on its way with the old data (RTK Query's "delayed" behaviour).
    let inFlight = 0;
    let queuedTags: FullTag[] = [];

    const entryOf = (key: string) => (store.getState() as Record<string, ApiState | undefined>)[reducerPath]?.queries[key];
    const isUnused = (key: string) => !subscriptions.get(key)?.size;

    function collectLater(key: string, endpointName: string) {
      if (!isUnused(key) || timers.has(key)) return;
      const definition = definitions[endpointName];
      const seconds = (definition?.type === 'query' ? definition.keepUnusedDataFor : undefined) ?? defaultKeepUnused;
      if (seconds === Infinity) return;
      const timer = setTimeout(
        () => {
          timers.delete(key);
          if (isUnused(key)) store.dispatch({ type: type.remove, key });
        },
        Math.max(0, Math.min(seconds, MAX_TIMER_SECONDS)) * 1000,
      );
      timers.set(key, timer);
    }

    function settled() {
      inFlight -= 1;
      flushTags([]);
    }

    function flushTags(tags: readonly FullTag[]) {
      queuedTags.push(...tags);
      if (inFlight > 0 || queuedTags.length === 0) return;
      const invalidated = queuedTags;
      queuedTags = [];
      const queries = (store.getState() as Record<string, ApiState | undefined>)[reducerPath]?.queries ?? {};
      for (const entry of Object.values(queries)) {
        if (!entry || !isInvalidatedBy(entry.tags, invalidated)) continue;
        if (isUnused(entry.queryCacheKey)) {
          clearTimeout(timers.get(entry.queryCacheKey));
          timers.delete(entry.queryCacheKey);
          store.dispatch({ type: type.remove, key: entry.queryCacheKey });
        } else {
          void start(entry.endpointName, entry.originalArgs, entry.queryCacheKey, true);
        }
      }
    }

    /** Sends the request unless one is in flight, or the entry is fresh and nothing forces it. */
    function start(endpointName: string, arg: unknown, key: string, force: boolean | number): Promise<void> {
      const entry = entryOf(key);
      if (entry?.status === 'pending') return running.get(key) ?? Promise.resolve();
      const fulfilledAt = entry?.fulfilledTimeStamp;
      const forced =
        force === true || (typeof force === 'number' && fulfilledAt !== undefined && (Date.now() - fulfilledAt) / 1000 >= force);
      if (fulfilledAt !== undefined && !forced) return Promise.resolve();

      const definition = definitions[endpointName] as AnyQuery;
      lastRequestId += 1;
      const requestId = lastRequestId;
      inFlight += 1;
      store.dispatch({ type: type.pending, key, endpointName, arg, requestId, timeStamp: Date.now() });
      const request = execute(definition, arg).then((outcome) => {
        try {
          const tags = resolveTags(definition.providesTags, outcome.data, outcome.error, arg);
          if (outcome.error !== undefined) {
            store.dispatch({ type: type.rejected, key, requestId, error: outcome.error, tags });
          } else {
            store.dispatch({ type: type.fulfilled, key, requestId, data: outcome.data, tags, timeStamp: Date.now() });
          }
        } finally {
          // Whatever happened above, the request is over: later invalidations must not wait for it.
          if (running.get(key) === request) running.delete(key);
          collectLater(key, endpointName);
          settled();
        }
      });
      running.set(key, request);
      return request;
    }

    function query(endpointName: string, arg: unknown, { subscribe = true, forceRefetch = false }: InitiateOptions = {}) {
      const key = serializeQueryArgs(endpointName, arg);
      let subscriptionId = 0;
      if (subscribe) {
        lastSubscriptionId += 1;
        subscriptionId = lastSubscriptionId;
        const keys = subscriptions.get(key) ?? new Set<number>();
        keys.add(subscriptionId);
        subscriptions.set(key, keys);
        clearTimeout(timers.get(key));
        timers.delete(key);
      }
      const settledState = start(endpointName, arg, key, forceRefetch).then(() => selectEntry(store.getState(), key));
      const unsubscribe = () => {
        const keys = subscriptions.get(key);
        if (!keys?.delete(subscriptionId)) return;
        if (keys.size === 0) subscriptions.delete(key);
        if (entryOf(key)) collectLater(key, endpointName);
      };
      const unwrap = async () => {
        const state = await settledState;
        if (state.isError) throw state.error;
        return state.data;
      };
      const refetch = () => query(endpointName, arg, { subscribe: false, forceRefetch: true });
      return Object.assign(settledState, { arg, queryCacheKey: key, unsubscribe, refetch, unwrap });
    }

    function mutate(endpointName: string, arg: unknown) {
      const definition = definitions[endpointName] as AnyMutation;
      lastRequestId += 1;
      inFlight += 1;
      const outcome = execute(definition, arg).then((result) => {
        // Before the caller's `unwrap()` resumes: the stale lists are already refetching by then.
        try {
          queuedTags.push(...resolveTags(definition.invalidatesTags, result.data, result.error, arg));
        } finally {
          settled();
        }
        return result;
      });
      return withUnwrap(outcome, arg, lastRequestId);
    }

    return { query, mutate, flushTags };
  }

  const middleware: Middleware = (store) => {
    const runtime = createRuntime(store);
    return (next) => (action) => {
      const { type: actionType, payload } = action as UnknownAction;
      if (actionType === type.runtime) return runtime;
      const result = next(action);
      if (actionType === type.invalidate) runtime.flushTags(toFullTags(payload as TagDescription<string>[]));
      return result;
    };
  };

  function runtimeOf(dispatch: (action: { type: string }) => unknown): ApiRuntime {
    const runtime = dispatch({ type: type.runtime });
    if (typeof runtime !== 'object' || runtime === null || !('query' in runtime)) {
      throw new Error(`The middleware of the API "${reducerPath}" is not in the store.`);
    }
    return runtime as ApiRuntime;
  }

  const core: ApiCore = { reducerPath, definitions, selectEntry, runtimeOf };

  function addEndpoint(name: string, definition: AnyQuery | AnyMutation) {
    definitions[name] = definition;
    const hookName = `use${name.charAt(0).toUpperCase()}${name.slice(1)}`;
    if (definition.type === 'query') {
      endpoints[name] = {
        name,
        initiate:
          (arg: unknown, initiateOptions?: InitiateOptions): ApiThunk<unknown> =>
          (dispatch) =>
            runtimeOf(dispatch).query(name, arg, initiateOptions),
        select: (arg: unknown) => (state: unknown) => selectEntry(state, serializeQueryArgs(name, arg)),
      };
      hooks[`${hookName}Query`] = buildQueryHook(core, name);
    } else {
      endpoints[name] = {
        name,
        initiate:
          (arg: unknown): ApiThunk<MutationActionResult<unknown, unknown, unknown>> =>
          (dispatch) =>
            runtimeOf(dispatch).mutate(name, arg),
      };
      hooks[`${hookName}Mutation`] = buildMutationHook(core, name);
    }
  }

  const build: EndpointBuilder<T, QA, E> = {
    query: (definition) => ({ ...definition, type: 'query' }),
    mutation: (definition) => ({ ...definition, type: 'mutation' }),
  };

  const api = {
    reducerPath,
    reducer,
    middleware,
    endpoints,
    util: {
      invalidateTags: (tags: readonly TagDescription<string>[]) => ({ type: type.invalidate, payload: tags }),
    },
    injectEndpoints({ endpoints: define }: { endpoints: (builder: EndpointBuilder<T, QA, E>) => AnyDefinitions }) {
      for (const [name, definition] of Object.entries(define(build))) {
        addEndpoint(name, definition as AnyQuery | AnyMutation);
      }
      return Object.assign(api, hooks);
    },
    enhanceEndpoints: () => api,
  };
  return api as unknown as Api<P, T, QA, E, NoDefinitions>;
}

/** The outcome of a mutation with RTK Query's `unwrap()`: the data, or a rejection with the error. */
export function withUnwrap<R, A, E>(
  outcome: Promise<MutationOutcome<R, E>>,
  arg: A,
  requestId: number,
): MutationActionResult<R, A, E> {
  const unwrap = async () => {
    const result = await outcome;
    if (result.error !== undefined) throw result.error;
    return result.data as R;
  };
  return Object.assign(outcome, { arg, requestId, unwrap });
}
