import type { ErrorCode } from '@store/contract';
import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { toProblem } from '#web/lib/api-client';
import { applyFieldErrors } from '#web/lib/form-errors';
import { useToast } from '../ui/toast/use-toast';

interface FormDialogOptions<V extends FieldValues, O, R extends { message?: string }> {
  form: UseFormReturn<V, unknown, O>;
  /** The create or update call with the checked values. */
  save: (values: O) => Promise<R>;
  /** The success toast when the server sends no message. */
  saved: string;
  /** The store's fallback sentence when the server gives none (docs/store-rules.md#fallbacks). */
  failed: string;
  /** The fields the server may name in its 400 `errors` (docs/store-rules.md#error-body); a function for rows added on the way. */
  fields: readonly FieldPath<V>[] | ((values: V) => readonly FieldPath<V>[]);
  /** Server field names that are another name in the form (`brand` is the form's `name`). */
  aliases?: Readonly<Record<string, FieldPath<V>>>;
  /** The field a conflict without field errors belongs to (a name already taken)... */
  conflictField?: FieldPath<V>;
  /** ...told by the server's error code (docs/store-rules.md#error-body: clients branch on codes, never on wording). */
  conflictCode?: ErrorCode;
  /**
   * Where the server's sentence shows: in the form's alert, when no field
   * took it, or always as a toast (a long form, whose top may be out of view).
   */
  refusalIn?: 'alert' | 'toast';
  /** Closes the dialog: after a save, and from its Cancel button. */
  onClose?: () => void;
  /** After the success toast, instead of closing (a form that stays on its page). */
  onSaved?: (result: R) => void;
}

/**
 * The admin dialogs' save (docs/store-rules.md#12-look-and-feel): the call, the success toast,
 * the server's field errors at their fields, and the rest in the form alert.
 * Returns what FormDialog takes (`dialog`, spread onto it), and the form's
 * `register` and `errors` for its fields.
 */
export function useFormDialog<V extends FieldValues, O, R extends { message?: string }>({
  form,
  save,
  saved,
  failed,
  fields,
  aliases = {},
  conflictField,
  conflictCode,
  refusalIn = 'alert',
  onClose = () => {},
  onSaved = () => onClose(),
}: FormDialogOptions<V, O, R>) {
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    let result: R;
    try {
      result = await save(values);
    } catch (error) {
      const problem = toProblem(error, failed);
      const names = typeof fields === 'function' ? fields(form.getValues()) : fields;
      const atFields = problem.errors.map((item) => ({ ...item, path: aliases[item.path] ?? item.path }));
      const unmatched = applyFieldErrors(atFields, form.setError, names);
      if (refusalIn === 'toast') toast({ tone: 'error', title: problem.message });
      else if (problem.errors.length === 0 && conflictField && problem.code === conflictCode) {
        form.setError(conflictField, { type: 'server', message: problem.message }, { shouldFocus: true });
      } else if (problem.errors.length === 0 || unmatched.length > 0) setFormError(problem.message);
      return;
    }
    toast({ tone: 'success', title: result.message ?? saved });
    onSaved(result);
  });

  const submitting = form.formState.isSubmitting;
  return {
    dialog: { onClose, onSubmit, formError, submitting },
    register: form.register,
    errors: form.formState.errors,
  };
}
