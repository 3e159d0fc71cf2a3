import { toProblem } from '#web/lib/api-client';
import { useState } from 'react';
import { useToast } from '../ui/toast/use-toast';

interface ConfirmDeleteOptions<T> {
  /** The delete call; its answer's `message` is the success toast. */
  remove: (target: T) => Promise<{ message?: string }>;
  /** The success toast when the server sends no message. */
  deleted: string;
  /** The store's fallback sentence when the server gives none (docs/store-rules.md#fallbacks). */
  failed: string;
  /**
   * Where a refusal shows: in the dialog, which stays open (a 409 "in use"),
   * or as a toast, closing the dialog.
   */
  refusalIn?: 'dialog' | 'toast';
}

/**
 * "Are you sure?" before a delete (docs/store-rules.md#12-look-and-feel): the row asked about,
 * the call once confirmed, the toast, and the server's refusal. Spread
 * `dialog` on a ConfirmDialog.
 */
export function useConfirmDelete<T>({ remove, deleted, failed, refusalIn = 'dialog' }: ConfirmDeleteOptions<T>) {
  const toast = useToast();
  const [target, setTarget] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const ask = (next: T | null) => {
    setError(null);
    setTarget(next);
  };

  const confirm = async () => {
    if (target === null || pending) return;
    setPending(true);
    try {
      const result = await remove(target);
      toast({ tone: 'success', title: result.message ?? deleted });
      setTarget(null);
    } catch (failure) {
      const message = toProblem(failure, failed).message;
      if (refusalIn === 'dialog') setError(message);
      else {
        toast({ tone: 'error', title: message });
        setTarget(null);
      }
    } finally {
      setPending(false);
    }
  };

  return {
    target,
    ask,
    dialog: {
      open: target !== null,
      onOpenChange: (open: boolean) => {
        if (!open) ask(null);
      },
      error,
      pending,
      onConfirm: () => void confirm(),
    },
  };
}
