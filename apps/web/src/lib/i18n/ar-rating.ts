// The stars of a product's rating in Arabic: the twin of en-rating.ts.
import type { enRating } from './en-rating';

export const arRating = {
  'rating.label': 'التقييم {average} من 5',
  'rating.count':
    '{count, plural, zero {لا توجد تقييمات} one {تقييم واحد} two {تقييمان} few {# تقييمات} many {# تقييمًا} other {# تقييم}}',
} as const satisfies Record<keyof typeof enRating, string>;
