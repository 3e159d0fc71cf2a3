import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';
import { FieldFrame, fieldBorder } from './field-frame';

export interface InputFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string;
  hint?: string;
}

/** A labelled text input with its hint and error; the error is announced with the field. */
export function InputField({ label, error, hint, id, className, ...props }: InputFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <input
          {...control}
          className={cn(
            'h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm transition-colors',
            'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-0',
            fieldBorder(error),
          )}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
