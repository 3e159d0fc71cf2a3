import type { Brand, Category } from '@store/contract';
import { useId } from 'react';
import { Skeleton } from '#web/components/ui/skeleton';
import { t } from '#web/lib/i18n';
import type { FilterKind, ListingFilters } from '../listing/listing-query';

export interface FilterOption {
  id: string;
  label: string;
  count?: number;
}

export function categoryOptions(categories: readonly Category[], withCounts: boolean): FilterOption[] {
  return categories.map((c) => ({ id: c._id, label: c.category, count: withCounts ? c.productCount : undefined }));
}

export function brandOptions(brands: readonly Brand[], withCounts: boolean): FilterOption[] {
  return brands
    .toSorted((a, b) => a.brand.localeCompare(b.brand))
    .map((b) => ({ id: b._id, label: b.brand, count: withCounts ? b.productCount : undefined }));
}

export interface FilterPanelProps {
  categories: FilterOption[];
  brands: FilterOption[];
  /** True until the option lists have loaded. */
  loading: boolean;
  selected: ListingFilters;
  onToggle: (kind: FilterKind, id: string) => void;
}

/** The category and brand checkboxes of a product list. */
export function FilterPanel({ categories, brands, loading, selected, onToggle }: FilterPanelProps) {
  return (
    <div className="flex flex-col gap-6">
      <FilterGroup
        legend={t('filters.category')}
        kind="category"
        options={categories}
        loading={loading}
        selected={selected.category}
        onToggle={onToggle}
      />
      <FilterGroup
        legend={t('filters.brand')}
        kind="brand"
        options={brands}
        loading={loading}
        selected={selected.brand}
        onToggle={onToggle}
      />
    </div>
  );
}

interface FilterGroupProps {
  legend: string;
  kind: FilterKind;
  options: FilterOption[];
  loading: boolean;
  selected: string[];
  onToggle: (kind: FilterKind, id: string) => void;
}

function FilterGroup({ legend, kind, options, loading, selected, onToggle }: FilterGroupProps) {
  const idPrefix = useId();
  // A value with no products is no use as a filter, unless it is the one chosen.
  const shown = options.filter((o) => o.count !== 0 || selected.includes(o.id));
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold tracking-wide text-slate-900 uppercase">{legend}</legend>
      {loading && options.length === 0 ? (
        <div className="flex flex-col gap-3 py-1">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-5 w-3/4" />
          ))}
        </div>
      ) : (
        <ul className="flex flex-col">
          {shown.map((option) => {
            const id = `${idPrefix}-${option.id}`;
            return (
              <li key={option.id}>
                <label
                  htmlFor={id}
                  className="flex cursor-pointer items-center gap-3 rounded-md px-1 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                >
                  <input
                    id={id}
                    type="checkbox"
                    checked={selected.includes(option.id)}
                    onChange={() => onToggle(kind, option.id)}
                    className="size-4 shrink-0 rounded border-field accent-accent"
                  />
                  <span className="min-w-0 flex-1 truncate">{option.label}</span>
                  {option.count !== undefined ? (
                    <span className="text-xs text-slate-500 tabular-nums">
                      <span className="sr-only">, </span>
                      {t('filters.count', { count: option.count })}
                    </span>
                  ) : null}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
