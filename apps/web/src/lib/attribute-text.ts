// A typed attribute as a shopper reads it (docs/decisions/048): its label and value in the
// page's language, a number with its unit (in Arabic on Arabic pages), a choice by its Arabic label on Arabic pages.
import { unitIn, type AttributeDefinition, type AttributeValue } from '@store/contract';
import { formatNumber } from './i18n';
import { currentLanguage } from './language';

export function attributeLabel(definition: AttributeDefinition): string {
  return currentLanguage() === 'ar' && definition.labelAr ? definition.labelAr : definition.label;
}

/** "165 Hz", "IPS, OLED", or the page's yes or no (`words`). */
export function attributeValueText(definition: AttributeDefinition, value: AttributeValue, words: { yes: string; no: string }): string {
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  const arabic = currentLanguage() === 'ar';
  // The unit in the page's language: "240 هرتز" on Arabic pages (the contract's ARABIC_UNITS, decision 048).
  if (typeof value === 'number') return definition.unit ? `${formatNumber(value)} ${unitIn(arabic ? 'ar' : 'en', definition.unit)}` : formatNumber(value);
  const label = (choice: string) => (arabic ? definition.choices.find((each) => each.value === choice)?.labelAr : null) ?? choice;
  return Array.isArray(value) ? value.map(label).join(', ') : label(value);
}
