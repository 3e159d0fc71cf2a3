// The toasts' hooks; the provider that fills them is src/app/store-provider.tsx.
import { createStateContexts, useRequiredContext, type ReducerStore } from '#web/lib/reducer-store';
import type { ToastAction, ToastState } from './toast-reducer';

export const toastContexts = createStateContexts<ToastState, ToastAction>();

export function useToastState(): ToastState {
  return useRequiredContext(toastContexts.State, 'useToastState');
}

export function useToastStore(): ReducerStore<ToastState, ToastAction> {
  return useRequiredContext(toastContexts.Store, 'useToastStore');
}
