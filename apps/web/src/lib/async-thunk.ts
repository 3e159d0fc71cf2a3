// Asynchronous thunks for plain Redux, the part of Redux Toolkit's
// `createAsyncThunk` that the auth and cart features use (decision record 012).
// A thunk dispatches `pending`, runs its work, then dispatches `fulfilled` with
// the result or `rejected` with the value given to `rejectWithValue` (or with
// no payload when the work threw). Dispatching it gives a promise of that last
// action, which never rejects: callers tell the two apart with `.match`.
import type { UnknownAction } from 'redux';
import type { ThunkAction, ThunkDispatch } from 'redux-thunk';
import { withMatcher, type ActionMatcher } from './create-action';

type ThunkMeta<Arg, Status extends string> = {
  arg: Arg;
  requestId: string;
  requestStatus: Status;
};

export type PendingAction<Arg> = {
  type: string;
  payload: undefined;
  meta: ThunkMeta<Arg, 'pending'>;
};

export type FulfilledAction<Returned, Arg> = {
  type: string;
  payload: Returned;
  meta: ThunkMeta<Arg, 'fulfilled'>;
};

export type RejectedAction<RejectValue, Arg> = {
  type: string;
  /** The value given to `rejectWithValue`; undefined when the work threw. */
  payload: RejectValue | undefined;
  /** What was thrown, as a message ('Rejected' for `rejectWithValue`). */
  error: { message: string };
  meta: ThunkMeta<Arg, 'rejected'> & { rejectedWithValue: boolean };
};

/** What `rejectWithValue` gives: return it (or throw it) to reject with that payload. */
class RejectWithValue<RejectValue> {
  constructor(readonly payload: RejectValue) {}
}

export interface AsyncThunkApi<RejectValue> {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  getState: () => unknown;
  requestId: string;
  rejectWithValue: (value: RejectValue) => RejectWithValue<RejectValue>;
}

type Outcome<Returned, RejectValue> = Returned | RejectWithValue<RejectValue>;

export type AsyncThunkResult<Returned, Arg, RejectValue> =
  | FulfilledAction<Returned, Arg>
  | RejectedAction<RejectValue, Arg>;

export interface AsyncThunk<Returned, Arg, RejectValue> {
  (arg: Arg): ThunkAction<Promise<AsyncThunkResult<Returned, Arg, RejectValue>>, unknown, unknown, UnknownAction>;
  typePrefix: string;
  pending: ((requestId: string, arg: Arg) => PendingAction<Arg>) & ActionMatcher<PendingAction<Arg>>;
  fulfilled: ((payload: Returned, requestId: string, arg: Arg) => FulfilledAction<Returned, Arg>) &
    ActionMatcher<FulfilledAction<Returned, Arg>>;
  rejected: ((error: unknown, requestId: string, arg: Arg, payload?: RejectValue) => RejectedAction<RejectValue, Arg>) &
    ActionMatcher<RejectedAction<RejectValue, Arg>>;
}

let lastRequestId = 0;

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return error === null || error === undefined ? 'Rejected' : String(error);
}

/**
 * `createAsyncThunk<Returned, Arg, RejectValue>('feature/name', work)`: the
 * action types are 'feature/name/pending', '/fulfilled' and '/rejected'.
 */
export function createAsyncThunk<Returned, Arg = void, RejectValue = undefined>(
  typePrefix: string,
  work: (arg: Arg, api: AsyncThunkApi<RejectValue>) => Outcome<Returned, RejectValue> | Promise<Outcome<Returned, RejectValue>>,
): AsyncThunk<Returned, Arg, RejectValue> {
  const pending = withMatcher<(requestId: string, arg: Arg) => PendingAction<Arg>, PendingAction<Arg>>(
    `${typePrefix}/pending`,
    (requestId, arg) => ({ type: `${typePrefix}/pending`, payload: undefined, meta: { arg, requestId, requestStatus: 'pending' } }),
  );
  const fulfilled = withMatcher<
    (payload: Returned, requestId: string, arg: Arg) => FulfilledAction<Returned, Arg>,
    FulfilledAction<Returned, Arg>
  >(`${typePrefix}/fulfilled`, (payload, requestId, arg) => ({
    type: `${typePrefix}/fulfilled`,
    payload,
    meta: { arg, requestId, requestStatus: 'fulfilled' },
  }));
  const rejected = withMatcher<
    (error: unknown, requestId: string, arg: Arg, payload?: RejectValue) => RejectedAction<RejectValue, Arg>,
    RejectedAction<RejectValue, Arg>
  >(`${typePrefix}/rejected`, (error, requestId, arg, payload) => ({
    type: `${typePrefix}/rejected`,
    payload,
    error: { message: errorMessage(error) },
    meta: { arg, requestId, requestStatus: 'rejected', rejectedWithValue: payload !== undefined },
  }));

  const rejectWithValue = (value: RejectValue) => new RejectWithValue(value);

  const thunk = (arg: Arg): ThunkAction<Promise<AsyncThunkResult<Returned, Arg, RejectValue>>, unknown, unknown, UnknownAction> =>
    async (dispatch, getState) => {
      lastRequestId += 1;
      const requestId = String(lastRequestId);
      dispatch(pending(requestId, arg));
      let result: AsyncThunkResult<Returned, Arg, RejectValue>;
      try {
        const outcome = await work(arg, { dispatch, getState, requestId, rejectWithValue });
        result =
          outcome instanceof RejectWithValue
            ? rejected(null, requestId, arg, outcome.payload as RejectValue)
            : fulfilled(outcome, requestId, arg);
      } catch (error) {
        result =
          error instanceof RejectWithValue
            ? rejected(null, requestId, arg, error.payload as RejectValue)
            : rejected(error, requestId, arg);
      }
      dispatch(result);
      return result;
    };

  return Object.assign(thunk, { typePrefix, pending, fulfilled, rejected });
}
