import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';

interface SpinnerProps {
  /** Read by screen readers; defaults to "Loading…". */
  label?: string;
  className?: string;
}

/** A spinning ring announced as a status (<output> has the implicit role "status"). */
export function Spinner({ label = t('common.loading'), className }: SpinnerProps) {
  return (
    <output aria-label={label} className={cn('inline-flex', className)}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-full animate-spin">
        <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </output>
  );
}

/** Fills the viewport while the app or the session loads (docs/store-rules.md#route-table). */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50">
      <Spinner label={label} className="size-10 text-accent" />
    </div>
  );
}

/** Fills the content area while a lazy page loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={t('common.loadingPage')} className="size-8 text-accent" />
    </div>
  );
}

/** A thin bar on top of the page while the router fetches the next page. */
export function NavigationProgress({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-accent/20">
      <div className="h-full w-2/5 animate-progress bg-accent" />
      <output className="sr-only">{t('common.loadingPage')}</output>
    </div>
  );
}
