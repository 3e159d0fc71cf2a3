// A typed attribute as a shopper reads it (docs/decisions/048): its label and value in the
// page's language, a number with its unit, a choice by its Arabic label on Arabic pages.
import type { AttributeDefinition, AttributeValue } from '@store/contract';
import { formatNumber } from './i18n';
import { currentLanguage } from './language';

export function attributeLabel(definition: AttributeDefinition): string {
  return currentLanguage() === 'ar' && definition.labelAr ? definition.labelAr : definition.label;
}

/** "165 Hz", "IPS, OLED", or the page's yes or no (`words`). */
export function attributeValueText(definition: AttributeDefinition, value: AttributeValue, words: { yes: string; no: string }): string {
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return definition.unit ? `${formatNumber(value)} ${definition.unit}` : formatNumber(value);
  const arabic = currentLanguage() === 'ar';
  const label = (choice: string) => (arabic ? definition.choices.find((each) => each.value === choice)?.labelAr : null) ?? choice;
  return Array.isArray(value) ? value.map(label).join(', ') : label(value);
}
