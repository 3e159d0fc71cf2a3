import type { AttributeDefinition } from '@store/contract';

/** A category's attribute for tests: a number shown in filters, compare and the specification table unless told otherwise. */
export function makeAttribute(category: string, id: string, code: string, label: string, more: Partial<AttributeDefinition> = {}): AttributeDefinition {
  return {
    _id: id,
    category,
    code,
    label,
    labelAr: null,
    type: 'number',
    unit: null,
    choices: [],
    filterable: true,
    inCompare: true,
    inSpecTable: true,
    onCard: false,
    order: 0,
    ...more,
  };
}
