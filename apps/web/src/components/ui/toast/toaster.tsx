import { TOAST_REMOVE_DELAY_MS } from '@store/contract';
import { CircleAlert, CircleCheck, TriangleAlert, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';
import { useToastState, useToastStore } from './toast-context';
import type { Toast } from './toast-reducer';
import { localizeSentence } from '../../../lib/i18n';

const TONES = {
  success: { icon: CircleCheck, classes: 'border-green-200', iconClasses: 'text-go' },
  warning: { icon: TriangleAlert, classes: 'border-amber-300', iconClasses: 'text-amber-600' },
  error: { icon: CircleAlert, classes: 'border-red-200', iconClasses: 'text-danger' },
} as const;

/** Marks the toasts, so a modal panel does not take a click on one for a click outside itself. */
export const TOAST_REGION_SELECTOR = '[data-toast-region]';

/**
 * Where toasts appear: two live regions that exist before any toast does, so
 * screen readers announce what is put in them (warnings and errors at once,
 * success politely). Live regions stay readable while a modal panel is open.
 */
export function Toaster() {
  const toasts = useToastState().toasts;
  const shown = toasts.filter((toast) => toast.open);
  const urgent = shown.filter((toast) => toast.tone !== 'success');
  const polite = shown.filter((toast) => toast.tone === 'success');

  return (
    <div
      data-toast-region=""
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:end-0 sm:items-end sm:p-6"
    >
      <div aria-live="assertive" aria-atomic="true" className="flex w-full flex-col items-center gap-2 sm:items-end">
        {urgent.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </div>
      <div aria-live="polite" aria-atomic="true" className="flex w-full flex-col items-center gap-2 sm:items-end">
        {polite.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </div>
      {toasts
        .filter((toast) => !toast.open)
        .map((toast) => (
          <RemoveLater key={toast.id} id={toast.id} />
        ))}
    </div>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const { dispatch } = useToastStore();
  const paused = useRef(false);
  const { icon: Icon, classes, iconClasses } = TONES[toast.tone];

  useEffect(() => {
    let remaining = toast.duration;
    let started = Date.now();
    const tick = window.setInterval(() => {
      const now = Date.now();
      if (!paused.current) remaining -= now - started;
      started = now;
      if (remaining <= 0) dispatch({ type: 'toastDismissed', id: toast.id });
    }, 250);
    return () => window.clearInterval(tick);
  }, [dispatch, toast.duration, toast.id]);

  return (
    <div
      data-toast={toast.tone}
      onPointerEnter={() => (paused.current = true)}
      onPointerLeave={() => (paused.current = false)}
      onFocus={() => (paused.current = true)}
      onBlur={() => (paused.current = false)}
      className={cn(
        'pointer-events-auto flex w-full max-w-sm animate-pop-in items-start gap-3 rounded-xl border bg-white p-4 shadow-lg shadow-slate-900/10',
        classes,
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconClasses)} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900">{localizeSentence(toast.title)}</p>
        {toast.description ? <p className="mt-0.5 text-sm text-slate-700">{localizeSentence(toast.description)}</p> : null}
      </div>
      <button
        type="button"
        aria-label={t('toast.dismiss')}
        onClick={() => dispatch({ type: 'toastDismissed', id: toast.id })}
        className="-me-1 -mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** A dismissed toast leaves the state after the spec's removal delay. */
function RemoveLater({ id }: { id: string }) {
  const { dispatch } = useToastStore();
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch({ type: 'toastRemoved', id }), TOAST_REMOVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, id]);
  return null;
}
