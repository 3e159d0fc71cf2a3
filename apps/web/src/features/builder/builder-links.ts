// The builder's addresses (docs/decisions/049 "The builder page"): the build
// lives in `?parts=`, the open slot in `&slot=`, the switch in `&all=1`, so
// every choice is a link that works before JavaScript and can be shared.
import { BUILD_ATTRIBUTE_CODES, type AttributeDefinition, type BuildRole, type Product } from '@store/contract';
import { attributeLabel, attributeValueText } from '#web/lib/attribute-text';
import { t } from '#web/lib/i18n';
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

/** The values the builder's rules read of a part, labelled as its category defines them ("Socket: AM5"). */
export function partFacts(product: Product, role: BuildRole, definitions: readonly AttributeDefinition[] = []): { label: string; value: string }[] {
  return BUILD_ATTRIBUTE_CODES[role].flatMap((code) => {
    const definition = definitions.find((each) => each.code === code);
    const value = product.attributes[code];
    if (!definition || value === undefined) return [];
    return [{ label: attributeLabel(definition), value: attributeValueText(definition, value, { yes: t('build.yes'), no: t('build.no') }) }];
  });
}
