import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';

/**
 * A dense admin table (docs/store-rules.md#12-look-and-feel): header cells stick to the top
 * while the body scrolls; narrow screens scroll it sideways.
 */
export function DataTable({ children, className, label }: { children: ReactNode; className?: string; label: string }) {
  return (
    <section
      aria-label={label}
      // The box scrolls (WCAG 2.1.1): it takes the focus, so arrow keys scroll it even when no row has a button.
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn('max-h-[70vh] overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm', className)}
    >
      <table
        aria-label={label}
        className={cn(
          'w-full border-separate border-spacing-0 text-sm',
          '[&_th]:sticky [&_th]:top-0 [&_th]:z-10 [&_th]:border-b [&_th]:border-slate-200 [&_th]:bg-slate-50',
          '[&_th]:px-3 [&_th]:py-2 [&_th:not(.text-end)]:text-start [&_th]:text-xs [&_th]:font-semibold [&_th]:tracking-wide [&_th]:text-slate-600 [&_th]:uppercase',
          '[&_td]:border-b [&_td]:border-slate-100 [&_td]:px-3 [&_td]:py-2 [&_td]:align-middle [&_td]:text-slate-800',
          '[&_tbody_tr:last-child_td]:border-b-0 [&_tbody_tr:hover]:bg-slate-50/70',
        )}
      >
        {children}
      </table>
    </section>
  );
}
