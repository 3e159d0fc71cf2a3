import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '#web/lib/cn';
import { fieldBorder } from '../ui/field-frame';

const cell =
  'h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-0';

interface RowCellProps {
  id: string;
  label: string;
  placeholder: string;
  maxLength: number;
  error: string | undefined;
  registered: UseFormRegisterReturn;
  /** An Arabic twin: typed right to left. */
  arabic: boolean;
}

/** One cell of a row of inputs in an admin form (a specification row, an attribute's choice): its name, value and error. */
export function RowCell({ id, label, placeholder, maxLength, error, registered, arabic }: RowCellProps) {
  return (
    <div className="flex flex-col gap-1">
      <input
        id={id}
        aria-label={label}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(cell, fieldBorder(error))}
        {...(arabic ? { dir: 'rtl', lang: 'ar' } : {})}
        {...registered}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
