// The stars of a product's rating in Arabic: the twin of en-rating.ts.
import type { enRating } from './en-rating';
import type { CatalogueText } from './plural';

export const arRating = {
  'rating.label': 'التقييم {average} من 5',
  'rating.count': {
    zero: 'لا توجد تقييمات',
    one: 'تقييم واحد',
    two: 'تقييمان',
    few: '{count} تقييمات',
    many: '{count} تقييمًا',
    other: '{count} تقييم',
  },
} as const satisfies Record<keyof typeof enRating, CatalogueText>;
