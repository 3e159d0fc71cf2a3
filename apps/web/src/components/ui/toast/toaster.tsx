import { useEffect } from 'react';
import { deferComponent, useDeferredComponent } from '#web/lib/deferred-component';
import { useToastState } from './toast-context';
import type { ToastCardsProps } from './toast-card';

/** The cards' code, loaded with the first toast (./toast-card.tsx). */
export const toastCards = deferComponent<ToastCardsProps>(() => import('./toast-card').then((m) => m.ToastCards));

/** Marks the toasts, so a modal panel does not take a click on one for a click outside itself. */
export const TOAST_REGION_SELECTOR = '[data-toast-region]';

/**
 * Where toasts appear: two live regions that exist before any toast does, so
 * screen readers announce what is put in them (warnings and errors at once,
 * success politely). Live regions stay readable while a modal panel is open.
 */
export function Toaster() {
  const toasts = useToastState().toasts;
  const { Component: Cards, ensure } = useDeferredComponent(toastCards);
  const shown = toasts.filter((toast) => toast.open);
  const urgent = shown.filter((toast) => toast.tone !== 'success');
  const polite = shown.filter((toast) => toast.tone === 'success');
  const waiting = toasts.length > 0 && !Cards;
  useEffect(() => {
    if (waiting) void ensure();
  }, [waiting, ensure]);

  return (
    <div
      data-toast-region=""
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:end-0 sm:items-end sm:p-6"
    >
      <div aria-live="assertive" aria-atomic="true" className="flex w-full flex-col items-center gap-2 sm:items-end">
        {Cards ? <Cards toasts={urgent} /> : null}
      </div>
      <div aria-live="polite" aria-atomic="true" className="flex w-full flex-col items-center gap-2 sm:items-end">
        {Cards ? <Cards toasts={polite} /> : null}
      </div>
      {Cards ? <Cards toasts={toasts.filter((toast) => !toast.open)} removing /> : null}
    </div>
  );
}
