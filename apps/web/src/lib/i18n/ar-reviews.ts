// The reviews of a product page in Arabic: the twin of en-reviews.ts.
import type { enReviews } from './en-reviews';

export const arReviews = {
  'reviews.title': 'تقييمات العملاء',
  'reviews.none': 'لا توجد تقييمات بعد.',
  'reviews.average': '{average} من 5',
  'reviews.distribution': 'توزيع التقييمات',
  'reviews.starsRow': '{count, plural, zero {# نجوم} one {نجمة واحدة} two {نجمتان} few {# نجوم} many {# نجمة} other {# نجمة}}',
  'reviews.more': 'المزيد من التقييمات',
  'reviews.edited': 'معدّل',
  'reviews.write': 'اكتب تقييمًا',
  'reviews.edit': 'عدّل تقييمك',
  'reviews.yourRating': 'تقييمك',
  'reviews.starChoice': '{count, plural, zero {# نجوم} one {نجمة واحدة} two {نجمتان} few {# نجوم} many {# نجمة} other {# نجمة}}',
  'reviews.text': 'تقييمك المكتوب (اختياري)',
  'reviews.submit': 'احفظ التقييم',
  'reviews.saving': 'جارٍ الحفظ…',
  'reviews.hiddenNote': 'أخفى المتجر تقييمك، فلا يظهر في هذه الصفحة.',
  'reviews.signIn': 'سجّل الدخول لتقييم منتج استلمته.',
} as const satisfies Record<keyof typeof enReviews, string>;
