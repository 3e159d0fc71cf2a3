import { useEffect } from 'react';
import { deferComponent, withTexts, useDeferredComponent } from '#web/lib/deferred-component';
import { useToastState } from './toast-context';
import type { ToastRegionProps } from './toast-region';

/** The toasts' code (Radix Toast, ./toast-region.tsx), loaded with the first toast: a first visit shows none. */
export const toastRegion = deferComponent<ToastRegionProps>(() => import('./toast-region').then(withTexts((m) => m.ToastRegion)));

/** Where toasts appear, once there is one (Radix Toast announces each as it shows). */
export function Toaster() {
  const toasts = useToastState().toasts;
  const { Component: Region, ensure } = useDeferredComponent(toastRegion);
  const waiting = toasts.length > 0 && !Region;
  useEffect(() => {
    if (waiting) void ensure();
  }, [waiting, ensure]);
  return Region ? <Region toasts={toasts} /> : null;
}
