import { cn } from '#web/lib/cn';
import { storeConfig } from '#web/lib/store-config';
import { t } from '#web/lib/i18n';

interface LogoProps {
  /** Light text for the dark header band and auth panel. */
  tone?: 'on-dark' | 'on-light';
  className?: string;
}

/** The store's mark and name; decorative mark, the name is the text. */
export function Logo({ tone = 'on-dark', className }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark className="size-9 shrink-0" />
      <span className="flex flex-col leading-none">
        <span className={cn('text-lg font-bold tracking-tight', tone === 'on-dark' ? 'text-white' : 'text-slate-900')}>
          {storeConfig.storeName}
        </span>
        <span
          className={cn(
            'mt-0.5 text-[0.6875rem] font-semibold tracking-[0.18em] uppercase',
            tone === 'on-dark' ? 'text-slate-400' : 'text-slate-500',
          )}
        >
          {t('brand.computers')}
        </span>
      </span>
    </span>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="#1d4ed8" />
      <path d="M7 22.5 16 7l9 15.5-9-4.5z" fill="#fff" />
      <path d="m16 18 9 4.5L16 25l-9-2.5z" fill="#93c5fd" />
    </svg>
  );
}
