// The bar chart of monthly sales. recharts is heavy (15 MB of a server process's memory, most of an
// admin chunk): only admin screens import this file, and the bars load on their first render
// (month-bars.tsx), so neither the shop's chunks nor a server that only served the shop hold it.
import { LOCALE } from '@store/contract';
import { lazy, Suspense, type ComponentProps } from 'react';

export type { MonthBar } from './month-bars';

const MonthBars = lazy(() => import('./month-bars'));

/** Twelve bars, AED on the value axis; `label` names the chart for screen readers. */
export function MonthBarChart(props: ComponentProps<typeof MonthBars>) {
  return (
    <Suspense fallback={<div className="h-64 w-full" aria-hidden="true" />}>
      <MonthBars {...props} />
    </Suspense>
  );
}

/** "Jan" for `2026-01`, in the app's language. */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALE, { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(year ?? 2000, (index ?? 1) - 1, 1)));
}
