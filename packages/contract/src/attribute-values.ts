// A product's typed attribute values (issue 24 item 1, docs/decisions/048): from an
// attribute's code to its value. A module without zod, so the builder's rules
// (./build-rules.ts) run in the browser without the schemas.

/** A choice's value or a yes/no, a number in the attribute's unit, or several choices. */
export type AttributeValue = string | number | boolean | string[];
export type AttributeValues = Record<string, AttributeValue>;

/** The value of `code` when it is a number. */
export function numberAttribute(values: AttributeValues, code: string): number | undefined {
  const value = values[code];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The value of `code` when it is one choice. */
export function choiceAttribute(values: AttributeValues, code: string): string | undefined {
  const value = values[code];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The value of `code` when it is several choices (one choice reads as a list of one). */
export function choicesAttribute(values: AttributeValues, code: string): string[] | undefined {
  const value = values[code];
  if (Array.isArray(value)) return value;
  return typeof value === 'string' && value !== '' ? [value] : undefined;
}

/** The value of `code` when it is a yes/no. */
export function booleanAttribute(values: AttributeValues, code: string): boolean | undefined {
  const value = values[code];
  return typeof value === 'boolean' ? value : undefined;
}
