import { useId } from 'react';
import { cn } from '#web/lib/cn';
import { fieldMessage } from '#web/lib/i18n';

export interface CheckboxListFieldProps {
  /** The group's name, read by screen readers as the legend. */
  label: string;
  /** What ticking none means, or what ticking does. */
  hint?: string | undefined;
  /** Shown beside the legend: how many are ticked ("2 selected"). */
  summary?: string | undefined;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
  /** Shown in the box while there is nothing to tick (the list is loading, or empty). */
  empty?: string | undefined;
  value: readonly string[];
  onChange: (value: string[]) => void;
  className?: string | undefined;
}

/**
 * A multi-select as a group of native checkboxes in a fieldset: every screen
 * reader announces the group, each choice and its state, and Tab and Space
 * work without a line of script. A long list scrolls inside its box. The
 * ticked values keep the options' order, so a save sends them in a stable one.
 */
export function CheckboxListField({ label, hint, summary, error, options, empty, value, onChange, className }: CheckboxListFieldProps) {
  const id = useId();
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const ticked = new Set(value);

  function toggle(option: string, on: boolean) {
    const next = new Set(ticked);
    if (on) next.add(option);
    else next.delete(option);
    onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  }

  return (
    <fieldset className={cn('flex min-w-0 flex-col gap-1.5', className)} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}>
      <legend className="flex w-full items-baseline justify-between gap-2 text-sm font-medium text-slate-800">
        <span>{label}</span>
        {summary ? <span className="text-xs font-normal text-slate-500">{summary}</span> : null}
      </legend>
      <div
        className={cn(
          'mt-1.5 grid max-h-44 grid-cols-1 gap-x-3 overflow-y-auto rounded-lg border bg-white px-3 py-2 shadow-sm sm:grid-cols-2',
          error ? 'border-danger' : 'border-field',
        )}
      >
        {options.length === 0 && empty ? <p className="py-1.5 text-sm text-slate-500 sm:col-span-2">{empty}</p> : null}
        {options.map((option) => (
          <label key={option.value} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 shrink-0 rounded border-field accent-accent"
              checked={ticked.has(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span className="truncate" dir="auto">
              {option.label}
            </span>
          </label>
        ))}
      </div>
      {hintId ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {errorId ? (
        <p id={errorId} className="text-sm text-danger">
          {fieldMessage(error ?? '')}
        </p>
      ) : null}
    </fieldset>
  );
}
