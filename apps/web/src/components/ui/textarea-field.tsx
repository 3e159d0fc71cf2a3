import type { ComponentPropsWithRef } from 'react';
import { cn } from '#web/lib/cn';
import { FieldFrame, fieldBorder } from './field-frame';

export interface TextareaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line input, the twin of InputField. */
export function TextareaField({ label, error, hint, id, className, rows = 4, ...props }: TextareaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={cn(
            'w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm transition-colors',
            'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-0',
            fieldBorder(error),
          )}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
