// The generated hooks of the query layer, with RTK Query's semantics where the
// components rely on them: `data` keeps the last result while a new argument
// loads, `isLoading` is only the first load, and the very first render of a
// query that is not skipped already reports loading.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { shallowEqual, useSelector, useStore } from 'react-redux';
import type { ApiCore } from './create-api';
import { serializeQueryArgs } from './serialize';
import type { QueryActionResult, QueryHookOptions, QueryState, QueryStatus } from './types';

type AnyQueryState = QueryState<unknown, unknown, unknown>;

/** The hook's view of an entry, before the first render's "already loading". */
interface HookState extends AnyQueryState {
  currentData?: unknown;
  isFetching: boolean;
}

/** RTK Query's `queryStatePreSelector`: the entry seen through the hook's previous result. */
function hookState(current: AnyQueryState, previous: HookState | undefined, key: string | null): HookState {
  // The entry of the same argument is gone (dropped from the cache): start over, show nothing old.
  let last = previous;
  if (last?.queryCacheKey !== undefined && current.isUninitialized && key !== null && last.queryCacheKey === key) {
    last = undefined;
  }
  const data = current.data === undefined ? last?.data : current.data;
  const hasData = data !== undefined;
  const isFetching = current.isLoading;
  const isLoading =
    (!last || last.isLoading || last.isUninitialized || last.isError) && !hasData && isFetching;
  // Success while refetching with data, unless the entry is refetching after an error.
  const isSuccess =
    current.isSuccess || (hasData && ((isFetching && current.error === undefined) || current.isUninitialized));
  return { ...current, data, currentData: current.data, isFetching, isLoading, isSuccess };
}

export function buildQueryHook(core: ApiCore, endpointName: string) {
  return function useQuery(arg?: unknown, options: QueryHookOptions = {}) {
    const { skip = false, refetchOnMountOrArgChange = false } = options;
    const store = useStore();
    const runtime = useMemo(() => core.runtimeOf(store.dispatch), [store]);
    const key = skip ? null : serializeQueryArgs(endpointName, arg);

    // The subscription follows the key (the serialized argument), not the argument's identity.
    const committedArg = useRef(arg);
    useLayoutEffect(() => {
      committedArg.current = arg;
    });
    const subscription = useRef<QueryActionResult<unknown, unknown, unknown> | undefined>(undefined);
    useEffect(() => {
      if (key === null) return undefined;
      const current = runtime.query(endpointName, committedArg.current, { forceRefetch: refetchOnMountOrArgChange });
      subscription.current = current;
      return () => {
        current.unsubscribe();
        if (subscription.current === current) subscription.current = undefined;
      };
    }, [runtime, key, refetchOnMountOrArgChange]);

    const lastState = useRef<HookState | undefined>(undefined);
    const selectState = useCallback(
      (state: unknown) => hookState(core.selectEntry(state, key), lastState.current, key),
      [key],
    );
    const state = useSelector(selectState, shallowEqual);
    useLayoutEffect(() => {
      lastState.current = state;
    });

    const refetch = useCallback(() => {
      if (!subscription.current) throw new Error('Cannot refetch a query that has not been started yet.');
      return subscription.current.refetch();
    }, []);

    return useMemo(() => {
      // Not skipped but not started yet (the effect runs after this render): already loading.
      const shown =
        key !== null && state.isUninitialized
          ? {
              ...state,
              isUninitialized: false,
              isFetching: true,
              isLoading: state.data === undefined,
              status: 'pending' as QueryStatus,
            }
          : state;
      return { ...shown, refetch };
    }, [state, key, refetch]);
  };
}

interface MutationSnapshot {
  status: QueryStatus;
  data?: unknown;
  error?: unknown;
  originalArgs?: unknown;
}

const IDLE: MutationSnapshot = { status: 'uninitialized' };

export function buildMutationHook(core: ApiCore, endpointName: string) {
  return function useMutation() {
    const store = useStore();
    const runtime = useMemo(() => core.runtimeOf(store.dispatch), [store]);
    const [snapshot, setSnapshot] = useState<MutationSnapshot>(IDLE);
    // Only the latest call of this hook shows in its state.
    const latest = useRef(0);

    const trigger = useCallback(
      (arg?: unknown) => {
        const result = runtime.mutate(endpointName, arg);
        latest.current = result.requestId;
        setSnapshot({ status: 'pending', originalArgs: arg });
        void result.then((outcome) => {
          if (latest.current !== result.requestId) return;
          setSnapshot(
            outcome.error !== undefined
              ? { status: 'rejected', error: outcome.error, originalArgs: arg }
              : { status: 'fulfilled', data: outcome.data, originalArgs: arg },
          );
        });
        return result;
      },
      [runtime],
    );

    const reset = useCallback(() => {
      latest.current = 0;
      setSnapshot(IDLE);
    }, []);

    const state = useMemo(
      () => ({
        ...snapshot,
        isUninitialized: snapshot.status === 'uninitialized',
        isLoading: snapshot.status === 'pending',
        isSuccess: snapshot.status === 'fulfilled',
        isError: snapshot.status === 'rejected',
        reset,
      }),
      [snapshot, reset],
    );
    return useMemo(() => [trigger, state] as const, [trigger, state]);
  };
}
