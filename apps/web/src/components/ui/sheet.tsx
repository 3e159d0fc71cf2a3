import type { ReactNode, RefObject } from 'react';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { Modal, ModalClose } from './modal';

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

/** A side panel: focus is trapped inside, Escape and the overlay close it. */
export function Sheet({ open, onOpenChange, side, title, description, trigger, returnFocusRef, footer, children, className }: SheetProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      trigger={trigger}
      returnFocusRef={returnFocusRef}
      closeLabel={t('common.closePanel')}
      contentClassName={cn(
        'fixed inset-y-0 z-50 flex w-[min(26rem,calc(100vw-2.5rem))] flex-col bg-white shadow-2xl',
        'data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in',
        side === 'start' ? 'sheet-start start-0' : 'sheet-end end-0',
        className,
      )}
    >
      <div className="flex-1 overflow-y-auto">{children}</div>
      {footer ? <div className="border-t border-slate-200 bg-slate-50 px-5 py-4">{footer}</div> : null}
    </Modal>
  );
}

/** Closes the sheet it is in; wrap a button or a link with it. */
export const SheetClose = ModalClose;
