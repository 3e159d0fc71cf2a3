import { ArrowRight, KeyRound, Laptop, Monitor, Mouse, Package, PcCase, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { localePath } from '#web/lib/language';

export interface Tile {
  id: string;
  name: string;
  productCount?: number;
}

/** `/shop/listing?category=<id>` or `?brand=<id>`: the listing with that one filter. */
export const listingHref = (kind: 'category' | 'brand', id: string) =>
  `/shop/listing?${kind}=${encodeURIComponent(id)}`;

const CATEGORY_ICONS: ReadonlyArray<[RegExp, LucideIcon]> = [
  [/pc|desktop/i, PcCase],
  [/laptop|notebook/i, Laptop],
  [/display|monitor/i, Monitor],
  [/software|licen[cs]e/i, KeyRound],
  [/accessor|mouse|keyboard/i, Mouse],
];

const iconFor = (name: string): LucideIcon => CATEGORY_ICONS.find(([pattern]) => pattern.test(name))?.[1] ?? Package;

interface TilesProps {
  title: string;
  tiles: readonly Tile[];
  loading: boolean;
  /** "View all" at the end of the heading. */
  viewAll?: { to: string; label: string };
}

function TilesSection({ title, viewAll, children }: Omit<TilesProps, 'tiles' | 'loading'> & { children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          {title}
        </h2>
        {viewAll ? (
          <Link to={localePath(viewAll.to)} className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-accent hover:underline">
            {viewAll.label}
            <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** The top categories as big tiles with an icon and their product count. */
export function CategoryTiles({ title, tiles, loading, viewAll }: TilesProps) {
  if (!loading && tiles.length === 0) return null;
  return (
    <TilesSection title={title} viewAll={viewAll}>
      <ul className="grid grid-cols-1 gap-2.5 min-[480px]:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        {loading
          ? Array.from({ length: 3 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-16 w-full rounded-xl sm:h-24" />
              </li>
            ))
          : tiles.map((tile) => {
              const Icon = iconFor(tile.name);
              return (
                <li key={tile.id}>
                  <Link
                    to={localePath(listingHref('category', tile.id))}
                    className="group flex h-16 items-center gap-4 rounded-xl bg-white px-4 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md hover:ring-slate-300 sm:h-24 sm:px-5"
                  >
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent transition-colors group-hover:bg-accent group-hover:text-white sm:size-14 sm:rounded-xl">
                      <Icon aria-hidden="true" className="size-5 sm:size-7" strokeWidth={1.75} />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-base font-semibold text-slate-900">{tile.name}</span>
                      {tile.productCount !== undefined ? (
                        <span className="block text-sm text-slate-600 sm:mt-0.5">
                          {t('listing.count', { count: tile.productCount })}
                        </span>
                      ) : null}
                    </span>
                    <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-slate-400 group-hover:text-accent rtl:rotate-180" />
                  </Link>
                </li>
              );
            })}
      </ul>
    </TilesSection>
  );
}

/** The top brands as word-mark tiles. */
export function BrandTiles({ title, tiles, loading, viewAll }: TilesProps) {
  if (!loading && tiles.length === 0) return null;
  return (
    <TilesSection title={title} viewAll={viewAll}>
      <ul className="grid grid-cols-2 gap-3 min-[480px]:grid-cols-3 sm:gap-4 lg:grid-cols-6">
        {loading
          ? Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-20 w-full rounded-xl" />
              </li>
            ))
          : tiles.map((tile) => (
              <li key={tile.id}>
                <Link
                  to={localePath(listingHref('brand', tile.id))}
                  className={cn(
                    'flex h-20 flex-col items-center justify-center rounded-xl bg-white px-3 text-center shadow-sm ring-1 ring-slate-200',
                    'transition-shadow hover:shadow-md hover:ring-slate-300',
                  )}
                >
                  <span className="line-clamp-1 text-base font-bold tracking-tight text-slate-900">{tile.name}</span>
                  {tile.productCount !== undefined ? (
                    <span className="mt-0.5 text-xs text-slate-500">
                      {t('listing.count', { count: tile.productCount })}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
      </ul>
    </TilesSection>
  );
}
