import { useId, type ReactNode } from 'react';
import { cn } from '#web/lib/cn';
import { fieldMessage } from '#web/lib/i18n';

export interface FieldFrameProps {
  label: string;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Shown beside the label, outside it (the Arabic twin of an English label). */
  aside?: ReactNode;
  id?: string | undefined;
  className?: string | undefined;
  /** Draws the control with the ids and ARIA attributes the frame hands it. */
  children: (control: FieldControlProps) => ReactNode;
}

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The border of every form control: calm by default, red with an error. */
export function fieldBorder(error: string | undefined): string {
  return error ? 'border-danger focus-visible:outline-danger' : 'border-field hover:border-slate-500';
}

/**
 * Label, hint and error around one form control, shared by the input, textarea
 * and select fields: the error is announced with the field it belongs to.
 */
export function FieldFrame({ label, error, hint, aside, id, className, children }: FieldFrameProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hint && !error ? hintId : undefined, errorId].filter(Boolean).join(' ') || undefined;

  const labelElement = (
    <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
      {label}
    </label>
  );
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {aside ? (
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      {children({ id: fieldId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {fieldMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
