// The stars of a product's rating (issue 14 item 7, docs/decisions/036): on
// product cards and the product page. Loaded by the star rating component.

export const enRating = {
  'rating.label': 'Rated {average} out of 5',
  'rating.count': '{count, plural, one {# review} other {# reviews}}',
} as const satisfies Record<string, string>;
