// A toast on screen and the removal of a dismissed one (./toaster.tsx). Loaded
// with the first toast, not with the page: a first visit shows none (issue 12's
// weight room); the live regions that announce them are there from the start.
import { TOAST_REMOVE_DELAY_MS } from '@store/contract';
import { CircleAlert, CircleCheck, TriangleAlert, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '#web/lib/cn';
import { localizeSentence, t } from '#web/lib/i18n';
import { useToastStore } from './toast-context';
import type { Toast } from './toast-reducer';
import '#web/lib/i18n/en-status';

const TONES = {
  success: { icon: CircleCheck, classes: 'border-green-200', iconClasses: 'text-go' },
  warning: { icon: TriangleAlert, classes: 'border-amber-300', iconClasses: 'text-amber-600' },
  error: { icon: CircleAlert, classes: 'border-red-200', iconClasses: 'text-danger' },
} as const;

export interface ToastCardsProps {
  toasts: Toast[];
  removing?: boolean;
}

/** The toasts of one live region, or (`removing`) the timers of dismissed ones. */
export function ToastCards({ toasts, removing = false }: ToastCardsProps) {
  return (
    <>
      {toasts.map((toast) => (removing ? <RemoveLater key={toast.id} id={toast.id} /> : <ToastCard key={toast.id} toast={toast} />))}
    </>
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
