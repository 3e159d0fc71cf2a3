import { useCallback } from 'react';
import { useToastStore } from './toast-context';
import { makeToast, type ToastInput } from './toast-reducer';

/** Shows a toast; the newest replaces the one on screen (docs/store-rules.md#9-constants-and-limits: at most 1). */
export function useToast(): (toast: ToastInput) => void {
  const store = useToastStore();
  return useCallback((toast: ToastInput) => store.dispatch({ type: 'toastShown', toast: makeToast(toast) }), [store]);
}
