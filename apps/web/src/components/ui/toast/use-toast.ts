import { useCallback } from 'react';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { toastShown, type ToastInput } from './toast-slice';

/** Shows a toast; the newest replaces the one on screen (spec section 9: at most 1). */
export function useToast(): (toast: ToastInput) => void {
  const dispatch = useAppDispatch();
  return useCallback((toast: ToastInput) => void dispatch(toastShown(toast)), [dispatch]);
}
