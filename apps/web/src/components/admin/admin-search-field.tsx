import { Search } from 'lucide-react';
import { useId } from 'react';
import { cn } from '#web/lib/cn';

interface AdminSearchFieldProps {
  label: string;
  placeholder: string;
  /** The term as typed (the list searches it once typing pauses: useSearchTerm). */
  value: string;
  onChange: (term: string) => void;
  maxLength?: number;
  /** The field's place in its filter row. */
  className?: string;
}

/** The search box above an admin list, labelled, beside the list's other filters. */
export function AdminSearchField({ label, placeholder, value, onChange, maxLength, className }: AdminSearchFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id={id}
          type="search"
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className="h-11 w-full rounded-lg border border-field bg-white ps-9 pe-3 text-base shadow-sm placeholder:text-slate-500 hover:border-slate-500"
        />
      </div>
    </div>
  );
}
