import type { AttributeDefinition } from '@store/contract';
import { t } from '#web/lib/i18n';

/** Where an attribute shows, as its definition's flags (docs/decisions/048). */
export const ATTRIBUTE_FLAGS = ['filterable', 'inCompare', 'inSpecTable', 'onCard'] as const;

/** "Number (mm)", "Choice: 4 choices", "Yes/no". */
export function attributeTypeText(attribute: AttributeDefinition): string {
  const type = t(`admin.attributes.type.${attribute.type}`);
  if (attribute.type === 'number') return attribute.unit ? t('admin.attributes.typeWithUnit', { type, unit: attribute.unit }) : type;
  if (attribute.type === 'boolean') return type;
  return t('admin.attributes.choiceCount', { type, count: attribute.choices.length });
}

/** "Filters, Compare", or "Nowhere". */
export function attributeFlagsText(attribute: AttributeDefinition): string {
  const on = ATTRIBUTE_FLAGS.filter((flag) => attribute[flag]).map((flag) => t(`admin.attributes.flag.${flag}`));
  return on.length > 0 ? on.join(', ') : t('admin.attributes.none');
}
