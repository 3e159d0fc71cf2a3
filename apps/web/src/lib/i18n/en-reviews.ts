// The reviews of a product page (issue 14 item 7, docs/decisions/036).

export const enReviews = {
  'reviews.title': 'Customer reviews',
  'reviews.none': 'No reviews yet.',
  'reviews.average': '{average} out of 5',
  'reviews.distribution': 'How the reviews rate it',
  'reviews.starsRow': '{count, plural, one {# star} other {# stars}}',
  'reviews.more': 'More reviews',
  'reviews.edited': 'edited',
  'reviews.write': 'Write a review',
  'reviews.edit': 'Edit your review',
  'reviews.yourRating': 'Your rating',
  'reviews.starChoice': '{count, plural, one {# star} other {# stars}}',
  'reviews.text': 'Your review (optional)',
  'reviews.submit': 'Save review',
  'reviews.saving': 'Saving…',
  'reviews.hiddenNote': 'Your review is hidden by the store and does not show on this page.',
  'reviews.signIn': 'Sign in to review a product you received.',
} as const satisfies Record<string, string>;
