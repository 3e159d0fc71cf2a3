import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '#web/lib/cn';
import { FieldFrame, fieldBorder } from './field-frame';

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: string;
  error?: string;
  /** A line under the label that says what the choice does. */
  /** Beside the label (FieldFrame's `aside`). */
  aside?: ReactNode;
  hint?: string | undefined;
  /** The first, empty choice ("Choose an emirate"); submitting it is a validation error. */
  placeholder?: string;
  /** `lang` marks a label written in another language than the page's (a language's own name). */
  options: readonly { value: string; label: string; lang?: string }[];
}

/** A labelled native select with its error: the phone's own picker on mobile, no extra script. */
export function SelectField({ label, error, hint, aside, placeholder, options, id, className, ...props }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} aside={aside} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            className={cn(
              'h-11 w-full appearance-none rounded-lg border bg-white ps-3 pe-10 text-base text-slate-900 shadow-sm transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-0',
              fieldBorder(error),
            )}
            {...props}
          >
            {placeholder ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} lang={option.lang}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          />
        </div>
      )}
    </FieldFrame>
  );
}
