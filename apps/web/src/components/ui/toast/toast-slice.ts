// Toast state (spec sections 5 and 9): at most TOAST_LIMIT shown at a time, a
// new toast replacing the oldest; success toasts last 3000 ms. A dismissed
// toast leaves the screen at once and the state after TOAST_REMOVE_DELAY_MS,
// as the spec's constants say. Shared by every feature, so it lives here.
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
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

const toastSlice = createSlice({
  name: 'toast',
  initialState: initialToastState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts = [action.payload, ...state.toasts].slice(0, TOAST_LIMIT);
      },
      prepare(input: ToastInput) {
        const duration = input.duration ?? (input.tone === 'success' ? TOAST_SUCCESS_DURATION_MS : TOAST_ATTENTION_DURATION_MS);
        const toast: Toast = { id: nanoid(), tone: input.tone, title: input.title, duration, open: true };
        if (input.description) toast.description = input.description;
        return { payload: toast };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      const toast = state.toasts.find((item) => item.id === action.payload);
      if (toast) toast.open = false;
    },
    toastRemoved(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((item) => item.id !== action.payload);
    },
  },
});

export const toastReducer = toastSlice.reducer;
export const { toastShown, toastDismissed, toastRemoved } = toastSlice.actions;

export type ToastRootState = { toast: ToastState };
export const selectToasts = (state: ToastRootState): Toast[] => state.toast.toasts;
