// The admin's review moderation screen (issue 14 item 7, docs/decisions/036). English only.

export const enAdminReviews = {
  'admin.nav.reviews': 'Reviews',
  'page.adminReviews.title': 'Reviews',
  'page.adminReviews.description': 'Hide or show customer reviews; the reason is kept in the audit trail.',
  'admin.reviews.filter': 'Show',
  'admin.reviews.all': 'All reviews',
  'admin.reviews.visible': 'Visible',
  'admin.reviews.hidden': 'Hidden',
  'admin.reviews.onlyProduct': 'Only this product',
  'admin.reviews.product': 'Product: {title}',
  'admin.reviews.clearProduct': 'All products',
  'admin.reviews.none': 'No reviews match.',
  'admin.reviews.hiddenBadge': 'Hidden',
  'admin.reviews.hide': 'Hide',
  'admin.reviews.show': 'Show',
  'admin.reviews.reason': 'Reason',
  'admin.reviews.confirm': 'Confirm',
  'admin.reviews.cancel': 'Cancel',
  'admin.reviews.page': 'Page {page} of {pages}',
  'admin.reviews.previous': 'Previous',
  'admin.reviews.next': 'Next',
} as const satisfies Record<string, string>;
