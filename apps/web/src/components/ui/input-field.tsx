import { useId, type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

export interface InputFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string;
  hint?: string;
}

/** A labelled text input with its hint and error; the error is announced with the field. */
export function InputField({ label, error, hint, id, className, ...props }: InputFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm transition-colors',
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
