import { formatNumber, t } from '#web/lib/i18n';

/** The real run's progress: rows saved of the file's rows, as the batches commit. */
export function ImportProgress({ done, total }: { done: number; total: number }) {
  return (
    <div className="flex flex-col gap-2">
      <progress
        aria-label={t('admin.import.progressLabel')}
        max={Math.max(total, 1)}
        value={done}
        className="h-3 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-accent [&::-webkit-progress-value]:transition-[width] [&::-webkit-progress-value]:duration-300"
      />
      <p className="text-sm text-slate-700 tabular-nums">{t('admin.import.progress', { done: formatNumber(done), total: formatNumber(total) })}</p>
    </div>
  );
}
