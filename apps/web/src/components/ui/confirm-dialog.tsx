import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '#web/lib/i18n';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** The server's refusal (a 409 "in use"), shown above the buttons. */
  error?: string | null;
  pending?: boolean;
  onConfirm: () => void;
}

/** "Are you sure?" before a delete (docs/store-rules.md#12-look-and-feel), with the server's answer when it refuses. */
export function ConfirmDialog({ open, onOpenChange, title, children, error, pending = false, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <div className="flex flex-col gap-4">
        <div className="text-sm text-slate-700">{children}</div>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('admin.action.cancel')}
          </Button>
          <Button className="bg-danger hover:bg-red-700" onClick={onConfirm} disabled={pending}>
            {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {pending ? t('admin.action.deleting') : t('admin.action.confirmDelete')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
