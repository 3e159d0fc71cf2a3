// The stars of a product's rating (issue 14 item 7, docs/decisions/036): on
// product cards and the product page. Loaded by the star rating component.
import type { CatalogueText } from './plural';

export const enRating = {
  'rating.label': 'Rated {average} out of 5',
  'rating.count': { one: '{count} review', other: '{count} reviews' },
} as const satisfies Record<string, CatalogueText>;
