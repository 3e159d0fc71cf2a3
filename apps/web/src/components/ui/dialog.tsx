import type { ReactNode, RefObject } from 'react';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { Modal } from './modal';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Where focus returns on close when the opening button is not a Radix trigger (a deferred dialog). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
  className?: string;
}

/** A centred modal: focus stays inside, Escape and the overlay close it. */
export function Dialog({ open, onOpenChange, title, description, returnFocusRef, children, className }: DialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      returnFocusRef={returnFocusRef}
      closeLabel={t('common.close')}
      headerClassName="sm:px-6"
      contentClassName={cn(
        'fixed start-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-y-1/2 flex-col',
        'ltr:-translate-x-1/2 rtl:translate-x-1/2 rounded-2xl bg-white shadow-2xl data-[state=open]:animate-pop-in',
        className,
      )}
    >
      <div className="overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
    </Modal>
  );
}
