import { FIRST_PAGE } from '@store/contract';
import { useId, type FormEvent } from 'react';
import { buttonClasses } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { formatNumber, t } from '#web/lib/i18n';
import { useHydrated } from '#web/lib/use-hydrated';
import type { ChoiceGroup, FilterModel, RangeGroup } from '../listing/filter-groups';
import { formatRange } from '@store/contract';
import { parseListingSearch, SPECS_FOR_PARAM, type ListingState } from '../listing/listing-query';

/** A group shows this many choices; the rest open under "Show more". */
const CHOICES_SHOWN = 8;

export interface FilterPanelProps {
  model: FilterModel;
  /** The list's state: the form carries its sort, and the category its specification fields belong to. */
  state: ListingState;
  /** The page's path: the form asks for it with its fields as the query. */
  action: string;
  /** With JavaScript: the list the form now asks for. */
  onApply: (next: ListingState) => void;
}

/** The list the form's fields ask for, read as the address would be. */
export function formState(form: HTMLFormElement): ListingState {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
  return { ...parseListingSearch(params), page: FIRST_PAGE };
}

/**
 * The filters of a product list (docs/decisions/052) as a GET form whose
 * fields are the list's URL parameters: before JavaScript it asks the server
 * for the filtered page; after, a ticked box applies at once and a range on
 * Enter or its button, without reloading the page.
 */
export function FilterPanel({ model, state, action, onApply }: FilterPanelProps) {
  const hydrated = useHydrated();
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type === 'checkbox') onApply(formState(event.currentTarget));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(formState(event.currentTarget));
  };
  const oneCategory = state.category.length === 1 ? state.category[0] : undefined;
  return (
    <form method="get" action={action} onChange={onChange} onSubmit={onSubmit} className="flex flex-col gap-6">
      {state.keyword ? <input type="hidden" name="keyword" value={state.keyword} /> : null}
      {state.sortBy ? <input type="hidden" name="sortBy" value={state.sortBy} /> : null}
      {oneCategory ? <input type="hidden" name={SPECS_FOR_PARAM} value={oneCategory} /> : null}
      <InStockSwitch checked={model.inStock} />
      {model.groups.map((group) =>
        group.type === 'choices' ? <ChoiceFieldset key={group.name} group={group} /> : <RangeFieldset key={group.name} group={group} />,
      )}
      {hydrated ? null : (
        <button type="submit" className={buttonClasses('primary', 'md', 'w-full')}>
          {t('filters.apply')}
        </button>
      )}
    </form>
  );
}

const legendClass = 'mb-2 text-sm font-semibold tracking-wide text-slate-900 uppercase';

function InStockSwitch({ checked }: { checked: boolean }) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex cursor-pointer items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2.5">
      <span className="text-sm font-semibold text-slate-900">{t('filters.inStock')}</span>
      <span className="relative inline-flex shrink-0">
        <input id={id} type="checkbox" name="inStock" value="true" checked={checked} onChange={noop} className="peer sr-only" />
        <span
          aria-hidden="true"
          className="h-6 w-11 rounded-full bg-slate-300 transition-colors peer-checked:bg-accent peer-focus-visible:ring-2 peer-focus-visible:ring-accent peer-focus-visible:ring-offset-2"
        />
        <span
          aria-hidden="true"
          className="absolute start-0.5 top-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5 rtl:peer-checked:-translate-x-5"
        />
      </span>
    </label>
  );
}

// The boxes are checked as the address says; the form's change handler navigates, and the address checks them.
const noop = () => {};

function ChoiceFieldset({ group }: { group: ChoiceGroup }) {
  const first = group.options.slice(0, CHOICES_SHOWN);
  const rest = group.options.slice(CHOICES_SHOWN);
  return (
    <fieldset>
      <legend className={legendClass}>{group.legend}</legend>
      <ul className="flex flex-col">
        {first.map((option) => (
          <ChoiceRow key={option.value} name={group.name} option={option} />
        ))}
      </ul>
      {rest.length > 0 ? (
        <details open={rest.some((o) => o.selected)} className="group">
          <summary className="cursor-pointer list-none rounded px-1 py-1.5 text-sm font-semibold text-accent hover:underline [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">{t('filters.showMore', { count: rest.length })}</span>
            <span className="hidden group-open:inline">{t('filters.showLess')}</span>
          </summary>
          <ul className="flex flex-col">
            {rest.map((option) => (
              <ChoiceRow key={option.value} name={group.name} option={option} />
            ))}
          </ul>
        </details>
      ) : null}
    </fieldset>
  );
}

function ChoiceRow({ name, option }: { name: string; option: ChoiceGroup['options'][number] }) {
  const id = useId();
  // Ticking it would give nothing: shown, so the list stays put, but not offered.
  const empty = option.count === 0 && !option.selected;
  return (
    <li>
      <label
        htmlFor={id}
        className={cn(
          'flex items-center gap-3 rounded-md px-1 py-1.5 text-sm',
          empty ? 'cursor-not-allowed text-slate-400' : 'cursor-pointer text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        <input
          id={id}
          type="checkbox"
          name={name}
          value={option.value}
          checked={option.selected}
          disabled={empty}
          onChange={noop}
          className="size-4 shrink-0 rounded border-field accent-accent disabled:opacity-50"
        />
        {/* bdi: a value such as "1920 x 1080" keeps its order on an Arabic page. */}
        <bdi className="min-w-0 flex-1 truncate">{option.label}</bdi>
        {option.count !== undefined ? (
          <span className={cn('text-xs tabular-nums', empty ? 'text-slate-400' : 'text-slate-500')}>
            <span className="sr-only">, </span>
            {t('filters.count', { count: option.count })}
          </span>
        ) : null}
      </label>
    </li>
  );
}

function RangeFieldset({ group }: { group: RangeGroup }) {
  const id = useId();
  const unit = group.money ? t('filters.aed') : group.unit;
  // The fields start from the address: another address gives them their values again.
  const key = group.selected ? formatRange(group.selected) : '';
  const field = (end: 'min' | 'max') => {
    const bound = group.bounds?.[end];
    return (
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-${end}`} className="mb-1 block text-xs text-slate-500">
          {end === 'min' ? t('filters.min') : t('filters.max')}
        </label>
        <input
          key={key}
          id={`${id}-${end}`}
          type="number"
          inputMode="decimal"
          step="any"
          name={`${group.name}.${end}`}
          defaultValue={group.selected?.[end] ?? ''}
          placeholder={bound === undefined ? undefined : formatNumber(bound)}
          className="h-9 w-full min-w-0 rounded-md border border-field bg-white px-2 text-sm text-slate-900 tabular-nums shadow-sm placeholder:text-slate-400 focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
        />
      </div>
    );
  };
  return (
    <fieldset>
      <legend className={legendClass}>
        {group.legend}
        {unit ? ' ' : null}
        {unit ? <span className="font-normal tracking-normal text-slate-500 normal-case">({unit})</span> : null}
      </legend>
      <div className="flex items-end gap-2">
        {field('min')}
        <span aria-hidden="true" className="pb-2 text-slate-400">
          –
        </span>
        {field('max')}
        <button type="submit" className={buttonClasses('secondary', 'sm', 'h-9 shrink-0')}>
          {t('filters.go')}
        </button>
      </div>
    </fieldset>
  );
}
