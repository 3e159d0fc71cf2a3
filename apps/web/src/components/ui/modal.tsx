import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
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
  const closeOnEscape = useEscapeUnderToast(onOpenChange);
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
          {...closeOnEscape}
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

/**
 * Escape closes the modal the focus is in, even when a toast appeared after it
 * opened (removing a cart line): Radix hands Escape to the newest layer only,
 * the toast, which closes and lets the key go on. Here the modal sees it still
 * reach its own content and closes too, unless Radix already closed the modal
 * itself or the key came from a layer of its own (a menu in a portal).
 */
function useEscapeUnderToast(onOpenChange: (open: boolean) => void) {
  const handled = useRef<globalThis.KeyboardEvent | null>(null);
  return {
    onEscapeKeyDown: (event: globalThis.KeyboardEvent) => {
      handled.current = event;
    },
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key !== 'Escape' || handled.current === event.nativeEvent) return;
      if (event.currentTarget.contains(event.target as Node)) onOpenChange(false);
    },
  };
}

/** Closes the modal it is in; wrap a button or a link with it. */
export function ModalClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
