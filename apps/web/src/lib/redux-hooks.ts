import { useDispatch } from 'react-redux';
import type { UnknownAction } from 'redux';
import type { ThunkDispatch } from 'redux-thunk';

/**
 * Dispatch that accepts thunks. Features type their selectors against their own
 * slice (`(state: { auth: AuthState }) => ...`), so they need no root type from src/app.
 */
export type AppDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
