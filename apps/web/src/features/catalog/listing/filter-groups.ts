// The filters a product list shows (docs/decisions/052): built from the
// list's facets (each value with what ticking it would give) and the state in
// the address, as groups of checkboxes, ranges and a switch, and the chosen
// ones as chips that each remove themselves.
import { FILTER_PARAM_PREFIX, type ListFacets, type NumberRange, type RangeFacet } from '@store/contract';
import { formatNumber, formatPrice, t } from '#web/lib/i18n';
import {
  toggleFilter,
  toggleSpec,
  withInStock,
  withPrice,
  withSpec,
  type ListingState,
} from './listing-query';

export interface ChoiceOption {
  value: string;
  label: string;
  /** What the list would hold with it ticked; undefined when not known. */
  count?: number | undefined;
  selected: boolean;
}

/** Checkboxes of one URL parameter (`category`, `brand`, `f.<code>`): any of the ticked values. */
export interface ChoiceGroup {
  type: 'choices';
  /** The URL parameter, the checkboxes' name. */
  name: string;
  legend: string;
  options: ChoiceOption[];
}

/** A number's range (`price`, `f.<code>`), typed as a lowest and a highest. */
export interface RangeGroup {
  type: 'range';
  name: string;
  legend: string;
  unit: string | null;
  /** The lowest and highest value the list holds, the fields' placeholders. */
  bounds: { min: number; max: number } | null;
  selected: NumberRange | null;
  /** A price, written in AED. */
  money: boolean;
}

export type FilterGroup = ChoiceGroup | RangeGroup;

export interface FilterModel {
  groups: FilterGroup[];
  /** The in-stock switch's state. */
  inStock: boolean;
}

interface Named {
  _id: string;
  category: string;
}

const chosen = (values: readonly string[], value: string) => values.includes(value);

const boundsOf = (facet: RangeFacet | null) =>
  facet && facet.min !== null && facet.max !== null && facet.count > 0 ? { min: facet.min, max: facet.max } : null;

/**
 * The groups of a list: its facets when the answer has them (the counts
 * follow the other filters); else the shop's categories without counts, so a
 * failed list still offers its departments.
 */
export function filterModel(state: ListingState, facets: ListFacets | undefined, categories: readonly Named[]): FilterModel {
  const groups: FilterGroup[] = [];
  const categoryOptions = facets
    ? facets.category.map((v) => ({ value: v.value, label: v.label, count: v.count, selected: chosen(state.category, v.value) }))
    : categories.map((c) => ({ value: c._id, label: c.category, selected: chosen(state.category, c._id) }));
  groups.push({ type: 'choices', name: 'category', legend: t('filters.category'), options: categoryOptions });
  if (facets) {
    groups.push({
      type: 'choices',
      name: 'brand',
      legend: t('filters.brand'),
      options: facets.brand.map((v) => ({ value: v.value, label: v.label, count: v.count, selected: chosen(state.brand, v.value) })),
    });
    const bounds = boundsOf(facets.price);
    if (bounds || state.price) {
      groups.push({ type: 'range', name: 'price', legend: t('filters.price'), unit: null, bounds, selected: state.price, money: true });
    }
    for (const attribute of facets.attributes) {
      const name = `${FILTER_PARAM_PREFIX}${attribute.code}`;
      const spec = state.specs.find((s) => s.code === attribute.code);
      if (attribute.type === 'number') {
        const selected = spec && 'range' in spec ? spec.range : null;
        const range = boundsOf(attribute.range);
        if (range || selected) {
          groups.push({ type: 'range', name, legend: attribute.label, unit: attribute.unit, bounds: range, selected, money: false });
        }
        continue;
      }
      const ticked = spec && 'values' in spec ? spec.values : [];
      const options = attribute.values.map((v) => ({
        value: v.value,
        label: v.label,
        count: v.count,
        // The address may spell a choice another way (case, spaces): the server matched it.
        selected: v.selected || ticked.some((x) => x.trim().toLowerCase() === v.value.toLowerCase()),
      }));
      if (options.length > 0) groups.push({ type: 'choices', name, legend: attribute.label, options });
    }
  }
  return { groups, inStock: state.inStock };
}

/** A number as the filters write it: with its unit, or a price in AED. */
export function formatFilterNumber(value: number, group: Pick<RangeGroup, 'unit' | 'money'>): string {
  if (group.money) return formatPrice(value);
  return group.unit ? `${formatNumber(value)} ${group.unit}` : formatNumber(value);
}

/** "144 Hz–240 Hz", "From 144 Hz", "Up to 240 Hz". */
export function rangeText(range: NumberRange, group: Pick<RangeGroup, 'unit' | 'money'>): string {
  const min = range.min === null ? null : formatFilterNumber(range.min, group);
  const max = range.max === null ? null : formatFilterNumber(range.max, group);
  if (min !== null && max !== null) return t('filters.rangeBetween', { min, max });
  if (min !== null) return t('filters.rangeFrom', { value: min });
  return t('filters.rangeUpTo', { value: max ?? '' });
}

export interface FilterChip {
  /** Unique among the chips. */
  key: string;
  label: string;
  /** The list without this filter. */
  next: ListingState;
}

/** The chosen filters, each with the list it leaves when removed; labels from the groups, else the value itself. */
export function filterChips(state: ListingState, model: FilterModel): FilterChip[] {
  const byName = new Map(model.groups.map((group) => [group.name, group]));
  const labelOf = (name: string, value: string) => {
    const group = byName.get(name);
    return group?.type === 'choices' ? (group.options.find((o) => o.value === value)?.label ?? value) : value;
  };
  const chips: FilterChip[] = [];
  for (const kind of ['category', 'brand'] as const) {
    for (const value of state[kind]) chips.push({ key: `${kind}=${value}`, label: labelOf(kind, value), next: toggleFilter(state, kind, value) });
  }
  for (const spec of state.specs) {
    const name = `${FILTER_PARAM_PREFIX}${spec.code}`;
    const group = byName.get(name);
    const legend = group?.legend ?? spec.code;
    if ('range' in spec) {
      const unit = group?.type === 'range' ? group.unit : null;
      const label = t('filters.chip', { name: legend, value: rangeText(spec.range, { unit, money: false }) });
      chips.push({ key: name, label, next: withSpec(state, spec.code, null) });
    } else {
      for (const value of spec.values) {
        const label = t('filters.chip', { name: legend, value: labelOf(name, value) });
        chips.push({ key: `${name}=${value}`, label, next: toggleSpec(state, spec.code, value) });
      }
    }
  }
  if (state.price) {
    const label = t('filters.chip', { name: t('filters.price'), value: rangeText(state.price, { unit: null, money: true }) });
    chips.push({ key: 'price', label, next: withPrice(state, null) });
  }
  if (state.inStock) chips.push({ key: 'inStock', label: t('filters.inStock'), next: withInStock(state, false) });
  return chips;
}
