// The comparison (issue 14 item 5): the product page's button and /shop/compare.

export const enCompare = {
  'page.compare.title': 'Compare products',
  'page.compare.description': 'Up to 4 products of one category side by side, with their differences highlighted.',
  'compare.add': 'Add to compare',
  'compare.added': 'Added to the comparison',
  'compare.view': '{count, plural, one {Compare # product} other {Compare # products}}',
  'compare.full': 'You can compare at most 4 products. Remove one to add another.',
  'compare.otherCategory': 'You can only compare products of one category. Clear the comparison to compare this one.',
  'compare.remove': 'Remove {title} from the comparison',
  'compare.clear': 'Clear comparison',
  'compare.empty.title': 'Nothing to compare yet',
  'compare.empty.description': 'Open a product and press “Add to compare”. Add up to 4 products of one category.',
  'compare.caption': 'Specifications side by side; highlighted rows differ',
  'compare.price': 'Price',
  'compare.stock': 'Stock',
  'compare.differs': 'Differs',
  'compare.noscript': 'The comparison is kept in this browser and needs JavaScript, which is off. Turn JavaScript on to compare products.',
} as const satisfies Record<string, string>;
