// The toasts on screen, on Radix Toast (docs/decisions/044): it times each
// toast (pausing while it is hovered or focused, or the window is not), closes
// it on a swipe or Escape, announces it to screen readers, offers F8 to reach
// it, and keeps a click on it from closing an open panel beneath. The state
// (one toast at a time, the removal delay) stays the spec's reducer
// (./toast-reducer.ts). Loaded with the first toast, not with the page.
import { TOAST_REMOVE_DELAY_MS } from '@store/contract';
import { CircleAlert, CircleCheck, TriangleAlert, X } from 'lucide-react';
import { Toast as RadixToast } from 'radix-ui';
import { useEffect } from 'react';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { useToastStore } from './toast-context';
import type { Toast } from './toast-reducer';
import { enStatus } from '#web/lib/i18n/en-status';

/** The parts of the catalogue this module shows: it loads later than its page (lib/deferred-component.ts, withTexts). */
export const texts = [enStatus];

const TONES = {
  success: { icon: CircleCheck, classes: 'border-green-200', iconClasses: 'text-go' },
  warning: { icon: TriangleAlert, classes: 'border-amber-300', iconClasses: 'text-amber-600' },
  error: { icon: CircleAlert, classes: 'border-red-200', iconClasses: 'text-danger' },
} as const;

export interface ToastRegionProps {
  toasts: Toast[];
}

/**
 * Where toasts show. Never over the cart panel's Close and Place Order (its
 * footer, at the bottom of the panel on the end side): at the top of a phone
 * or tablet, leaving the end's 4rem free for a panel's close button and the
 * header's cart; on a wide screen at the bottom of the start side, away from
 * the panel and the header's search.
 */
const VIEWPORT_CLASSES = cn(
  'fixed top-0 start-0 end-16 z-[60] flex flex-col items-center gap-2 p-4 outline-none',
  'lg:top-auto lg:bottom-0 lg:end-auto lg:w-[26rem] lg:items-start lg:p-6',
);

/** The region and its toasts: shown ones, and dismissed ones until the spec's removal delay has passed. */
export function ToastRegion({ toasts }: ToastRegionProps) {
  return (
    <RadixToast.Provider swipeDirection="up" label={t('toast.label')}>
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
      {/* aria-live="off": Radix announces each toast itself; the attribute keeps an open panel from hiding the
          toasts from screen readers (a modal hides the rest of the page, but not live regions). */}
      <RadixToast.Viewport label={t('toast.region')} aria-live="off" className={VIEWPORT_CLASSES} />
    </RadixToast.Provider>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const { dispatch } = useToastStore();
  const { icon: Icon, classes, iconClasses } = TONES[toast.tone];
  return (
    <>
      <RadixToast.Root
        open={toast.open}
        onOpenChange={(open) => {
          if (!open) dispatch({ type: 'toastDismissed', id: toast.id });
        }}
        duration={toast.duration}
        // Warnings and errors are announced at once, success politely.
        type={toast.tone === 'success' ? 'background' : 'foreground'}
        data-toast={toast.tone}
        className={cn(
          // The page beneath an open panel takes no pointer events; a toast does.
          'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border bg-white p-4 shadow-lg shadow-slate-900/10',
          'data-[state=open]:animate-pop-in data-[state=closed]:animate-fade-out',
          'data-[swipe=move]:translate-y-(--radix-toast-swipe-move-y) data-[swipe=cancel]:translate-y-0 data-[swipe=cancel]:transition-transform',
          classes,
        )}
      >
        <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconClasses)} />
        <div className="min-w-0 flex-1">
          <RadixToast.Title className="text-sm font-semibold text-slate-900">{toast.title}</RadixToast.Title>
          {toast.description ? (
            <RadixToast.Description className="mt-0.5 text-sm text-slate-700">
              {/* Radix joins the title and this text for the announcement: the space keeps them two words apart. */}{' '}
              {toast.description}
            </RadixToast.Description>
          ) : null}
        </div>
        <RadixToast.Close
          aria-label={t('toast.dismiss')}
          className="-me-1 -mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-4" />
        </RadixToast.Close>
      </RadixToast.Root>
      {toast.open ? null : <RemoveLater id={toast.id} />}
    </>
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
