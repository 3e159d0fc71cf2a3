import { useId, type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

export interface TextareaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line input, the twin of InputField. */
export function TextareaField({ label, error, hint, id, className, rows = 4, ...props }: TextareaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm transition-colors',
          'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-0',
          error ? 'border-danger focus-visible:outline-danger' : 'border-field hover:border-slate-500',
        )}
        {...props}
      />
      {hint && !error ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
