import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { TOAST_REGION_SELECTOR } from './toast/toaster';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The logical side it slides in from: start is left in English, right in Arabic. */
  side: 'start' | 'end';
  title: ReactNode;
  description?: ReactNode;
  /** The button that opens it; focus returns there on close. */
  trigger?: ReactNode;
  /** Where focus returns on close when the opening button is not a `trigger` (a deferred sheet). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A side panel on Radix Dialog: focus is trapped inside, Escape and the overlay close it. */
export function Sheet({
  open,
  onOpenChange,
  side,
  title,
  description,
  trigger,
  returnFocusRef,
  footer,
  children,
  className,
}: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          // A click on a toast (its close button) is not a click outside the panel.
          onInteractOutside={(event) => {
            if (event.target instanceof Element && event.target.closest(TOAST_REGION_SELECTOR)) event.preventDefault();
          }}
          onCloseAutoFocus={
            returnFocusRef
              ? (event) => {
                  event.preventDefault();
                  returnFocusRef.current?.focus();
                }
              : undefined
          }
          className={cn(
            'fixed inset-y-0 z-50 flex w-[min(26rem,calc(100vw-2.5rem))] flex-col bg-white shadow-2xl',
            'data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in',
            side === 'start' ? 'sheet-start start-0' : 'sheet-end end-0',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-0.5 text-sm text-slate-600">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              aria-label={t('common.closePanel')}
              className="-me-2 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto">{children}</div>
          {footer ? <div className="border-t border-slate-200 bg-slate-50 px-5 py-4">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Closes the sheet it is in; wrap a button or a link with it. */
export function SheetClose({ children }: { children: ReactNode }) {
  return <Dialog.Close asChild>{children}</Dialog.Close>;
}
