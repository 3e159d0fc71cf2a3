import { CircleAlert, RotateCw, SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { Button } from './button';

interface PanelProps {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  /** Buttons or links that say what to do next. */
  actions?: ReactNode;
  /** h1 when the panel is the whole page (a product that does not exist). */
  titleAs?: 'h1' | 'h2' | 'p';
  className?: string;
}

function Panel({ title, description, icon: Icon, actions, titleAs: Title = 'p', className, tone }: PanelProps & { tone: 'neutral' | 'error' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed px-6 py-12 text-center sm:py-16',
        tone === 'error' ? 'border-red-200 bg-danger-soft/60' : 'border-slate-300 bg-white',
        className,
      )}
    >
      {Icon ? (
        <span
          className={cn(
            'flex size-14 items-center justify-center rounded-full',
            tone === 'error' ? 'bg-red-100 text-danger' : 'bg-slate-100 text-slate-500',
          )}
        >
          <Icon aria-hidden="true" className="size-7" />
        </span>
      ) : null}
      <Title className="mt-4 text-lg font-semibold text-slate-900">{title}</Title>
      {description ? <div className="mt-2 max-w-md text-sm text-slate-600">{description}</div> : null}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}

/** Nothing to show: says so, and what to do about it. */
export function EmptyState({ icon = SearchX, ...props }: PanelProps) {
  return <Panel tone="neutral" icon={icon} {...props} />;
}

interface ErrorStateProps extends Omit<PanelProps, 'actions' | 'icon'> {
  onRetry: () => void;
  /** True while the retry is on its way. */
  retrying?: boolean;
}

/** A failed load, with a Retry button. */
export function ErrorState({ onRetry, retrying = false, ...props }: ErrorStateProps) {
  return (
    <Panel
      tone="error"
      icon={CircleAlert}
      {...props}
      actions={
        <Button variant="secondary" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={cn('size-4', retrying && 'animate-spin')} />
          {t('common.retry')}
        </Button>
      }
    />
  );
}
