import { LoaderCircle } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

interface FormDialogProps {
  title: string;
  onClose: () => void;
  /** From useFormDialog. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError: string | null;
  submitting: boolean;
  /** Save waits for something else too (an image on its way). */
  busy?: boolean;
  className?: string;
  /** Spacing and a divider above the buttons for long forms. */
  long?: boolean;
  children: ReactNode;
}

/** An admin create/edit dialog: the form alert on top, the fields, then Cancel and Save. Mount it only while open. */
export function FormDialog({ title, onClose, onSubmit, formError, submitting, busy = false, className, long = false, children }: FormDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} className={className}>
      <form noValidate onSubmit={onSubmit} className={cn('flex flex-col', long ? 'gap-5' : 'gap-4')}>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {children}
        <div className={cn('flex flex-wrap justify-end gap-2', long && 'border-t border-slate-200 pt-4')}>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.action.cancel')}
          </Button>
          <Button type="submit" disabled={submitting || busy}>
            {submitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {submitting ? t('admin.action.saving') : t('admin.action.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
