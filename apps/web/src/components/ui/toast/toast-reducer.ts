// Toast state (docs/store-rules.md#5-validation and #9-constants-and-limits): at most TOAST_LIMIT shown at a time, a
// new toast replacing the oldest; success toasts last 3000 ms. A dismissed
// toast leaves the screen at once and the state after TOAST_REMOVE_DELAY_MS,
// as the spec's constants say. Shared by every feature, so it lives here.
import { TOAST_LIMIT, TOAST_SUCCESS_DURATION_MS } from '@store/contract';

export type ToastTone = 'success' | 'warning' | 'error';

export interface Toast {
  id: string;
  tone: ToastTone;
  title: string;
  description?: string;
  /** How long it stays before it dismisses itself, in ms. */
  duration: number;
  open: boolean;
}

export interface ToastState {
  toasts: Toast[];
}

export interface ToastInput {
  tone: ToastTone;
  title: string;
  description?: string;
  duration?: number;
}

/** Warnings and errors stay a little longer than success toasts: they ask the shopper to act. */
export const TOAST_ATTENTION_DURATION_MS = 6000;

export const initialToastState: ToastState = { toasts: [] };

let lastToastId = 0;
/** Toast ids only need to differ within one page visit. */
const nextToastId = (): string => `toast-${++lastToastId}`;

/** A new toast from what a feature asks for: its id, and its tone's duration unless given. */
export function makeToast(input: ToastInput): Toast {
  const duration = input.duration ?? (input.tone === 'success' ? TOAST_SUCCESS_DURATION_MS : TOAST_ATTENTION_DURATION_MS);
  const toast: Toast = { id: nextToastId(), tone: input.tone, title: input.title, duration, open: true };
  if (input.description) toast.description = input.description;
  return toast;
}

export type ToastAction =
  /** Shows a toast: the newest first, the oldest beyond TOAST_LIMIT dropped. */
  | { type: 'toastShown'; toast: Toast }
  /** The toast leaves the screen; it stays in the state until `toastRemoved`. */
  | { type: 'toastDismissed'; id: string }
  | { type: 'toastRemoved'; id: string };

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'toastShown':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'toastDismissed': {
      const shown = state.toasts.some((toast) => toast.id === action.id && toast.open);
      if (!shown) return state;
      return { toasts: state.toasts.map((toast) => (toast.id === action.id ? { ...toast, open: false } : toast)) };
    }
    case 'toastRemoved':
      if (!state.toasts.some((toast) => toast.id === action.id)) return state;
      return { toasts: state.toasts.filter((toast) => toast.id !== action.id) };
  }
}
