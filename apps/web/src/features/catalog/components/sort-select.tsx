import { SORT_OPTIONS, type SortOption } from '@store/contract';
import { useId } from 'react';
import { t, type MessageKey } from '#web/lib/i18n';

const LABELS: Record<SortOption, MessageKey> = {
  'price-lowtohigh': 'sort.priceLowToHigh',
  'price-hightolow': 'sort.priceHighToLow',
  'title-atoz': 'sort.titleAtoZ',
  'title-ztoa': 'sort.titleZtoA',
};

const isSortOption = (value: string): value is SortOption => (SORT_OPTIONS as readonly string[]).includes(value);

/** The list's order: the four sorts of the spec, or the store's default order. */
interface SortSelectProps {
  value: SortOption | null;
  onChange: (sortBy: SortOption | null) => void;
  /** The name of the order the server uses without a sort: newest first, or best match for a search. */
  defaultLabel?: string;
}

export function SortSelect({ value, onChange, defaultLabel = t('sort.default') }: SortSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-700">
        {t('sort.label')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(isSortOption(event.target.value) ? event.target.value : null)}
        className="h-10 rounded-lg border border-field bg-white ps-3 pe-8 text-sm text-slate-900 shadow-sm hover:border-slate-500"
      >
        <option value="">{defaultLabel}</option>
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(LABELS[option])}
          </option>
        ))}
      </select>
    </div>
  );
}
