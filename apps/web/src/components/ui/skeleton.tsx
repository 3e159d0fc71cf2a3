import { cn } from '#web/lib/cn';

/** A grey block that stands in for content while it loads; hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('block animate-pulse rounded-md bg-slate-200', className)} />;
}
