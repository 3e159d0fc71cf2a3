import { aedToFils, FILTER_PARAM_PREFIX, messages, type AttributeFilter, type MessageCode, type NumberRange } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { coerceAttributeValue } from './attribute-input';
import { listAttributes, type AttributeRow } from './attributes.repository';
import type { AttributeCondition, ProductFilter } from './products.repository';

// A shop list's specification, price and stock filters (issue 24 item 3,
// docs/decisions/052), checked against the one selected category's attribute
// definitions: a code it does not define, a value that is not one of its
// choices, a range on what is not a number answer 400 at `f.<code>`.

/** What the list queries carry besides category, brand and paging (the contract's withListFilters). */
export interface ListFilterQuery {
  category: string[];
  attributeFilters: AttributeFilter[];
  price: NumberRange | undefined;
  inStock: boolean;
  facets: boolean;
}

export interface ResolvedFilters {
  /** The filter's additions to a ProductFilter. */
  filter: Pick<ProductFilter, 'attributes' | 'priceFils' | 'inStock'>;
  /** The one selected category's definitions (for its facets), or none. */
  definitions: AttributeRow[];
}

function refuse(code: string, sentence: MessageCode): AppError {
  return new AppError('VALIDATION_FAILED', 400, {
    errors: [{ path: `${FILTER_PARAM_PREFIX}${code}`, message: messages[sentence] }],
    sentence,
  });
}

/** One filter as a condition on the definition's values, or the refusal's sentence. */
function conditionOf(filter: AttributeFilter, definition: AttributeRow | undefined): AttributeCondition | MessageCode {
  if (!definition) return 'FILTER_UNKNOWN';
  if ('range' in filter) return definition.type === 'number' ? { code: filter.code, range: filter.range } : 'FILTER_VALUE_INVALID';
  const anyOf = [];
  for (const raw of filter.values) {
    const coerced = coerceAttributeValue(definition, raw);
    if (!coerced.ok || coerced.value === null) return 'FILTER_VALUE_INVALID';
    anyOf.push(coerced.value);
  }
  return { code: filter.code, anyOf };
}

const filsRange = (range: NumberRange) => ({
  min: range.min === null ? null : aedToFils(range.min),
  max: range.max === null ? null : aedToFils(range.max),
});

/**
 * The query's filters as ProductFilter conditions. Specification filters
 * need exactly one category; its definitions are read when there are any, or
 * when the facets are asked for.
 */
export async function resolveListFilters(db: DbOrTx, query: ListFilterQuery): Promise<ResolvedFilters> {
  const [first] = query.attributeFilters;
  const oneCategory = query.category.length === 1 ? query.category[0] : undefined;
  if (first && !oneCategory) throw refuse(first.code, 'FILTER_NEEDS_ONE_CATEGORY');
  const definitions = oneCategory && (first || query.facets) ? await listAttributes(db, oneCategory) : [];
  const byCode = new Map(definitions.map((definition) => [definition.code, definition]));
  const attributes: AttributeCondition[] = [];
  for (const filter of query.attributeFilters) {
    const condition = conditionOf(filter, byCode.get(filter.code));
    if (typeof condition === 'string') throw refuse(filter.code, condition);
    attributes.push(condition);
  }
  return {
    filter: {
      ...(attributes.length > 0 ? { attributes } : {}),
      ...(query.price ? { priceFils: filsRange(query.price) } : {}),
      ...(query.inStock ? { inStock: true } : {}),
    },
    definitions,
  };
}
