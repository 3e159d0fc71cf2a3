import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '#web/lib/cn';
import { FieldFrame, fieldBorder } from './field-frame';

export interface InputFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string;
  /** Beside the label (FieldFrame's `aside`). */
  aside?: ReactNode;
  hint?: string;
}

/** E-mail addresses and phone numbers are written left to right, on Arabic pages too (issue 12 item 3). */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'tel']);

/**
 * A labelled text input with its hint and error; the error is announced with the field.
 * E-mail and phone inputs are `dir="ltr"` unless told otherwise.
 */
export function InputField({ label, error, hint, aside, id, className, ...props }: InputFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} aside={aside} id={id} className={className}>
      {(control) => (
        <input
          {...control}
          className={cn(
            'h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm transition-colors',
            'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-0',
            fieldBorder(error),
          )}
          dir={props.type && LEFT_TO_RIGHT_TYPES.has(props.type) ? 'ltr' : undefined}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
