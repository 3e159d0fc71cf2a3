// The builder's addresses (docs/decisions/049 "The builder page"): the build
// lives in `?parts=`, the open slot in `&slot=`, the switch in `&all=1`, so
// every choice is a link that works before JavaScript and can be shared.
import { BUILD_ATTRIBUTE_CODES, type AttributeDefinition, type AttributeValue, type BuildRole, type Product } from '@store/contract';
import { formatNumber, t } from '#web/lib/i18n';
import { currentLanguage } from '#web/lib/language';
import { partsParamOf, type ChosenPart } from './build-parts';

/** The search of the builder's address for these parts, with a slot's list open or not. */
export function builderSearch(parts: readonly ChosenPart[], slot?: { role: BuildRole; all?: boolean }): string {
  const query = new URLSearchParams();
  if (parts.length > 0) query.set('parts', partsParamOf(parts));
  if (slot) query.set('slot', slot.role);
  if (slot?.all) query.set('all', '1');
  const search = query.toString();
  // The commas and colons of `parts` stay readable in a shared link.
  return search ? `?${search.replaceAll('%2C', ',').replaceAll('%3A', ':')}` : '?';
}

function valueText(definition: AttributeDefinition, value: AttributeValue): string {
  if (typeof value === 'boolean') return value ? t('build.yes') : t('build.no');
  if (typeof value === 'number') return definition.unit ? `${formatNumber(value)} ${definition.unit}` : formatNumber(value);
  const arabic = currentLanguage() === 'ar';
  const label = (choice: string) => (arabic ? definition.choices.find((each) => each.value === choice)?.labelAr : null) ?? choice;
  return Array.isArray(value) ? value.map(label).join(', ') : label(value);
}

/** The values the builder's rules read of a part, labelled as its category defines them ("Socket: AM5"). */
export function partFacts(product: Product, role: BuildRole, definitions: readonly AttributeDefinition[] = []): { label: string; value: string }[] {
  return BUILD_ATTRIBUTE_CODES[role].flatMap((code) => {
    const definition = definitions.find((each) => each.code === code);
    const value = product.attributes[code];
    if (!definition || value === undefined) return [];
    return [{ label: currentLanguage() === 'ar' && definition.labelAr ? definition.labelAr : definition.label, value: valueText(definition, value) }];
  });
}
