import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { cn } from '#web/lib/cn';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The button that opens it; focus returns there on close. */
  trigger?: ReactNode;
  /** Where focus returns on close when the opening button is not a `trigger` (a deferred dialog or sheet). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The close button's accessible name. */
  closeLabel: string;
  /** Where the panel sits and how it moves (a centred box, a side panel). */
  contentClassName: string;
  headerClassName?: string;
  /** The body and any footer, below the title bar. */
  children: ReactNode;
}

/**
 * The one modal under Dialog and Sheet, on Radix Dialog: the overlay, focus
 * kept inside and returned on close, Escape and the overlay close it, and the
 * title bar with its close button.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  returnFocusRef,
  closeLabel,
  contentClassName,
  headerClassName,
  children,
}: ModalProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={
            returnFocusRef
              ? (event) => {
                  event.preventDefault();
                  returnFocusRef.current?.focus();
                }
              : undefined
          }
          className={contentClassName}
        >
          <div className={cn('flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4', headerClassName)}>
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-0.5 text-sm text-slate-600">{description}</RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label={closeLabel}
              className="-me-2 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the modal it is in; wrap a button or a link with it. */
export function ModalClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
