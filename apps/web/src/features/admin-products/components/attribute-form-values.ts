import type { AttributeDefinition } from '@store/contract';

/** An attribute's value as the form holds it: text for a choice, a number or a yes/no ('true', 'false'), a list for several choices. */
export type AttributeFormValue = string | string[];
type AttributeValue = string | number | boolean | string[];

/** The product's values as the form's fields hold them. */
export function attributeFormValues(values: Readonly<Record<string, AttributeValue>> | undefined): Record<string, AttributeFormValue> {
  return Object.fromEntries(Object.entries(values ?? {}).map(([code, value]) => [code, Array.isArray(value) ? value : String(value)]));
}

function toValue(definition: AttributeDefinition, value: AttributeFormValue | undefined): AttributeValue | null {
  if (definition.type === 'multi_choice') return Array.isArray(value) && value.length > 0 ? value : null;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return null;
  if (definition.type === 'boolean') return text === 'true';
  // A number that does not read as one goes as typed: the server's sentence says what is wrong, at its field.
  if (definition.type === 'number') return Number.isFinite(Number(text)) ? Number(text) : text;
  return text;
}

/**
 * The `attributes` of the create and update calls: a value, or null for none, for each attribute
 * of the chosen category; the codes of another category are left out (the server drops them on a move).
 */
export function attributesBody(
  definitions: readonly AttributeDefinition[],
  values: Readonly<Record<string, AttributeFormValue | undefined>> | undefined,
): Record<string, AttributeValue | null> {
  return Object.fromEntries(definitions.map((definition) => [definition.code, toValue(definition, values?.[definition.code])]));
}
