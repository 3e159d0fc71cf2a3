import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';

// Five stars filled to the average (docs/decisions/036): one inline SVG row
// twice, the coloured one cut to the rating's width. No icon library: it sits
// on every product card.

const STAR = 'M12 2l3 6.5 7 .8-5.2 4.8 1.4 7L12 17.6 5.8 21l1.4-7L2 9.3l7-.8z';

function Stars({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 120 24" aria-hidden="true" className={cn('block max-w-none fill-current', className)}>
      {[0, 24, 48, 72, 96].map((x) => (
        <path key={x} d={STAR} transform={`translate(${x})`} />
      ))}
    </svg>
  );
}

/** The stars of `average` (0 to 5) with its spoken label; `size` sets the row's width. */
export function StarRating({ average, className = 'h-4 w-20' }: { average: number; className?: string }) {
  const filled = `${Math.min(100, Math.max(0, (average / 5) * 100))}%`;
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a drawing of two SVG rows, not one image file
    <span role="img" aria-label={t('rating.label', { average })} className="relative inline-block shrink-0">
      <Stars className={cn('text-slate-300', className)} />
      <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: filled }}>
        <Stars className={cn('text-amber-500', className)} />
      </span>
    </span>
  );
}
